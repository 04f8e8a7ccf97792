import { queryOptions, useQuery } from '@tanstack/react-query';
import { areaListSchema } from '@shared/schemas/properties';
import { apiRequest } from '@web/lib/api-client';

export const getAreas = (cityId: number) =>
  apiRequest(areaListSchema, `/api/cities/${cityId}/areas`);

export const areasQuery = (cityId: number) =>
  queryOptions({
    queryKey: ['cities', cityId, 'areas'],
    queryFn: () => getAreas(cityId),
    staleTime: Infinity,
  });

/** The local areas of a city; idle until a city is chosen. */
export function useAreas(cityId: number | null | undefined) {
  return useQuery({
    ...areasQuery(cityId ?? 0),
    enabled: typeof cityId === 'number' && cityId > 0,
  });
}
