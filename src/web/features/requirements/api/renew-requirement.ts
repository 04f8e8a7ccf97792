import { useMutation, useQueryClient } from '@tanstack/react-query';
import { renewRequirement as renewRequirementEndpoint } from '#shared/api/requirements.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { requirementKeys } from './query-keys';

export const renewRequirement = (id: string) => call(renewRequirementEndpoint, { params: { id } });

/** 30 more days; an expired requirement becomes active and matches again. */
export function useRenewRequirement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewRequirement,
    onSuccess: async (requirement) => {
      queryClient.setQueryData(requirementKeys.detail(requirement.id), requirement);
      await queryClient.invalidateQueries({
        queryKey: requirementKeys.all,
        predicate: (q) => q.queryKey[1] !== 'detail',
      });
    },
  });
}
