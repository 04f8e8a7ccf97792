import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listAgreements } from '#shared/api/agreements.ts';
import { AGREEMENTS_PAGE_SIZE } from '#shared/schemas/agreements.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { retryUnlessClientError } from '#web/lib/retry-policy.ts';
import { agreementKeys, type AgreementListParams } from './query-keys';

export const getAgreements = (params: AgreementListParams) =>
  call(listAgreements, { query: { ...params, page_size: AGREEMENTS_PAGE_SIZE } });

export const agreementListQuery = (params: AgreementListParams) =>
  queryOptions({
    queryKey: agreementKeys.list(params),
    queryFn: () => getAgreements(params),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: retryUnlessClientError,
  });

/** The broker's agreements of every kind, newest first, one page at a time. */
export const useAgreementList = (params: AgreementListParams) => useQuery(agreementListQuery(params));
