import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { CACHE_STALE_MS, FEED_PAGE_SIZE } from '#shared/constants.ts';
import { listFeed } from '#shared/api/feed.ts';
import { readResponse } from '#web/lib/api-client.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { feedKeys } from './query-keys';

/** Own and accepted connections' posts, newest first; `cursor` is the previous page's `next_cursor`. */
export function getFeed(cursor?: string, signal?: AbortSignal) {
  return call(listFeed, { query: { limit: FEED_PAGE_SIZE, cursor } }, { signal });
}

// Spec section 9: the feed is cached 5 minutes; dashboard queries retry once and do not
// refetch on window focus. Each 'Show More Requirements' press adds one page of 5.
export const feedQuery = infiniteQueryOptions({
  queryKey: feedKeys.list,
  queryFn: ({ pageParam, signal }) => getFeed(pageParam, signal),
  initialPageParam: undefined as string | undefined,
  // The server's position after the page (values, not a post id), so a post deleted
  // at the bottom of the list does not end paging.
  getNextPageParam: (last) => (last.has_more ? (last.next_cursor ?? undefined) : undefined),
  staleTime: CACHE_STALE_MS,
  retry: 1,
  refetchOnWindowFocus: false,
});

export const useFeed = () => useInfiniteQuery(feedQuery);

/**
 * The feed's query, whose first page is first taken from `early`: the answer to the
 * request the boot script sent with this session's token (lib/auth/early-refresh.ts;
 * decision 046), read with the contract's schema like any other. Once: a retry, a later
 * page or a refetch asks the server. No answer, a failed request or a refusal (a 401
 * the app's own call would refresh and retry) and the app asks for the page itself.
 */
export function feedQueryFrom(early: Promise<Response | null>) {
  let pending: Promise<Response | null> | null = early;
  return infiniteQueryOptions({
    ...feedQuery,
    queryFn: async ({ pageParam, signal }) => {
      const answer = pageParam === undefined ? pending : null;
      pending = null;
      const response = answer ? await answer.catch(() => null) : null;
      if (response && response.status !== 401) return readResponse(listFeed.response, response);
      return getFeed(pageParam, signal);
    },
  });
}
