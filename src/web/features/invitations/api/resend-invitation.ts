import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sentInvitationSchema } from '@shared/schemas/invitations';
import { apiRequest } from '@web/lib/api-client';
import { invitationKeys } from './query-keys';

/** Mails the caller's own pending invitation again, with the same code. */
export const resendInvitation = (id: string) =>
  apiRequest(sentInvitationSchema, `/api/invitations/${encodeURIComponent(id)}/resend`, {
    method: 'POST',
  });

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    // Success or not (an invitation accepted or gone meanwhile), the list is refreshed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationKeys.sentLists }),
  });
}
