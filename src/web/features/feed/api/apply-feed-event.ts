// What a `post.created` or `post.changed` does to the cached posts, wherever the broker
// is (use-feed-realtime.ts loads this module when the first such event arrives, so it is
// not part of the app's first download).
import type { QueryClient } from '@tanstack/react-query';
import type { RealtimeEventOf } from '#web/lib/realtime/realtime-context.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { findCachedPost, prependCachedPost, removeCachedPost, updateCachedPost } from './feed-cache';
import { getPost } from './get-post';
import { feedKeys } from './query-keys';

type FeedEvent = RealtimeEventOf<'post.created' | 'post.changed'>;

export function applyFeedEvent(queryClient: QueryClient, event: FeedEvent): void {
  if (event.kind === 'post.created') void insertNewPost(queryClient, event.post_id);
  else applyPostChanged(queryClient, event);
}

/**
 * A new post is fetched alone and put on top of the cached feed (one small request,
 * where refetching every loaded page would cost one request per page for each
 * connection, for each post). Nothing is cached yet: the first fetch will have it.
 */
async function insertNewPost(queryClient: QueryClient, id: string): Promise<void> {
  // Already there: posted from this tab (the composer put it on top).
  if (findCachedPost(queryClient, id)) return;
  if (!queryClient.getQueryData(feedKeys.list)) return;
  try {
    prependCachedPost(queryClient, await getPost(id));
  } catch (error) {
    // Gone again (deleted or hidden) before we asked: nothing to show.
    if (error instanceof ApiError && error.status === 404) return;
    void queryClient.invalidateQueries({ queryKey: feedKeys.list });
  }
}

/** Counts, edits and deletions, in every cached copy of the post (feed list, /post/:id). */
function applyPostChanged(queryClient: QueryClient, event: RealtimeEventOf<'post.changed'>): void {
  const id = event.post_id;
  switch (event.change) {
    case 'deleted':
      removeCachedPost(queryClient, id);
      return;
    case 'updated':
      void refreshPost(queryClient, id);
      return;
    case 'liked':
    case 'unliked': {
      // The event does not say who liked, so only the count moves; our own heart is set
      // by our own like call.
      const likes = event.likes_count;
      if (likes !== undefined)
        updateCachedPost(queryClient, id, (post) => ({ ...post, likes_count: likes }));
      return;
    }
    default: {
      const comments = event.comments_count;
      if (comments !== undefined) {
        updateCachedPost(queryClient, id, (post) => ({ ...post, comments_count: comments }));
      }
    }
  }
}

/** An edited post: read it again, only if it is cached. */
async function refreshPost(queryClient: QueryClient, id: string): Promise<void> {
  if (!findCachedPost(queryClient, id)) return;
  try {
    const fresh = await getPost(id);
    updateCachedPost(queryClient, id, () => fresh);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) removeCachedPost(queryClient, id);
  }
}
