import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@web/lib/api-client';
import { propertyKeys } from './query-keys';

export const deleteProperty = (id: string) =>
  apiRequest(z.null(), `/api/properties/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProperty,
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: propertyKeys.detail(id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['brokers'] }),
      ]);
    },
  });
}
