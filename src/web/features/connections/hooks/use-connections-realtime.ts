import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '#web/lib/realtime/realtime-context.ts';
import { dropBrokerViews, refreshConnectionViews } from '../api/connection-cache';

/**
 * Spec section 4: connect buttons, /connections and the directory refresh on any change
 * to a connection of this broker (requested, accepted or removed, from either side),
 * and on `resync`. A removed connection also drops what was cached of the other broker
 * (their listings, pages and posts). Mount once, in the app shell.
 */
export function useConnectionsRealtime(meId: string | null): void {
  const queryClient = useQueryClient();
  useRealtimeEvent(['connection.changed', 'resync'], (event) => {
    if (event.kind === 'connection.changed' && event.status === 'removed') {
      const other = event.requester_id === meId ? event.recipient_id : event.requester_id;
      void dropBrokerViews(queryClient, other);
    }
    void refreshConnectionViews(queryClient);
  });
}
