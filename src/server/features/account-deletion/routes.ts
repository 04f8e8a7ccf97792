// /api/account: 'Delete my account' (decision 029; contract in src/shared/api/account.ts).
// The current password is the proof; a wrong one is a 400 that changes nothing. The
// answer also clears the refresh cookie (the session rows are gone already).
import type { FastifyPluginAsync } from 'fastify';
import { deleteAccount as deleteAccountEndpoint } from '#shared/api/account.ts';
import type { AppContext } from '#server/app-context.ts';
import { registerEndpoint } from '#server/lib/register-endpoint.ts';
import { authRateLimit } from '#server/plugins/rate-limits.ts';
import { requireAuth } from '#server/plugins/route-access.ts';
import { clearRefreshCookie } from '../auth';
import { deleteAccount } from './delete-account-service';

export const accountRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoint(app, deleteAccountEndpoint, {
    config: { rateLimit: authRateLimit(ctx, 10) },
    handler: async (request, reply) => {
      await deleteAccount(ctx, requireAuth(request).sub, request.body.password);
      clearRefreshCookie(reply, ctx.config);
      return null;
    },
  });
};
