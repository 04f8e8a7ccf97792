import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { markAllReadResponseSchema, NOTIFICATION_MESSAGES } from '@shared/schemas/notifications';
import { apiRequest, errorMessage } from '@web/lib/api-client';
import { applyAllRead, holdNotificationCache, restoreNotificationCache } from './notification-cache';

export const markAllNotificationsRead = () =>
  apiRequest(markAllReadResponseSchema, '/api/notifications/read-all', { method: 'POST' });

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
