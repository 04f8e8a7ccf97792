import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markMessageRead as markMessageReadEndpoint } from '#shared/api/messages.ts';
import type { Message } from '#shared/schemas/messages.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { applyMessageRead } from './message-cache';

/** Only its recipient's call changes it; the message comes back either way. */
export const markMessageRead = (id: string) => call(markMessageReadEndpoint, { params: { id } });

/**
 * The dialog opened from a 'message' notification marks that message read when the
 * caller is its recipient: read at once everywhere it is cached, the counts one lower.
 * Spec section 8: a failure is only logged.
 */
export function useMarkMessageRead(meId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: Message) => markMessageRead(message.id),
    onSuccess: (saved, message) => {
      if (saved.read_at === null) return;
      applyMessageRead(
        queryClient,
        { reader_id: meId, sender_id: message.sender_id, message_id: message.id, read_at: saved.read_at },
        meId,
      );
    },
    onError: (error) => console.error('Could not mark the message read', error),
  });
}
