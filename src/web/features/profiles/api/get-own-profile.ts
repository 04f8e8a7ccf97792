import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOwnProfile } from '@shared/api/profiles';
import { CACHE_STALE_MS } from '@shared/constants';
import { call } from '@web/lib/call-endpoint';

export const ownProfileQuery = queryOptions({
  queryKey: ['profiles', 'me'],
  queryFn: () => call(getOwnProfile, {}),
  staleTime: CACHE_STALE_MS,
});

export const useOwnProfile = () => useQuery(ownProfileQuery);
