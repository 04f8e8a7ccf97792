import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appConfigResponseSchema, healthResponseSchema } from '../../../shared/schemas/app-config';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/open';
import { readBuildNumber } from './build-number';

export const systemRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; database: Database }> = async (
  app,
  { ctx, database },
) => {
  app.get('/api/health', {
    config: { access: 'public' },
    schema: { tags: ['system'], response: { 200: healthResponseSchema, 503: healthResponseSchema } },
    handler: async (_request, reply) =>
      (await database.ping())
        ? { status: 'ok' as const }
        : reply.status(503).send({ status: 'unavailable' as const }),
  });

  app.get('/api/app-config', {
    config: { access: 'public' },
    schema: { tags: ['system'], response: { 200: appConfigResponseSchema } },
    handler: async () => ({
      product_name: ctx.config.productName,
      request_invite_url: ctx.config.requestInviteUrl,
      build_number: await readBuildNumber(ctx.db, ctx.config.publicUrl),
    }),
  });

  app.get('/.well-known/jwks.json', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      response: { 200: z.object({ keys: z.array(z.record(z.string(), z.unknown())) }) },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=600');
      return ctx.keys.jwks();
    },
  });
};
