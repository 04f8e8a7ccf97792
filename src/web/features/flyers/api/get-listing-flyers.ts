import { queryOptions, useQuery } from '@tanstack/react-query';
import { listingFlyersSchema } from '@shared/schemas/flyers';
import { apiRequest } from '@web/lib/api-client';
import { retryUnlessClientError } from '@web/features/properties/api/retry-unless-client-error';
import { flyerKeys } from './query-keys';

/** GET /api/properties/:id/flyers: who made client flyers of the caller's own listing. */
export const getListingFlyers = (propertyId: string) =>
  apiRequest(listingFlyersSchema, `/api/properties/${encodeURIComponent(propertyId)}/flyers`);

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
