import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownProfileSchema } from '@shared/schemas/profiles';
import { CACHE_STALE_MS } from '@shared/constants';
import { apiRequest } from '@web/lib/api-client';

export const ownProfileQuery = queryOptions({
  queryKey: ['profiles', 'me'],
  queryFn: () => apiRequest(ownProfileSchema, '/api/profiles/me'),
  staleTime: CACHE_STALE_MS,
});

export const useOwnProfile = () => useQuery(ownProfileQuery);
