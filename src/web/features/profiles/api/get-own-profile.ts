import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOwnProfile } from '#shared/api/profiles.ts';
import { CACHE_STALE_MS } from '#shared/constants.ts';
import { call } from '#web/lib/call-endpoint.ts';

export const ownProfileQuery = queryOptions({
  queryKey: ['profiles', 'me'],
  queryFn: () => call(getOwnProfile, {}),
  staleTime: CACHE_STALE_MS,
});

export const useOwnProfile = () => useQuery(ownProfileQuery);
