import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '#web/lib/realtime/realtime-context.ts';
import { projectKeys } from '../api/query-keys';

/** The notifications that mean this project's registrations changed for the reader. */
const REGISTRATION_NOTICES = new Set(['project_client_update', 'project_registration']);

/**
 * While /project/:id is on screen, a notification about one of its registrations (the
 * broker's client checked in, booked or paid; a new registration for the marketer) reads
 * the project and its registrations again, so the broker sees 'Visited' without a reload.
 * After a reconnect ('resync') the same, since notices may have been missed.
 */
export function useProjectRealtime(projectId: string): void {
  const queryClient = useQueryClient();
  useRealtimeEvent(['notification.created', 'resync'], (event) => {
    if (
      event.kind === 'notification.created' &&
      !(
        REGISTRATION_NOTICES.has(event.notification.type) &&
        event.notification.content.project_id === projectId
      )
    ) {
      return;
    }
    void queryClient.invalidateQueries({ queryKey: projectKeys.registrationsOf(projectId) });
    void queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) });
  });
}
