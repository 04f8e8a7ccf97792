import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAgreement, updateAgreement } from '#shared/api/agreements.ts';
import type { Agreement, AgreementInput } from '#shared/schemas/agreements.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { agreementKeys } from './query-keys';

/** A new draft of any kind, or the whole input of a draft again (its kind stays). */
export type SaveAgreementRequest = { mode: 'create'; input: AgreementInput } | { mode: 'edit'; id: string; input: AgreementInput };

export function saveAgreement(request: SaveAgreementRequest): Promise<Agreement> {
  if (request.mode === 'create') return call(createAgreement, { body: request.input });
  return call(updateAgreement, { params: { id: request.id }, body: request.input });
}

/** Drafts a new agreement or changes a draft; every agreement view is read again. */
export function useSaveAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAgreement,
    onSuccess: async (agreement) => {
      queryClient.setQueryData(agreementKeys.detail(agreement.id), agreement);
      await queryClient.invalidateQueries({
        queryKey: agreementKeys.all,
        predicate: (q) => q.queryKey[1] !== 'detail' || q.queryKey[2] !== agreement.id,
      });
    },
  });
}
