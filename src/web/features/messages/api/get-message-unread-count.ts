import { queryOptions, useQuery } from '@tanstack/react-query';
import { messageUnreadCountSchema } from '@shared/schemas/messages';
import { apiRequest } from '@web/lib/api-client';
import { messageKeys } from './query-keys';

export const getMessageUnreadCount = () =>
  apiRequest(messageUnreadCountSchema, '/api/messages/unread-count');

export const messageUnreadCountQuery = queryOptions({
  queryKey: messageKeys.unreadCount,
  queryFn: getMessageUnreadCount,
});

/** The chat icon's number; realtime events keep it current without refetching. */
export const useMessageUnreadCount = (enabled = true) =>
  useQuery({ ...messageUnreadCountQuery, enabled, select: (data) => data.count });
