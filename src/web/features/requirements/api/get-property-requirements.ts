import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { listPropertyRequirements } from '#shared/api/requirements.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { retryUnlessClientError } from '#web/lib/retry-policy.ts';
import { requirementKeys } from './query-keys';

const PAGE_SIZE = 5;

export const getPropertyRequirements = (propertyId: string, page: number) =>
  call(listPropertyRequirements, {
    params: { id: propertyId },
    query: { page, page_size: PAGE_SIZE },
  });

/** The network's requirements the owner's listing matches (never a client note). */
export const propertyRequirementsQuery = (propertyId: string) =>
  infiniteQueryOptions({
    queryKey: requirementKeys.ofProperty(propertyId),
    queryFn: ({ pageParam }) => getPropertyRequirements(propertyId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.page_size < last.total ? last.page + 1 : undefined,
    staleTime: 0,
    retry: retryUnlessClientError,
  });

export const usePropertyRequirements = (propertyId: string, enabled = true) =>
  useInfiniteQuery({ ...propertyRequirementsQuery(propertyId), enabled });
