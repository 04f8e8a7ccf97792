import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brokerDirectoryQuerySchema, brokerDirectorySchema } from '../../../shared/schemas/connections';
import { brokerPageSchema, PROFILE_MESSAGES } from '../../../shared/schemas/profiles';
import { pageQuerySchema } from '../../../shared/schemas/properties';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-errors';
import { requireAuth } from '../../plugins/route-access';
import { loadViewer } from '../properties/viewer';
import { loadBrokerPage } from './broker-service';
import { listBrokerDirectory } from './directory-service';
import { errorResponses } from '../../lib/error-responses';

export const brokerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // /agents and /network: every member but the caller (GET /:id below is one broker).
  app.get('/', {
    config: { access: 'user' },
    schema: {
      tags: ['brokers'],
      querystring: brokerDirectoryQuerySchema,
      response: { 200: brokerDirectorySchema, ...errorResponses },
    },
    handler: async (request) =>
      listBrokerDirectory(ctx.db, await loadViewer(ctx.db, requireAuth(request)), request.query),
  });

  app.get('/:id', {
    config: { access: 'user' },
    schema: {
      tags: ['brokers'],
      params: z.strictObject({ id: z.string().max(100) }),
      querystring: pageQuerySchema,
      response: { 200: brokerPageSchema, ...errorResponses },
    },
    handler: async (request) => {
      // A malformed id is a broker that does not exist.
      if (!z.uuid().safeParse(request.params.id).success)
        throw notFound(PROFILE_MESSAGES.brokerNotFound);
      const viewer = await loadViewer(ctx.db, requireAuth(request));
      return loadBrokerPage(ctx.db, viewer, request.params.id, request.query);
    },
  });
};
