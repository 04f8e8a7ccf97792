import { validateInvitation as validateInvitationEndpoint } from '#shared/api/invitations.ts';
import { call } from '#web/lib/call-endpoint.ts';

export const validateInvitation = (code: string) => call(validateInvitationEndpoint, { body: { code } });
