import { queryOptions, useQuery } from '@tanstack/react-query';
import { listListingFlyers } from '#shared/api/flyers.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { retryUnlessClientError } from '#web/lib/retry-policy.ts';
import { flyerKeys } from './query-keys';

/** Who made client flyers of the caller's own listing. */
export const getListingFlyers = (propertyId: string) =>
  call(listListingFlyers, { params: { id: propertyId } });

export const listingFlyersQuery = (propertyId: string) =>
  queryOptions({
    queryKey: flyerKeys.ofListing(propertyId),
    queryFn: () => getListingFlyers(propertyId),
    // Read again whenever the owner opens the listing: flyers are made by others.
    staleTime: 0,
    retry: retryUnlessClientError,
  });

export const useListingFlyers = (propertyId: string, enabled = true) =>
  useQuery({ ...listingFlyersQuery(propertyId), enabled });
