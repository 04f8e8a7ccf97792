import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { markAllNotificationsRead as markAllNotificationsReadEndpoint } from '#shared/api/notifications.ts';
import { NOTIFICATION_MESSAGES } from '#shared/schemas/notifications.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { applyAllRead, holdNotificationCache, restoreNotificationCache } from './notification-cache';

export const markAllNotificationsRead = () => call(markAllNotificationsReadEndpoint, {});

/** 'Mark all as read': every cached notification read and the count 0 at once. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: async () => {
      const snapshot = await holdNotificationCache(queryClient);
      applyAllRead(queryClient, new Date().toISOString());
      return { snapshot };
    },
    onError: (error, _variables, context) => {
      if (context) restoreNotificationCache(queryClient, context.snapshot);
      toast.error(NOTIFICATION_MESSAGES.markFailed, {
        description: errorMessage(error, 'Could not mark your notifications as read.'),
      });
    },
  });
}
