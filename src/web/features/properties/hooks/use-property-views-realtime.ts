import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '#web/lib/realtime/realtime-context.ts';
import { propertyKeys } from '../api/query-keys';

/**
 * The owner's view count follows a recorded view at once: the 'property_view'
 * notification (to the owner only) marks that listing stale, so an open page refetches
 * its count and a cached one does when opened. Mount once, in the app shell. (With
 * in-app notifications for views switched off no event comes; opening the page still
 * refetches, see propertyQuery.)
 */
export function usePropertyViewsRealtime(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('notification.created', ({ notification }) => {
    if (notification.type !== 'property_view') return;
    const id = notification.content.property_id;
    if (typeof id === 'string') {
      void queryClient.invalidateQueries({ queryKey: propertyKeys.detail(id) });
    }
  });
}
