import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listConnections } from '#shared/api/connections.ts';
import { CONNECTIONS_PAGE_SIZE } from '#shared/schemas/connections.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { connectionQueryDefaults } from './connection-query-defaults';
import { connectionKeys } from './query-keys';

export const getConnections = (page: number, pageSize = CONNECTIONS_PAGE_SIZE) =>
  call(listConnections, { query: { page, page_size: pageSize } });

export const connectionsQuery = (page: number, pageSize = CONNECTIONS_PAGE_SIZE) =>
  queryOptions({
    queryKey: connectionKeys.list(page, pageSize),
    queryFn: () => getConnections(page, pageSize),
    placeholderData: keepPreviousData,
    ...connectionQueryDefaults,
  });

/** /connections: pending requests to the caller first, then newest update first. */
export const useConnections = (page: number, pageSize?: number) =>
  useQuery(connectionsQuery(page, pageSize));
