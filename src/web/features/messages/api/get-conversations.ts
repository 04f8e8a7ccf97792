import { queryOptions, useQuery } from '@tanstack/react-query';
import { listConversations } from '#shared/api/messages.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { messageKeys } from './query-keys';

export const getConversations = () => call(listConversations, {});

export const conversationsQuery = queryOptions({
  queryKey: messageKeys.conversations,
  queryFn: getConversations,
});

/** /inbox: one row per other broker, newest last message first; realtime keeps it current. */
export const useConversations = () => useQuery(conversationsQuery);
