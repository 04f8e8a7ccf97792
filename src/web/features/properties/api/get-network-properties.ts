import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listNetworkProperties } from '#shared/api/properties.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { propertyKeys } from './query-keys';

export const getNetworkProperties = (page: number) =>
  call(listNetworkProperties, { query: { page } });

export const networkPropertiesQuery = (page: number) =>
  queryOptions({
    queryKey: propertyKeys.network(page),
    queryFn: () => getNetworkProperties(page),
    placeholderData: keepPreviousData,
  });

/** Listings of accepted connections, newest first, one page at a time. */
export const useNetworkProperties = (page: number) => useQuery(networkPropertiesQuery(page));
