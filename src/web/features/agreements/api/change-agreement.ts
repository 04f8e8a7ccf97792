// What the broker does to an agreement after drafting it: delete a draft, sign and send
// it, renew a sent one's link, cancel it. Each refreshes every agreement view.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  cancelAgreement,
  deleteAgreement,
  renewAgreementLink,
  sendAgreement,
} from '#shared/api/agreements.ts';
import type { Agreement, BrokerSignature } from '#shared/schemas/agreements.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { agreementKeys } from './query-keys';

/** The answer is the page's agreement; every other agreement view is read again. */
export async function refresh(queryClient: QueryClient, agreement: Agreement) {
  queryClient.setQueryData(agreementKeys.detail(agreement.id), agreement);
  await queryClient.invalidateQueries({
    queryKey: agreementKeys.all,
    predicate: (q) => q.queryKey[1] !== 'detail' || q.queryKey[2] !== agreement.id,
  });
}

export function useDeleteAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(deleteAgreement, { params: { id } }),
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: agreementKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: agreementKeys.all });
    },
  });
}

/**
 * The broker signs the draft (their password or authenticator code again) and the other
 * party is asked: the client's link goes out, or co-broking's listing broker is notified.
 */
export function useSendAgreement(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (signature: BrokerSignature) => call(sendAgreement, { params: { id }, body: signature }),
    onSuccess: (link) => refresh(queryClient, link.agreement),
  });
}

/** A new signing link for a sent agreement; the old one dies. */
export function useRenewAgreementLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(renewAgreementLink, { params: { id } }),
    onSuccess: (link) => refresh(queryClient, link.agreement),
  });
}

export function useCancelAgreement(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(cancelAgreement, { params: { id } }),
    onSuccess: (agreement) => refresh(queryClient, agreement),
  });
}
