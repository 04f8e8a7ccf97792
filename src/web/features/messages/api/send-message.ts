import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { sendMessage as sendMessageEndpoint } from '#shared/api/messages.ts';
import { MESSAGE_MESSAGES, type SendMessageInput } from '#shared/schemas/messages.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { sendOnce } from '#web/lib/send-once.ts';
import { applyMessageCreated } from './message-cache';
import { messageKeys } from './query-keys';

/** One send: retried on a lost connection with the same Idempotency-Key, so it arrives once. */
export const sendMessage = (input: SendMessageInput) =>
  sendOnce((idempotencyKey) => call(sendMessageEndpoint, { body: input }, { idempotencyKey }));

/**
 * Sends a message (trimmed; blank ones are never sent) and shows it at once in the
 * conversation and /inbox, with the toasts of spec section 8. Resolves to whether it
 * was sent, so the reply box keeps the text when it was not.
 */
export function useSendMessage() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const mutation = useMutation({
    mutationFn: sendMessage,
    onSuccess: (message) => {
      if (user) applyMessageCreated(queryClient, message, user.id);
      toast.success(MESSAGE_MESSAGES.sent, { description: MESSAGE_MESSAGES.sentDescription });
    },
    onError: (error, input) => {
      if (error instanceof ApiError && error.status === 401) {
        toast.error(MESSAGE_MESSAGES.notAuthenticated, { description: MESSAGE_MESSAGES.notAuthenticatedDescription });
        return;
      }
      toast.error(MESSAGE_MESSAGES.sendFailed, {
        description: errorMessage(error, MESSAGE_MESSAGES.sendFailedDefault),
      });
      // Refused as not connected: the conversation learns it may no longer reply.
      if (error instanceof ApiError && error.status === 403) {
        void queryClient.invalidateQueries({ queryKey: messageKeys.conversation(input.recipient_id) });
      }
    },
  });
  const send = async (input: SendMessageInput): Promise<boolean> => {
    const content = input.content.trim();
    if (!content) return false;
    if (!user) {
      toast.error(MESSAGE_MESSAGES.notAuthenticated, { description: MESSAGE_MESSAGES.notAuthenticatedDescription });
      return false;
    }
    try {
      await mutation.mutateAsync({ ...input, content });
      return true;
    } catch {
      return false;
    }
  };
  return { send, isPending: mutation.isPending };
}
