import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '#web/lib/realtime/realtime-context.ts';
import { agreementKeys } from '../api/query-keys';

/**
 * While an agreement page is on screen, an 'agreement' notification (the client opened,
 * signed or declined; every party signed; the link expired) reads the agreement views
 * again, so the page turns to Executed without a reload. After a reconnect the same.
 */
export function useAgreementsRealtime(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent(['notification.created', 'resync'], (event) => {
    if (event.kind === 'notification.created' && event.notification.type !== 'agreement') return;
    void queryClient.invalidateQueries({ queryKey: agreementKeys.all });
  });
}
