// Co-broking's listing broker, a member, signs or declines the terms in the app (the
// drafter signs by sending them: useSendAgreement).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { declineAgreementAsMember, signAgreementAsMember } from '#shared/api/agreements.ts';
import type { BrokerSignature } from '#shared/schemas/agreements.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { refresh } from './change-agreement';

/** Signs with the password or authenticator code again; the last signature executes it. */
export function useSignAgreementAsMember(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (signature: BrokerSignature) => call(signAgreementAsMember, { params: { id }, body: signature }),
    onSuccess: (agreement) => refresh(queryClient, agreement),
  });
}

/** Declines, with an optional reason kept with the agreement's audit trail. */
export function useDeclineAgreementAsMember(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => call(declineAgreementAsMember, { params: { id }, body: { reason } }),
    onSuccess: (agreement) => refresh(queryClient, agreement),
  });
}
