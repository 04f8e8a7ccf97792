import { useMutation } from '@tanstack/react-query';
import { whatsappInviteSchema } from '@shared/schemas/invitations';
import { apiRequest } from '@web/lib/api-client';

/** The ready WhatsApp message and its wa.me link for a sent (pending) invitation. */
export const generateWhatsappInvite = (invitationId: string) =>
  apiRequest(
    whatsappInviteSchema,
    `/api/invitations/${encodeURIComponent(invitationId)}/whatsapp`,
    {
      method: 'POST',
    },
  );

export const useGenerateWhatsappInvite = () => useMutation({ mutationFn: generateWhatsappInvite });
