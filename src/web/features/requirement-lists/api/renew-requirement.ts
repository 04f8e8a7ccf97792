import { useMutation, useQueryClient } from '@tanstack/react-query';
import { renewRequirement as renewRequirementEndpoint } from '#shared/api/requirements.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { requirementListKeys } from './query-keys';

export const renewRequirement = (id: string) => call(renewRequirementEndpoint, { params: { id } });

/** Renew (30 more days; an expired requirement becomes active), then refresh every requirement view. */
export function useRenewRequirement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewRequirement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requirementListKeys.all }),
  });
}
