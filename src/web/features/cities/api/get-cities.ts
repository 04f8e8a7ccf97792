import { queryOptions, useQuery } from '@tanstack/react-query';
import { listCities } from '#shared/api/cities.ts';
import { call } from '#web/lib/call-endpoint.ts';

export const getCities = () => call(listCities, {});

/** Cities change rarely: kept for the whole visit. */
export const citiesQuery = queryOptions({
  queryKey: ['cities'],
  queryFn: getCities,
  staleTime: Infinity,
});

export const useCities = () => useQuery(citiesQuery);
