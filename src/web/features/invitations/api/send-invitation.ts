import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sentInvitationSchema, type SendInvitationInput } from '@shared/schemas/invitations';
import { apiRequest } from '@web/lib/api-client';
import { invitationKeys } from './query-keys';

/** POST /api/invitations: 201 once the mail went (decision 012), else an ApiError. */
export const sendInvitation = (input: SendInvitationInput) =>
  apiRequest(sentInvitationSchema, '/api/invitations', { method: 'POST', body: input });

export function useSendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.sentLists }),
  });
}
