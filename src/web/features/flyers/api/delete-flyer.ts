import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@web/lib/api-client';
import { flyerKeys } from './query-keys';

export const deleteFlyer = (id: string) =>
  apiRequest(z.null(), `/api/flyers/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteFlyer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFlyer,
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: flyerKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: flyerKeys.lists });
    },
  });
}
