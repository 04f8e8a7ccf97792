import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createFlyer as createFlyerEndpoint } from '#shared/api/flyers.ts';
import type { CreateFlyerFormInput, Flyer, UpdateFlyerInput } from '#shared/schemas/flyers.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { toFlyerFormData } from './update-flyer';
import { flyerKeys } from './query-keys';

export type CreateFlyerRequest = { propertyId: string; data: UpdateFlyerInput; files: File[] };

/**
 * The editor's first save (multipart) makes the flyer, with its
 * fields and photos, for another broker's listing the caller may see (decision 023).
 */
export const createFlyer = ({ propertyId, data, files }: CreateFlyerRequest): Promise<Flyer> => {
  const fields: CreateFlyerFormInput = { ...data, property_id: propertyId };
  return call(createFlyerEndpoint, { form: toFlyerFormData(fields, files) });
};

export function useCreateFlyer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFlyer,
    onSuccess: async (flyer) => {
      queryClient.setQueryData(flyerKeys.detail(flyer.id), flyer);
      await queryClient.invalidateQueries({ queryKey: flyerKeys.lists });
      await queryClient.invalidateQueries({ queryKey: flyerKeys.ofListing(flyer.property_id) });
    },
  });
}
