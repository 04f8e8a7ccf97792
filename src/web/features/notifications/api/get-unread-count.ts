import { queryOptions, useQuery } from '@tanstack/react-query';
import { countUnreadNotifications } from '#shared/api/notifications.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { notificationKeys } from './query-keys';

export const getUnreadCount = () => call(countUnreadNotifications, {});

export const unreadCountQuery = queryOptions({
  queryKey: notificationKeys.unreadCount,
  queryFn: getUnreadCount,
});

/** The bell's number; realtime events keep it current without refetching. */
export const useUnreadCount = () => useQuery({ ...unreadCountQuery, select: (data) => data.count });
