import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAgreement as getAgreementEndpoint } from '#shared/api/agreements.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { retryUnlessClientError } from '#web/lib/retry-policy.ts';
import { agreementKeys } from './query-keys';

export const getAgreement = (id: string) => call(getAgreementEndpoint, { params: { id } });

export const agreementQuery = (id: string) =>
  queryOptions({
    queryKey: agreementKeys.detail(id),
    queryFn: () => getAgreement(id),
    // The client signs elsewhere: read again on each visit (realtime covers the open page).
    staleTime: 0,
    retry: retryUnlessClientError,
  });

/** One of the broker's agreements, with its signers and trail. */
export const useAgreement = (id: string) => useQuery(agreementQuery(id));
