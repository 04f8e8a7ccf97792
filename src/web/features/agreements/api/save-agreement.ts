import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAgreement, updateAgreement } from '#shared/api/agreements.ts';
import type { Agreement, SellerMandateTerms } from '#shared/schemas/agreements.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { agreementKeys } from './query-keys';

export type SaveAgreementRequest =
  | { mode: 'create'; terms: SellerMandateTerms }
  | { mode: 'edit'; id: string; terms: SellerMandateTerms };

export function saveAgreement(request: SaveAgreementRequest): Promise<Agreement> {
  if (request.mode === 'create') {
    return call(createAgreement, { body: { kind: 'seller_to_broker', language: 'en', terms: request.terms } });
  }
  return call(updateAgreement, { params: { id: request.id }, body: { kind: 'seller_to_broker', terms: request.terms } });
}

/** Drafts a new seller mandate or changes a draft; every agreement view is read again. */
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
