import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_STALE_MS } from '#shared/constants.ts';
import { getFlyer as getFlyerEndpoint } from '#shared/api/flyers.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { retryUnlessClientError } from '#web/lib/retry-policy.ts';
import { flyerKeys } from './query-keys';

export const getFlyer = (id: string) => call(getFlyerEndpoint, { params: { id } });

export const flyerQuery = (id: string) =>
  queryOptions({
    queryKey: flyerKeys.detail(id),
    queryFn: () => getFlyer(id),
    staleTime: CACHE_STALE_MS,
    // 404 (missing, or not the caller's) will not change on retry.
    retry: retryUnlessClientError,
  });

/** One of the caller's flyers, with the property as the caller may see it now. */
export const useFlyer = (id: string) => useQuery(flyerQuery(id));
