import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resendInvitation as resendInvitationEndpoint } from '#shared/api/invitations.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { invitationKeys } from './query-keys';

/** Mails the caller's own pending invitation again, with the same code. */
export const resendInvitation = (id: string) => call(resendInvitationEndpoint, { params: { id } });

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    // Success or not (an invitation accepted or gone meanwhile), the list is refreshed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationKeys.sentLists }),
  });
}
