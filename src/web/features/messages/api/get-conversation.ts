import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { getConversation as getConversationEndpoint } from '#shared/api/messages.ts';
import { CONVERSATION_PAGE_SIZE, type Conversation } from '#shared/schemas/messages.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { messageKeys } from './query-keys';

/** Pages newest first: pages[0] is the latest messages, each later page older ones. */
export type ConversationPages = InfiniteData<Conversation, unknown>;

export const getConversation = (otherId: string, before?: string) =>
  call(getConversationEndpoint, {
    params: { userId: otherId },
    query: { limit: CONVERSATION_PAGE_SIZE, before: before || undefined },
  });

export const conversationQuery = (otherId: string) =>
  infiniteQueryOptions({
    queryKey: messageKeys.conversation(otherId),
    queryFn: ({ pageParam }) => getConversation(otherId, pageParam),
    initialPageParam: undefined as string | undefined,
    // Older messages: ask again before the oldest one loaded.
    getNextPageParam: (last) => (last.has_more ? last.items[0]?.id : undefined),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });

/** /inbox/:senderId: the messages with one broker, oldest first, older pages on demand. */
export const useConversation = (otherId: string) => useInfiniteQuery(conversationQuery(otherId));
