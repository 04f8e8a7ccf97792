// The 'New post' notice (spec section 2) as a flag in the query cache: raised by
// `post.created` wherever the broker is (use-feed-realtime.ts), shown by the Community
// Feed when the broker comes back to it, cleared by 'Show new post', by dismissing it or
// by a Refresh that brought the posts. In the query cache, so signing out (which clears
// the cache) drops it with the rest of the broker's data.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';

// Outside the ['feed'] keys, so invalidating the feed (resync) leaves the flag alone.
const noticeKey = ['new-post-notice'] as const;

export function showNewPostNotice(queryClient: QueryClient): void {
  // Kept however long the broker stays away from the feed (no observer meanwhile).
  queryClient.setQueryDefaults(noticeKey, { gcTime: Infinity, staleTime: Infinity });
  queryClient.setQueryData(noticeKey, true);
}

export function dismissNewPostNotice(queryClient: QueryClient): void {
  queryClient.setQueryData(noticeKey, false);
}

/** Whether the notice is up, and how to take it down. */
export function useNewPostNotice() {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: noticeKey,
    // Never fetched (a fetch racing an event could put an old value back): the flag only
    // changes through the two functions above.
    queryFn: () => queryClient.getQueryData<boolean>(noticeKey) ?? false,
    initialData: false,
    enabled: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return { visible: data === true, dismiss: () => dismissNewPostNotice(queryClient) };
}
