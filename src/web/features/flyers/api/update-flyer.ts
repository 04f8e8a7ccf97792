import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateFlyer as updateFlyerEndpoint } from '#shared/api/flyers.ts';
import type { Flyer, UpdateFlyerInput } from '#shared/schemas/flyers.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { flyerKeys } from './query-keys';

export type UpdateFlyerRequest = { id: string; data: UpdateFlyerInput; files: File[] };

/** The multipart body: `data` holds the JSON fields, `images` the new files (after keep_images). */
export function toFlyerFormData(data: UpdateFlyerInput, files: readonly File[]): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  for (const file of files) form.append('images', file, file.name);
  return form;
}

export const updateFlyer = ({ id, data, files }: UpdateFlyerRequest): Promise<Flyer> =>
  call(updateFlyerEndpoint, { params: { id }, form: toFlyerFormData(data, files) });

/** Saves the editor; the saved flyer goes into the cache and the list refreshes. */
export function useUpdateFlyer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFlyer,
    onSuccess: async (flyer) => {
      queryClient.setQueryData(flyerKeys.detail(flyer.id), flyer);
      await queryClient.invalidateQueries({ queryKey: flyerKeys.lists });
    },
  });
}
