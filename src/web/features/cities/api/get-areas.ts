import { queryOptions, useQuery } from '@tanstack/react-query';
import { listCityAreas } from '#shared/api/cities.ts';
import { call } from '#web/lib/call-endpoint.ts';

export const getAreas = (cityId: number) => call(listCityAreas, { params: { id: cityId } });

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
