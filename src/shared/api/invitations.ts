// /api/invitations: checking a code before registration (public), and for members
// sending, listing and resending their invitations and sharing one as a ready WhatsApp
// message (spec section 5, decision 012).
import { looseIdParamSchema } from '../schemas/common';
import {
  sendInvitationInputSchema,
  sentInvitationListQuerySchema,
  sentInvitationListSchema,
  sentInvitationSchema,
  validateInvitationInputSchema,
  validateInvitationResponseSchema,
  whatsappInviteSchema,
} from '../schemas/invitations';
import { defineEndpoint } from './define-endpoint';

const tags = ['invitations'];

export const validateInvitation = defineEndpoint({
  method: 'POST',
  path: '/api/invitations/validate',
  operationId: 'validateInvitation',
  summary: 'Check an invitation code before registration; what the form needs to know about it',
  tags,
  access: 'public',
  body: validateInvitationInputSchema,
  status: 200,
  response: validateInvitationResponseSchema,
});

export const sendInvitation = defineEndpoint({
  method: 'POST',
  path: '/api/invitations',
  operationId: 'sendInvitation',
  summary: 'Invite a colleague by e-mail; answered once the mail went',
  description:
    '502 when the mail provider refused the mail, 503 when the invitation could not be recorded.',
  tags,
  access: 'user',
  body: sendInvitationInputSchema,
  status: 201,
  response: sentInvitationSchema,
  otherErrors: [502, 503],
});

export const listSentInvitations = defineEndpoint({
  method: 'GET',
  path: '/api/invitations/sent',
  operationId: 'listSentInvitations',
  summary: 'The invitations the caller sent, newest first, a page at a time',
  tags,
  access: 'user',
  query: sentInvitationListQuerySchema,
  status: 200,
  response: sentInvitationListSchema,
});

export const resendInvitation = defineEndpoint({
  method: 'POST',
  path: '/api/invitations/:id/resend',
  operationId: 'resendInvitation',
  summary: "Mail one of the caller's pending invitations again, with the same code",
  description: '502 when the mail provider refused the mail.',
  tags,
  access: 'user',
  params: looseIdParamSchema,
  status: 200,
  response: sentInvitationSchema,
  otherErrors: [502, 503],
});

export const createWhatsappInvite = defineEndpoint({
  method: 'POST',
  path: '/api/invitations/:id/whatsapp',
  operationId: 'createWhatsappInvite',
  summary: "The ready WhatsApp message and wa.me link for one of the caller's pending invitations",
  tags,
  access: 'user',
  params: looseIdParamSchema,
  status: 201,
  response: whatsappInviteSchema,
});
