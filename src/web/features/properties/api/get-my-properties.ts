import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listMyProperties } from '#shared/api/properties.ts';
import { MY_LISTINGS_PAGE_SIZE } from '#shared/constants.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { propertyKeys } from './query-keys';

export const getMyProperties = (page: number, pageSize = MY_LISTINGS_PAGE_SIZE) =>
  call(listMyProperties, { query: { page, page_size: pageSize } });

export const myPropertiesQuery = (page: number, pageSize?: number) =>
  queryOptions({
    queryKey: propertyKeys.mine(page, pageSize),
    queryFn: () => getMyProperties(page, pageSize),
    placeholderData: keepPreviousData,
  });

/** The signed-in broker's own listings, newest first, one page at a time. */
export const useMyProperties = (page: number, pageSize?: number) =>
  useQuery(myPropertiesQuery(page, pageSize));
