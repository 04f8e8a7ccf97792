import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteFlyer as deleteFlyerEndpoint } from '#shared/api/flyers.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { flyerKeys } from './query-keys';

export const deleteFlyer = (id: string) => call(deleteFlyerEndpoint, { params: { id } });

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
