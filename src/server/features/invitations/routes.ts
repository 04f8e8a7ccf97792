// /api/invitations: checking a code (public), and for members sending, listing,
// resending and sharing their invitations on WhatsApp (decision 012).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../shared/schemas/common';
import {
  INVITE_MESSAGES,
  sendInvitationInputSchema,
  sentInvitationListQuerySchema,
  sentInvitationListSchema,
  sentInvitationSchema,
  validateInvitationInputSchema,
  validateInvitationResponseSchema,
  whatsappInviteSchema,
} from '../../../shared/schemas/invitations';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/error-responses';
import { looseIdParams, requireUuid } from '../../lib/ids';
import { authRateLimit } from '../../plugins/rate-limits';
import { requireAuth } from '../../plugins/route-access';
import { createInviteRateLimit, createWhatsappRateLimit } from './invite-rate-limit';
import { validateInvitationCode } from './invitation-codes';
import { resendInvitation, sendInvitation } from './send-invitation-service';
import { listSentInvitations } from './sent-invitations-query';
import { createWhatsappInvite } from './whatsapp-invite';

/** Sending answers 502 when the mail provider refused and 503 when the insert failed. */
const sendErrorResponses = {
  ...errorResponses,
  502: errorResponseSchema,
  503: errorResponseSchema,
};

export const invitationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const sendLimit = createInviteRateLimit(app, ctx);
  const preHandler = sendLimit ? [sendLimit] : [];
  const whatsappLimit = createWhatsappRateLimit(app, ctx);

  app.post('/validate', {
    config: { access: 'public', rateLimit: authRateLimit(ctx, 20) },
    schema: {
      tags: ['invitations'],
      body: validateInvitationInputSchema,
      response: {
        200: validateInvitationResponseSchema,
        ...errorResponses,
      },
    },
    handler: async (request) => validateInvitationCode(ctx.db, ctx.config, request.body.code),
  });

  app.post('/', {
    config: { access: 'user' },
    preHandler,
    schema: {
      tags: ['invitations'],
      body: sendInvitationInputSchema,
      response: { 201: sentInvitationSchema, ...sendErrorResponses },
    },
    handler: async (request, reply) => {
      const sent = await sendInvitation(ctx, requireAuth(request).sub, request.body);
      return reply.status(201).send(sent);
    },
  });

  app.get('/sent', {
    config: { access: 'user' },
    schema: {
      tags: ['invitations'],
      querystring: sentInvitationListQuerySchema,
      response: { 200: sentInvitationListSchema, ...errorResponses },
    },
    handler: async (request) =>
      listSentInvitations(
        ctx.db,
        ctx.config.publicUrl,
        requireAuth(request).sub,
        request.query.page,
      ),
  });

  app.post('/:id/resend', {
    config: { access: 'user' },
    preHandler,
    schema: {
      tags: ['invitations'],
      params: looseIdParams,
      response: { 200: sentInvitationSchema, ...sendErrorResponses },
    },
    handler: async (request) =>
      resendInvitation(
        ctx,
        requireAuth(request).sub,
        requireUuid(request.params.id, INVITE_MESSAGES.notFound),
      ),
  });

  app.post('/:id/whatsapp', {
    config: { access: 'user' },
    preHandler: whatsappLimit ? [whatsappLimit] : [],
    schema: {
      tags: ['invitations'],
      params: looseIdParams,
      response: { 201: whatsappInviteSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const invite = await createWhatsappInvite(
        ctx,
        requireAuth(request).sub,
        requireUuid(request.params.id, INVITE_MESSAGES.notFound),
      );
      return reply.status(201).send(invite);
    },
  });
};
