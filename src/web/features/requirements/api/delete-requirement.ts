import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteRequirement as deleteRequirementEndpoint } from '#shared/api/requirements.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { requirementKeys } from './query-keys';

export const deleteRequirement = (id: string) =>
  call(deleteRequirementEndpoint, { params: { id } });

export function useDeleteRequirement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRequirement,
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: requirementKeys.detail(id) });
      queryClient.removeQueries({ queryKey: requirementKeys.matchesOf(id) });
      await queryClient.invalidateQueries({ queryKey: requirementKeys.all });
    },
  });
}
