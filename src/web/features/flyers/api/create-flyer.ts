import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  flyerSchema,
  type CreateFlyerFormInput,
  type Flyer,
  type UpdateFlyerInput,
} from '@shared/schemas/flyers';
import { apiUpload } from '@web/lib/api-client';
import { toFlyerFormData } from './update-flyer';
import { flyerKeys } from './query-keys';

export type CreateFlyerRequest = { propertyId: string; data: UpdateFlyerInput; files: File[] };

/**
 * POST /api/flyers as multipart: the editor's first save makes the flyer, with its
 * fields and photos, for another broker's listing the caller may see (decision 023).
 */
export const createFlyer = ({ propertyId, data, files }: CreateFlyerRequest): Promise<Flyer> => {
  const fields: CreateFlyerFormInput = { ...data, property_id: propertyId };
  return apiUpload(flyerSchema, '/api/flyers', toFlyerFormData(fields, files), 'POST');
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
