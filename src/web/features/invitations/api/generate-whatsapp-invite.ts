import { useMutation } from '@tanstack/react-query';
import { createWhatsappInvite } from '#shared/api/invitations.ts';
import { call } from '#web/lib/call-endpoint.ts';

/** The ready WhatsApp message and its wa.me link for a sent (pending) invitation. */
export const generateWhatsappInvite = (invitationId: string) =>
  call(createWhatsappInvite, { params: { id: invitationId } });

export const useGenerateWhatsappInvite = () => useMutation({ mutationFn: generateWhatsappInvite });
