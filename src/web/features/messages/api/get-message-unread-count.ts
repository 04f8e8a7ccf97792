import { queryOptions, useQuery } from '@tanstack/react-query';
import { countUnreadMessages } from '#shared/api/messages.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { messageKeys } from './query-keys';

export const getMessageUnreadCount = () => call(countUnreadMessages, {});

export const messageUnreadCountQuery = queryOptions({
  queryKey: messageKeys.unreadCount,
  queryFn: getMessageUnreadCount,
});

/** The chat icon's number; realtime events keep it current without refetching. */
export const useMessageUnreadCount = (enabled = true) =>
  useQuery({ ...messageUnreadCountQuery, enabled, select: (data) => data.count });
