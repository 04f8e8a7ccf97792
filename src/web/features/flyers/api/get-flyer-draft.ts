import { queryOptions, useQuery } from '@tanstack/react-query';
import { getFlyerDraft as getFlyerDraftEndpoint } from '#shared/api/flyers.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { retryUnlessClientError } from '#web/lib/retry-policy.ts';
import { flyerKeys } from './query-keys';

/** What a new flyer starts from; nothing is stored. */
export const getFlyerDraft = (propertyId: string) =>
  call(getFlyerDraftEndpoint, { params: { propertyId } });

export const flyerDraftQuery = (propertyId: string) =>
  queryOptions({
    queryKey: flyerKeys.draft(propertyId),
    queryFn: () => getFlyerDraft(propertyId),
    // Read afresh each time the editor opens: the listing or its owner's switch may change.
    staleTime: 0,
    gcTime: 0,
    retry: retryUnlessClientError,
  });

export const useFlyerDraft = (propertyId: string) => useQuery(flyerDraftQuery(propertyId));
