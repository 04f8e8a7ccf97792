import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { markNotificationRead as markNotificationReadEndpoint } from '#shared/api/notifications.ts';
import { NOTIFICATION_MESSAGES, type Notification } from '#shared/schemas/notifications.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { applyUpdated, holdNotificationCache } from './notification-cache';

export const markNotificationRead = (id: string) => call(markNotificationReadEndpoint, { params: { id } });

/**
 * Marks one notification read at once on screen (the count drops by one, never below
 * zero); puts it back and shows 'Error' with the message when the server refuses.
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notification: Notification) => markNotificationRead(notification.id),
    onMutate: async (notification) => {
      await holdNotificationCache(queryClient);
      applyUpdated(queryClient, { ...notification, read_at: new Date().toISOString() }, notification);
    },
    onError: (error, notification) => {
      // Only this notification goes back, so changes that arrived meanwhile stay.
      applyUpdated(queryClient, notification, { ...notification, read_at: new Date().toISOString() });
      toast.error(NOTIFICATION_MESSAGES.markFailed, {
        description: errorMessage(error, 'Could not mark the notification as read.'),
      });
    },
    onSuccess: (saved) => applyUpdated(queryClient, saved),
  });
}
