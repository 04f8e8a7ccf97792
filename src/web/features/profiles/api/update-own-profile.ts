import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateOwnProfile as updateOwnProfileEndpoint } from '#shared/api/profiles.ts';
import type { OwnProfile, UpdateProfileInput } from '#shared/schemas/profiles.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { ownProfileQuery } from './get-own-profile';

/** Sends the validated (already normalised) fields. */
export const updateOwnProfile = (body: UpdateProfileInput) => call(updateOwnProfileEndpoint, { body });

/** After a profile change: the new profile in the cache, and pages that show it refreshed. */
export function useProfileCacheUpdate() {
  const queryClient = useQueryClient();
  return async (profile: OwnProfile) => {
    queryClient.setQueryData(ownProfileQuery.queryKey, profile);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['brokers', profile.id] }),
      queryClient.invalidateQueries({ queryKey: ['properties'] }),
    ]);
  };
}

export function useUpdateOwnProfile() {
  const onSaved = useProfileCacheUpdate();
  return useMutation({ mutationFn: updateOwnProfile, onSuccess: onSaved });
}
