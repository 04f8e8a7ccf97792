import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  validateInvitationInputSchema,
  validateInvitationResponseSchema,
} from '../../../shared/schemas/invitations';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/error-responses';
import { authRateLimit } from '../../plugins/rate-limits';
import { validateInvitationCode } from './invitation-codes';

export const invitationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
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
};
