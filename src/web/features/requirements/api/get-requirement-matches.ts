import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { listRequirementMatches } from '#shared/api/requirements.ts';
import { MATCHES_PAGE_SIZE, type MatchState } from '#shared/schemas/requirements.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { retryUnlessClientError } from '#web/lib/retry-policy.ts';
import { requirementKeys } from './query-keys';

export type MatchFilter = MatchState | 'all';

export const getRequirementMatches = (id: string, filter: MatchFilter, page: number) =>
  call(listRequirementMatches, {
    params: { id },
    query: { page, page_size: MATCHES_PAGE_SIZE, ...(filter === 'all' ? {} : { state: filter }) },
  });

/** The listings matching a requirement, best first; 'Load more' adds a page. */
export const requirementMatchesQuery = (id: string, filter: MatchFilter) =>
  infiniteQueryOptions({
    queryKey: requirementKeys.matches(id, filter),
    queryFn: ({ pageParam }) => getRequirementMatches(id, filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.page_size < last.total ? last.page + 1 : undefined,
    // Listings change under a requirement (new ones, price cuts): read again on each visit.
    staleTime: 0,
    retry: retryUnlessClientError,
  });

export const useRequirementMatches = (id: string, filter: MatchFilter, enabled = true) =>
  useInfiniteQuery({ ...requirementMatchesQuery(id, filter), enabled });
