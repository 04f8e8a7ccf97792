import { useMutation } from '@tanstack/react-query';
import { ownProfileSchema } from '@shared/schemas/profiles';
import { apiRequest, apiUpload } from '@web/lib/api-client';
import { useProfileCacheUpdate } from './update-own-profile';

export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('avatar', file, file.name);
  return apiUpload(ownProfileSchema, '/api/profiles/me/avatar', form, 'PUT');
}

export const deleteAvatar = () =>
  apiRequest(ownProfileSchema, '/api/profiles/me/avatar', { method: 'DELETE' });

export function useUploadAvatar() {
  const onSaved = useProfileCacheUpdate();
  return useMutation({ mutationFn: uploadAvatar, onSuccess: onSaved });
}

export function useDeleteAvatar() {
  const onSaved = useProfileCacheUpdate();
  return useMutation({ mutationFn: deleteAvatar, onSuccess: onSaved });
}
