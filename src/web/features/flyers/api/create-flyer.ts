import { useMutation, useQueryClient } from '@tanstack/react-query';
import { flyerSchema } from '@shared/schemas/flyers';
import { apiRequest } from '@web/lib/api-client';
import { flyerKeys } from './query-keys';

/** POST /api/flyers: a new flyer for another broker's listing the caller may see. */
export const createFlyer = (propertyId: string) =>
  apiRequest(flyerSchema, '/api/flyers', { method: 'POST', body: { property_id: propertyId } });

export function useCreateFlyer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFlyer,
    onSuccess: async (flyer) => {
      queryClient.setQueryData(flyerKeys.detail(flyer.id), flyer);
      await queryClient.invalidateQueries({ queryKey: flyerKeys.lists });
    },
  });
}
