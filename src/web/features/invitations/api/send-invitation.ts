import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendInvitation as sendInvitationEndpoint } from '#shared/api/invitations.ts';
import type { SendInvitationInput } from '#shared/schemas/invitations.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { invitationKeys } from './query-keys';

/** POST /api/invitations: 201 once the mail went (decision 012), else an ApiError. */
export const sendInvitation = (input: SendInvitationInput) => call(sendInvitationEndpoint, { body: input });

export function useSendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.sentLists }),
  });
}
