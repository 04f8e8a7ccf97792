import { validateInvitationResponseSchema } from '@shared/schemas/invitations';
import { apiRequest } from '@web/lib/api-client';

export function validateInvitation(code: string) {
  return apiRequest(validateInvitationResponseSchema, '/api/invitations/validate', {
    method: 'POST',
    body: { code },
  });
}
