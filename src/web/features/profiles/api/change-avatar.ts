import { useMutation } from '@tanstack/react-query';
import { removeAvatar, replaceAvatar } from '#shared/api/profiles.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { useProfileCacheUpdate } from './update-own-profile';

export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('avatar', file, file.name);
  return call(replaceAvatar, { form });
}

export const deleteAvatar = () => call(removeAvatar, {});

export function useUploadAvatar() {
  const onSaved = useProfileCacheUpdate();
  return useMutation({ mutationFn: uploadAvatar, onSuccess: onSaved });
}

export function useDeleteAvatar() {
  const onSaved = useProfileCacheUpdate();
  return useMutation({ mutationFn: deleteAvatar, onSuccess: onSaved });
}
