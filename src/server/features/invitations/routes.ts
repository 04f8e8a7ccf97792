// /api/invitations (contracts in src/shared/api/invitations.ts): checking a code
// (public), and for members sending, listing, resending and sharing their invitations on
// WhatsApp (decision 012).
import type { FastifyPluginAsync } from 'fastify';
import {
  createWhatsappInvite as createWhatsappInviteEndpoint,
  listSentInvitations as listSentInvitationsEndpoint,
  resendInvitation as resendInvitationEndpoint,
  sendInvitation as sendInvitationEndpoint,
  validateInvitation,
} from '#shared/api/invitations.ts';
import { INVITE_MESSAGES } from '#shared/schemas/invitations.ts';
import type { AppContext } from '#server/app-context.ts';
import { requireUuid } from '#server/lib/ids.ts';
import { registerEndpoint } from '#server/lib/register-endpoint.ts';
import { authRateLimit } from '#server/plugins/rate-limits.ts';
import { requireAuth } from '#server/plugins/route-access.ts';
import { createInviteRateLimit, createWhatsappRateLimit } from './invite-rate-limit';
import { validateInvitationCode } from './invitation-codes';
import { resendInvitation, sendInvitation } from './send-invitation-service';
import { listSentInvitations } from './sent-invitations-query';
import { createWhatsappInvite } from './whatsapp-invite';

export const invitationRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Each checked first in its handler (invite-rate-limit.ts): after the guard and
  // validation, before anything is written or mailed.
  const sendLimit = createInviteRateLimit(app, ctx);
  const whatsappLimit = createWhatsappRateLimit(app, ctx);

  registerEndpoint(app, validateInvitation, {
    config: { rateLimit: authRateLimit(ctx, 20) },
    handler: async (request) => validateInvitationCode(ctx.db, ctx.config, request.body.code),
  });

  registerEndpoint(app, sendInvitationEndpoint, {
    handler: async (request) => {
      await sendLimit?.(request);
      return sendInvitation(ctx, requireAuth(request).sub, request.body);
    },
  });

  registerEndpoint(app, listSentInvitationsEndpoint, {
    handler: async (request) =>
      listSentInvitations(ctx.db, ctx.config.publicUrl, requireAuth(request).sub, request.query.page),
  });

  registerEndpoint(app, resendInvitationEndpoint, {
    handler: async (request) => {
      await sendLimit?.(request);
      return resendInvitation(
        ctx,
        requireAuth(request).sub,
        requireUuid(request.params.id, INVITE_MESSAGES.notFound),
      );
    },
  });

  registerEndpoint(app, createWhatsappInviteEndpoint, {
    handler: async (request) => {
      await whatsappLimit?.(request);
      return createWhatsappInvite(
        ctx,
        requireAuth(request).sub,
        requireUuid(request.params.id, INVITE_MESSAGES.notFound),
      );
    },
  });
};
