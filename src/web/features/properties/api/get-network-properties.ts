import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { propertyListSchema } from '@shared/schemas/properties';
import { apiRequest } from '@web/lib/api-client';
import { propertyKeys } from './query-keys';

export const getNetworkProperties = (page: number) =>
  apiRequest(propertyListSchema, `/api/properties/network?page=${page}`);

export const networkPropertiesQuery = (page: number) =>
  queryOptions({
    queryKey: propertyKeys.network(page),
    queryFn: () => getNetworkProperties(page),
    placeholderData: keepPreviousData,
  });

/** Listings of accepted connections, newest first, one page at a time. */
export const useNetworkProperties = (page: number) => useQuery(networkPropertiesQuery(page));
