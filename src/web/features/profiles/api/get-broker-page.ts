import { queryOptions, useQuery } from '@tanstack/react-query';
import { brokerPageSchema } from '@shared/schemas/profiles';
import { ApiError, apiRequest } from '@web/lib/api-client';

export const getBrokerPage = (id: string, page: number) =>
  apiRequest(brokerPageSchema, `/api/brokers/${encodeURIComponent(id)}?page=${page}`);

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
