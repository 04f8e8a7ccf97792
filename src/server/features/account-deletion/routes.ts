// /api/account: 'Delete my account' (decision 029). The current password is the proof;
// a wrong one is a 400 that changes nothing. The answer also clears the refresh cookie
// (the session rows are gone already).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteAccountInputSchema } from '#shared/schemas/account.ts';
import type { AppContext } from '#server/app-context.ts';
import { errorResponses } from '#server/lib/error-responses.ts';
import { authRateLimit } from '#server/plugins/rate-limits.ts';
import { requireAuth } from '#server/plugins/route-access.ts';
import { clearRefreshCookie } from '../auth';
import { deleteAccount } from './delete-account-service';

export const accountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.delete('/', {
    config: { access: 'user', rateLimit: authRateLimit(ctx, 10) },
    schema: { tags: ['account'], body: deleteAccountInputSchema, response: { 204: z.null(), ...errorResponses } },
    handler: async (request, reply) => {
      await deleteAccount(ctx, requireAuth(request).sub, request.body.password);
      clearRefreshCookie(reply, ctx.config);
      return reply.status(204).send(null);
    },
  });
};
