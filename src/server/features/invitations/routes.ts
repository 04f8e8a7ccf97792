import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../shared/schemas/common';
import {
  validateInvitationInputSchema,
  validateInvitationResponseSchema,
} from '../../../shared/schemas/invitations';
import type { AppContext } from '../../app-context';
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
        400: errorResponseSchema,
        404: errorResponseSchema,
        409: errorResponseSchema,
        422: errorResponseSchema,
        429: errorResponseSchema,
      },
    },
    handler: async (request) => validateInvitationCode(ctx.db, ctx.config, request.body.code),
  });
};
