import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RealtimeEventOf } from '@web/lib/realtime/realtime-context';
import { useRealtimeEvent } from '@web/lib/realtime/realtime-context';
import { ApiError } from '@web/lib/api-client';
import { findCachedPost, removeCachedPost, updateCachedPost } from '../api/feed-cache';
import { getPost } from '../api/get-post';
import { feedKeys } from '../api/query-keys';

type PostChanged = RealtimeEventOf<'post.changed'>;

/**
 * Keeps the cached posts current from `post.changed` (counts, edits, deletions) and
 * refetches everything of the feed after a `resync`. Mount it wherever post cards are
 * shown (the Community Feed, /post/:id); the comment panel refetches its own list.
 */
export function usePostChangesRealtime(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent(['post.changed', 'resync'], (event) => {
    if (event.kind === 'resync') {
      void queryClient.invalidateQueries({ queryKey: feedKeys.all });
      return;
    }
    applyPostChanged(queryClient, event);
  });
}

export function applyPostChanged(queryClient: QueryClient, event: PostChanged): void {
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

/** An edited post: read it again, only if it is on screen. */
async function refreshPost(queryClient: QueryClient, id: string): Promise<void> {
  if (!findCachedPost(queryClient, id)) return;
  try {
    const fresh = await getPost(id);
    updateCachedPost(queryClient, id, () => fresh);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) removeCachedPost(queryClient, id);
  }
}
