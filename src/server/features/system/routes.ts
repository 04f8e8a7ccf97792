// The public system operations (contracts in src/shared/api/system.ts): the health check,
// the app config and the token verification keys.
import type { FastifyPluginAsync } from 'fastify';
import { getAppConfig, getHealth, getJwks } from '#shared/api/system.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Database } from '#server/db/open.ts';
import { registerEndpoint } from '#server/lib/register-endpoint.ts';
import { readBuildNumber } from './build-number';

export const systemRoutes: FastifyPluginAsync<{ ctx: AppContext; database: Database }> = async (
  app,
  { ctx, database },
) => {
  registerEndpoint(app, getHealth, {
    handler: async (_request, reply) =>
      // Unavailable is an answer of the health check, not an error: the same shape, 503.
      (await database.ping()) ? { status: 'ok' as const } : reply.status(503).send({ status: 'unavailable' }),
  });

  registerEndpoint(app, getAppConfig, {
    handler: async () => ({
      product_name: ctx.config.productName,
      request_invite_url: ctx.config.requestInviteUrl,
      build_number: await readBuildNumber(ctx.db, ctx.config.publicUrl),
    }),
  });

  registerEndpoint(app, getJwks, {
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=600');
      return ctx.keys.jwks();
    },
  });
};
