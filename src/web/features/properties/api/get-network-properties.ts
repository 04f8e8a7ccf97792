import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listNetworkProperties } from '#shared/api/properties.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { propertyKeys, type NetworkFilters } from './query-keys';

export const getNetworkProperties = (page: number, filters: NetworkFilters = {}) =>
  call(listNetworkProperties, {
    query: { page, ...filters, area_ids: filters.area_ids?.length ? filters.area_ids.join(',') : undefined },
  });

export const networkPropertiesQuery = (page: number, filters: NetworkFilters = {}) =>
  queryOptions({
    queryKey: propertyKeys.network(page, filters),
    queryFn: () => getNetworkProperties(page, filters),
    placeholderData: keepPreviousData,
  });

/** Listings of accepted connections, newest first, one page at a time, narrowed by `filters`. */
export const useNetworkProperties = (page: number, filters: NetworkFilters = {}) =>
  useQuery(networkPropertiesQuery(page, filters));
