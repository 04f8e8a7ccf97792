import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '#web/lib/realtime/realtime-context.ts';
import { requirementKeys } from '../api/query-keys';

const MATCH_TYPES = new Set(['requirement_match', 'requirement_expiring']);

/**
 * While a requirement page or a listing's 'Matches N requirements' is on screen, a new
 * requirement notification (new matches, or the expiry notice after a renewal elsewhere)
 * reads the requirement views again, so the matches appear without a reload. After a
 * reconnect (`resync`) the same.
 */
export function useRequirementsRealtime(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent(['notification.created', 'resync'], (event) => {
    if (event.kind === 'notification.created' && !MATCH_TYPES.has(event.notification.type)) return;
    // A match being marked keeps its optimistic state: a read now could still answer the
    // old one. Its own settling reads the matches again.
    const marking = queryClient.isMutating({ mutationKey: requirementKeys.matchStateMutation }) > 0;
    void queryClient.invalidateQueries({
      queryKey: requirementKeys.all,
      predicate: (q) => !marking || q.queryKey[1] !== 'matches',
    });
  });
}
