import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listNotifications } from '#shared/api/notifications.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { notificationKeys } from './query-keys';

export const getNotifications = (page: number, pageSize: number) =>
  call(listNotifications, { query: { page, page_size: pageSize } });

export const notificationsQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: notificationKeys.list(page, pageSize),
    queryFn: () => getNotifications(page, pageSize),
    placeholderData: keepPreviousData,
  });

/** The signed-in broker's notifications, newest first, one page at a time. */
export const useNotifications = (page: number, pageSize: number) =>
  useQuery(notificationsQuery(page, pageSize));
