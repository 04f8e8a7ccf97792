import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createRequirement, updateRequirement } from '#shared/api/requirements.ts';
import type {
  Requirement,
  RequirementFields,
  RequirementUpdate,
} from '#shared/schemas/requirements.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { sendOnce } from '#web/lib/send-once.ts';
import { requirementKeys } from './query-keys';

export type SaveRequirementRequest =
  | { mode: 'create'; values: RequirementFields }
  | { mode: 'edit'; id: string; values: RequirementUpdate };

export function saveRequirement(request: SaveRequirementRequest): Promise<Requirement> {
  if (request.mode === 'create') {
    // Retried on a lost connection with the same Idempotency-Key: saved once.
    return sendOnce((idempotencyKey) => call(createRequirement, { body: request.values }, { idempotencyKey }));
  }
  return call(updateRequirement, { params: { id: request.id }, body: request.values });
}

/**
 * Create or update; the saved requirement goes into the cache and every other
 * requirement view (lists, matches, which an edit recomputes) is read again.
 */
export function useSaveRequirement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRequirement,
    onSuccess: async (requirement) => {
      queryClient.setQueryData(requirementKeys.detail(requirement.id), requirement);
      await queryClient.invalidateQueries({
        queryKey: requirementKeys.all,
        predicate: (q) => q.queryKey[1] !== 'detail' || q.queryKey[2] !== requirement.id,
      });
    },
  });
}
