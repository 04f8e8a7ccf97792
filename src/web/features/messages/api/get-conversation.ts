import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { CONVERSATION_PAGE_SIZE, conversationSchema, type Conversation } from '@shared/schemas/messages';
import { apiRequest, ApiError } from '@web/lib/api-client';
import { messageKeys } from './query-keys';

/** Pages newest first: pages[0] is the latest messages, each later page older ones. */
export type ConversationPages = InfiniteData<Conversation, unknown>;

export function getConversation(otherId: string, before?: string) {
  const params = new URLSearchParams({ limit: String(CONVERSATION_PAGE_SIZE) });
  if (before) params.set('before', before);
  return apiRequest(
    conversationSchema,
    `/api/messages/with/${encodeURIComponent(otherId)}?${params.toString()}`,
  );
}

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
