// Comment mutations change the cached list and, from its length, the post's count, so the
// card's 'View {n} Comments' agrees with the panel before any realtime event arrives.
import type { QueryClient } from '@tanstack/react-query';
import type { Comment, CommentList } from '#shared/schemas/feed.ts';
import { updateCachedPost } from './feed-cache';
import { feedKeys } from './query-keys';

export function changeCachedComments(
  queryClient: QueryClient,
  postId: string,
  change: (items: Comment[]) => Comment[],
): void {
  const list = queryClient.setQueryData<CommentList>(feedKeys.comments(postId), (data) =>
    data ? { items: change(data.items) } : data,
  );
  if (list)
    updateCachedPost(queryClient, postId, (post) => ({
      ...post,
      comments_count: list.items.length,
    }));
}
