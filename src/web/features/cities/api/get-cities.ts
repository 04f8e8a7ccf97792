import { queryOptions, useQuery } from '@tanstack/react-query';
import { cityListSchema } from '@shared/schemas/properties';
import { apiRequest } from '@web/lib/api-client';

export const getCities = () => apiRequest(cityListSchema, '/api/cities');

/** Cities change rarely: kept for the whole visit. */
export const citiesQuery = queryOptions({
  queryKey: ['cities'],
  queryFn: getCities,
  staleTime: Infinity,
});

export const useCities = () => useQuery(citiesQuery);
