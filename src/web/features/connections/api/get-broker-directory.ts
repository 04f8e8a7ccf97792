import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BROKER_DIRECTORY_PAGE_SIZE, brokerDirectorySchema } from '@shared/schemas/connections';
import { apiRequest } from '@web/lib/api-client';
import { connectionQueryDefaults } from './connection-query-defaults';
import { directoryKeys } from './query-keys';

export function getBrokerDirectory(q: string, page: number) {
  const params = new URLSearchParams({ page: String(page), page_size: String(BROKER_DIRECTORY_PAGE_SIZE) });
  if (q) params.set('q', q);
  return apiRequest(brokerDirectorySchema, `/api/brokers?${params.toString()}`);
}

export const brokerDirectoryQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: directoryKeys.list(q, page),
    queryFn: () => getBrokerDirectory(q, page),
    placeholderData: keepPreviousData,
    ...connectionQueryDefaults,
  });

/** Every member but the caller, searched by name, company, city or area, one page at a time. */
export const useBrokerDirectory = (q: string, page: number) => useQuery(brokerDirectoryQuery(q, page));
