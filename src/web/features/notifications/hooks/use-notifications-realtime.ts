import { useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_MESSAGES } from '#shared/schemas/notifications.ts';
import { useRealtimeEvent } from '#web/lib/realtime/realtime-context.ts';
import { applyAllRead, applyCreated, applyUpdated } from '../api/notification-cache';
import { notificationKeys } from '../api/query-keys';

/**
 * Keeps the notifications cache current from realtime events (spec section 4). Mount
 * once, in the app shell: inserts go on top with the 'New Notification' toast, updates
 * replace the local copy, and a `resync` refetches whatever notifications are shown.
 */
export function useNotificationsRealtime(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent(
    ['notification.created', 'notification.updated', 'notification.all_read', 'resync'],
    (event) => {
      switch (event.kind) {
        case 'notification.created':
          if (applyCreated(queryClient, event.notification)) {
            // Neither sonner nor the notification texts are in the app's first chunk
            // (decision 014); the Toaster has sonner loaded by now.
            const { notification } = event;
            void Promise.all([import('sonner'), import('#shared/format/notification-text.ts')]).then(
              ([{ toast }, { describeNotification }]) =>
                toast(NOTIFICATION_MESSAGES.newNotification, { description: describeNotification(notification).summary }),
            );
          }
          return;
        case 'notification.updated':
          applyUpdated(queryClient, event.notification);
          return;
        case 'notification.all_read':
          applyAllRead(queryClient, event.read_at);
          return;
        case 'resync':
          void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
          return;
      }
    },
  );
}
