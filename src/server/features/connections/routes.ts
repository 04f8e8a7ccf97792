// Thin HTTP layer for /api/connections: request, accept, remove, the caller's list, and
// the caller's relation to one broker (the connect button). All for signed-in brokers.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidParamSchema } from '../../../shared/schemas/common';
import {
  CONNECTION_MESSAGES,
  connectionListQuerySchema,
  connectionListSchema,
  connectionSchema,
  connectionWithSchema,
  createConnectionInputSchema,
} from '../../../shared/schemas/connections';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/error-responses';
import { looseIdParams, looseUserIdParams, requireUuid } from '../../lib/ids';
import { requireAuth } from '../../plugins/route-access';
import { loadViewer } from '../properties/viewer';
import { acceptConnection, requestConnection } from './connection-service';
import { findConnectionWith } from './connection-state';
import { listConnections } from './list-service';
import { removeConnection } from './remove-service';
import { QUOTAS } from '../../plugins/write-quotas';

export const connectionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get('/', {
    config: { access: 'user' },
    schema: {
      tags: ['connections'],
      querystring: connectionListQuerySchema,
      response: { 200: connectionListSchema, ...errorResponses },
    },
    handler: async (request) =>
      listConnections(ctx.db, await loadViewer(ctx.db, requireAuth(request)), request.query),
  });

  app.get('/with/:userId', {
    config: { access: 'user' },
    schema: {
      tags: ['connections'],
      params: looseUserIdParams,
      response: { 200: connectionWithSchema, ...errorResponses },
    },
    handler: async (request) => {
      const userId = requireUuid(request.params.userId, CONNECTION_MESSAGES.brokerNotFound);
      return findConnectionWith(ctx.db, requireAuth(request).sub, userId);
    },
  });

  app.post('/', {
    config: { access: 'user', quota: QUOTAS.connectionRequests },
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

  app.delete('/:id', {
    config: { access: 'user' },
    schema: {
      tags: ['connections'],
      params: looseIdParams,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      const id = requireUuid(request.params.id, CONNECTION_MESSAGES.notFound);
      await removeConnection(ctx.db, requireAuth(request).sub, id);
      return reply.status(204).send(null);
    },
  });
};
