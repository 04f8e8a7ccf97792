import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useRealtimeEvent } from '#web/lib/realtime/realtime-context.ts';
import { applyMessageCreated, applyMessageRead, otherParty } from '../api/message-cache';
import { messageKeys } from '../api/query-keys';
import { isViewingConversation } from './viewing-conversation';

const REMEMBERED_IDS = 200;

/**
 * Keeps every message cache current from realtime events. Mount once, in the app
 * shell, with the signed-in broker's id:
 * - message.created: appended to its open conversation, its /inbox row moved to the
 *   top, and the chat count +1 when it is to this broker and that conversation is not
 *   on screen (if it is, the conversation marks it read);
 * - message.read: read_at set wherever cached; counts fall, never below zero;
 * - connection.changed: conversations learn whether a reply is still allowed;
 * - resync: everything about messages is refetched.
 */
export function useMessagesRealtime(meId: string | null | undefined): void {
  const queryClient = useQueryClient();
  // A message delivered twice (two sockets' worth of resends) is counted once.
  const seen = useRef<string[]>([]);
  useRealtimeEvent(['message.created', 'message.read', 'connection.changed', 'resync'], (event) => {
    if (!meId) return;
    switch (event.kind) {
      case 'message.created': {
        const { message } = event;
        if (seen.current.includes(message.id)) return;
        seen.current = [...seen.current.slice(-(REMEMBERED_IDS - 1)), message.id];
        applyMessageCreated(queryClient, message, meId, {
          viewing: isViewingConversation(otherParty(message, meId)),
        });
        return;
      }
      case 'message.read':
        applyMessageRead(queryClient, event, meId);
        return;
      case 'connection.changed': {
        const otherId = event.requester_id === meId ? event.recipient_id : event.requester_id;
        void queryClient.invalidateQueries({ queryKey: messageKeys.conversation(otherId) });
        return;
      }
      case 'resync':
        void queryClient.invalidateQueries({ queryKey: messageKeys.all });
        return;
    }
  });
}
