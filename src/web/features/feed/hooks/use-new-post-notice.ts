import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/auth-context';
import { useRealtimeEvent } from '@web/lib/realtime/realtime-context';
import { findCachedPost, prependCachedPost } from '../api/feed-cache';
import { getPost } from '../api/get-post';
import { feedKeys } from '../api/query-keys';

/**
 * `post.created` from the broker's network (spec section 4: the feed refreshes whenever
 * a new post is inserted). Both at once: the new post is fetched alone and put on top
 * of the feed (one small request, where refetching every loaded page would cost one
 * request per page for each connection, for each post), and when someone else wrote it
 * the 'New post' notice appears, because a broker reading further down would not see
 * it arrive. The broker's own post from another tab is only put on top.
 */
export function useNewPostNotice() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const [visible, setVisible] = useState(false);
  useRealtimeEvent('post.created', (event) => {
    void insertNewPost(queryClient, event.post_id);
    if (event.author_id !== user?.id) setVisible(true);
  });
  return { visible, dismiss: () => setVisible(false) };
}

async function insertNewPost(queryClient: QueryClient, id: string): Promise<void> {
  // Already there: posted from this tab (the composer put it on top).
  if (findCachedPost(queryClient, id)) return;
  try {
    prependCachedPost(queryClient, await getPost(id));
  } catch (error) {
    // Gone again (deleted or hidden) before we asked: nothing to show.
    if (error instanceof ApiError && error.status === 404) return;
    void queryClient.invalidateQueries({ queryKey: feedKeys.list });
  }
}
