import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBrokerPage as getBrokerPageEndpoint } from '#shared/api/brokers.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { call } from '#web/lib/call-endpoint.ts';

export const getBrokerPage = (id: string, page: number) =>
  call(getBrokerPageEndpoint, { params: { id }, query: { page } });

export const brokerPageQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: ['brokers', id, page],
    queryFn: () => getBrokerPage(id, page),
    // Keep the previous page on screen while the next loads, but never another broker's.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === id ? previous : undefined,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });

/** A broker's profile and the page of their listings the caller may see. */
export const useBrokerPage = (id: string, page: number) => useQuery(brokerPageQuery(id, page));
