import { queryOptions, useQuery } from '@tanstack/react-query';
import { conversationListSchema } from '@shared/schemas/messages';
import { apiRequest } from '@web/lib/api-client';
import { messageKeys } from './query-keys';

export const getConversations = () => apiRequest(conversationListSchema, '/api/messages/conversations');

export const conversationsQuery = queryOptions({
  queryKey: messageKeys.conversations,
  queryFn: getConversations,
});

/** /inbox: one row per other broker, newest last message first; realtime keeps it current. */
export const useConversations = () => useQuery(conversationsQuery);
