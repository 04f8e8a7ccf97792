import { validateInvitation as validateInvitationEndpoint } from '@shared/api/invitations';
import { call } from '@web/lib/call-endpoint';

export const validateInvitation = (code: string) => call(validateInvitationEndpoint, { body: { code } });
