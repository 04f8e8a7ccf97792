import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { CACHE_STALE_MS, FEED_PAGE_SIZE } from '#shared/constants.ts';
import { listFeed } from '#shared/api/feed.ts';
import { readResponse } from '#web/lib/api-client.ts';
import { takeFirstFeedPage } from '#web/lib/auth/auth-provider.tsx';
import { call } from '#web/lib/call-endpoint.ts';
import { feedKeys } from './query-keys';

/** Own and accepted connections' posts, newest first; `cursor` is the previous page's `next_cursor`. */
export function getFeed(cursor?: string, signal?: AbortSignal) {
  return call(listFeed, { query: { limit: FEED_PAGE_SIZE, cursor } }, { signal });
}

/**
 * The first page: the answer to the request the inlined boot script sent with this
 * session's token when there is one (lib/auth/auth-provider.tsx, takeFirstFeedPage;
 * decision 048), read with the contract's schema like any other; taken once, whoever
 * asks first (the dashboard's prefetch or the feed itself). No such answer, a failed
 * request or a 401 (which the app's own call refreshes and retries), and the page is
 * asked for as usual.
 */
function getFirstFeedPage(signal: AbortSignal) {
  const early = takeFirstFeedPage();
  if (!early) return getFeed(undefined, signal);
  return early
    .catch(() => null)
    .then((response) =>
      response && response.status !== 401
        ? readResponse(listFeed.response, response)
        : getFeed(undefined, signal),
    );
}

// Spec section 9: the feed is cached 5 minutes; dashboard queries retry once and do not
// refetch on window focus. Each 'Show More Requirements' press adds one page of 5.
export const feedQuery = infiniteQueryOptions({
  queryKey: feedKeys.list,
  queryFn: ({ pageParam, signal }) =>
    pageParam === undefined ? getFirstFeedPage(signal) : getFeed(pageParam, signal),
  initialPageParam: undefined as string | undefined,
  // The server's position after the page (values, not a post id), so a post deleted
  // at the bottom of the list does not end paging.
  getNextPageParam: (last) => (last.has_more ? (last.next_cursor ?? undefined) : undefined),
  staleTime: CACHE_STALE_MS,
  retry: 1,
  refetchOnWindowFocus: false,
});

export const useFeed = () => useInfiniteQuery(feedQuery);
