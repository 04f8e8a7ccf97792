import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteProperty as deletePropertyEndpoint } from '#shared/api/properties.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { propertyKeys } from './query-keys';

export const deleteProperty = (id: string) => call(deletePropertyEndpoint, { params: { id } });

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
