import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listBrokers } from '#shared/api/brokers.ts';
import { BROKER_DIRECTORY_PAGE_SIZE } from '#shared/schemas/connections.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { connectionQueryDefaults } from './connection-query-defaults';
import { directoryKeys } from './query-keys';

export const getBrokerDirectory = (q: string, page: number) =>
  call(listBrokers, { query: { page, page_size: BROKER_DIRECTORY_PAGE_SIZE, q: q || undefined } });

export const brokerDirectoryQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: directoryKeys.list(q, page),
    queryFn: () => getBrokerDirectory(q, page),
    placeholderData: keepPreviousData,
    ...connectionQueryDefaults,
  });

/** Every member but the caller, searched by name, company, city or area, one page at a time. */
export const useBrokerDirectory = (q: string, page: number) => useQuery(brokerDirectoryQuery(q, page));
