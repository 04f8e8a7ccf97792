import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '@web/lib/realtime/realtime-context';
import { refreshConnectionViews } from '../api/connection-cache';

/**
 * Spec section 4: connect buttons, /connections and the directory refresh on any change
 * to a connection of this broker (requested, accepted or removed, from either side),
 * and on `resync`. Mount once, in the app shell.
 */
export function useConnectionsRealtime(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent(['connection.changed', 'resync'], () => {
    void refreshConnectionViews(queryClient);
  });
}
