import { queryOptions, useQuery } from '@tanstack/react-query';
import { unreadCountSchema } from '@shared/schemas/notifications';
import { apiRequest } from '@web/lib/api-client';
import { notificationKeys } from './query-keys';

export const getUnreadCount = () => apiRequest(unreadCountSchema, '/api/notifications/unread-count');

export const unreadCountQuery = queryOptions({
  queryKey: notificationKeys.unreadCount,
  queryFn: getUnreadCount,
});

/** The bell's number; realtime events keep it current without refetching. */
export const useUnreadCount = () => useQuery({ ...unreadCountQuery, select: (data) => data.count });
