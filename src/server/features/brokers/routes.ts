import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brokerPageSchema, PROFILE_MESSAGES } from '../../../shared/schemas/profiles';
import { pageQuerySchema } from '../../../shared/schemas/properties';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-errors';
import { requireAuth } from '../../plugins/route-access';
import { loadViewer } from '../properties/viewer';
import { loadBrokerPage } from './broker-service';
import { errorResponses } from '../../lib/error-responses';


export const brokerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
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
