import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markConversationRead as markConversationReadEndpoint } from '#shared/api/messages.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { applyMessageRead } from './message-cache';

export const markConversationRead = (otherId: string) =>
  call(markConversationReadEndpoint, { params: { userId: otherId } });

/**
 * Opening a conversation marks the other broker's messages to the caller read (spec
 * section 6: only the recipient's opening does). A failure is only logged.
 */
export function useMarkConversationRead(meId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: (result, otherId) => {
      applyMessageRead(queryClient, { reader_id: meId, sender_id: otherId, read_at: result.read_at }, meId);
    },
    onError: (error) => console.error('Could not mark the conversation read', error),
  });
}
