import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createProperty, updateProperty } from '#shared/api/properties.ts';
import type { Property, PropertyFields, PropertyUpdateInput } from '#shared/schemas/properties.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { sendOnce } from '#web/lib/send-once.ts';
import { propertyKeys } from './query-keys';

export type SavePropertyRequest =
  | { mode: 'create'; values: PropertyFields; files: File[] }
  | { mode: 'edit'; id: string; values: PropertyFields; removeImages: string[]; files: File[] };

/** The multipart body: `data` holds the JSON fields, `images` the new photos. */
export function toPropertyFormData(
  data: PropertyFields | PropertyUpdateInput,
  files: File[],
): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  for (const file of files) form.append('images', file, file.name);
  return form;
}

export function saveProperty(request: SavePropertyRequest): Promise<Property> {
  if (request.mode === 'create') {
    // Retried on a lost connection with the same Idempotency-Key: listed once.
    const form = toPropertyFormData(request.values, request.files);
    return sendOnce((idempotencyKey) => call(createProperty, { form }, { idempotencyKey }));
  }
  // The broker is only chosen on create; an update keeps the owner.
  const { selectedBrokerId: _ignored, ...fields } = request.values;
  const data: PropertyUpdateInput = { ...fields, remove_images: request.removeImages };
  return call(updateProperty, {
    params: { id: request.id },
    form: toPropertyFormData(data, request.files),
  });
}

/** Create or update; the saved property goes into the cache and every list refreshes. */
export function useSaveProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProperty,
    onSuccess: async (property) => {
      queryClient.setQueryData(propertyKeys.detail(property.id), property);
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: propertyKeys.all,
          predicate: (q) => q.queryKey[1] !== 'detail',
        }),
        queryClient.invalidateQueries({ queryKey: ['brokers'] }),
      ]);
    },
  });
}
