import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_STALE_MS } from '#shared/constants.ts';
import { listFlyers } from '#shared/api/flyers.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { retryUnlessClientError } from '#web/lib/retry-policy.ts';
import { flyerKeys } from './query-keys';

export const getFlyers = (page: number) => call(listFlyers, { query: { page } });

/** Spec section 9: the flyer query cache lasts 5 minutes. */
export const flyersQuery = (page: number) =>
  queryOptions({
    queryKey: flyerKeys.list(page),
    queryFn: () => getFlyers(page),
    placeholderData: keepPreviousData,
    staleTime: CACHE_STALE_MS,
    retry: retryUnlessClientError,
  });

/** /my-flyers: the signed-in broker's flyers, newest first, one page at a time. */
export const useFlyers = (page: number) => useQuery(flyersQuery(page));
