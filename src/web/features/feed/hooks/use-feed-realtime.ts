import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '#web/lib/realtime/realtime-context.ts';
import { showNewPostNotice } from '../api/new-post-notice';
import { feedKeys } from '../api/query-keys';

const loadApply = () => import('../api/apply-feed-event');

/**
 * Keeps the cached feed current wherever the broker is (mount once, in the app shell):
 * the feed is cached for 5 minutes, so a listener inside the feed would miss every post
 * published while the broker is on another page, and Home would show the old feed.
 * `post.created` from someone else raises the 'New post' notice (the feed shows it on
 * return) and puts the post on top of the cached feed; the broker's own post from
 * another tab is only put on top. `post.changed` updates counts, edits and deletions in
 * every cached copy; `resync` marks the whole feed stale.
 */
export function useFeedRealtime(meId: string | null): void {
  const queryClient = useQueryClient();
  useRealtimeEvent(['post.created', 'post.changed', 'resync'], (event) => {
    if (event.kind === 'resync') {
      void queryClient.invalidateQueries({ queryKey: feedKeys.all });
      return;
    }
    if (event.kind === 'post.created' && event.author_id !== meId) showNewPostNotice(queryClient);
    void loadApply().then(
      (m) => m.applyFeedEvent(queryClient, event),
      // The chunk could not load (offline): the feed refetches when next shown.
      () => void queryClient.invalidateQueries({ queryKey: feedKeys.all }),
    );
  });
}
