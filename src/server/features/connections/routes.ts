import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uuidParamSchema } from '../../../shared/schemas/common';
import { connectionSchema, createConnectionInputSchema } from '../../../shared/schemas/connections';
import type { AppContext } from '../../app-context';
import { requireAuth } from '../../plugins/route-access';
import { acceptConnection, requestConnection } from './connection-service';
import { errorResponses } from '../../lib/error-responses';


export const connectionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.post('/', {
    config: { access: 'user' },
    schema: {
      tags: ['connections'],
      body: createConnectionInputSchema,
      response: { 201: connectionSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const connection = await requestConnection(
        ctx,
        requireAuth(request).sub,
        request.body.recipient_id,
      );
      return reply.status(201).send(connection);
    },
  });

  app.post('/:id/accept', {
    config: { access: 'user' },
    schema: {
      tags: ['connections'],
      params: uuidParamSchema,
      response: { 200: connectionSchema, ...errorResponses },
    },
    handler: async (request) =>
      acceptConnection(ctx, requireAuth(request).sub, request.params.id),
  });
};
