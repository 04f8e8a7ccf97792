// Thin HTTP layer for /api/connections (contracts in src/shared/api/connections.ts):
// request, accept, remove, the caller's list, and the caller's relation to one broker
// (the connect button). All for signed-in brokers.
import type { FastifyPluginAsync } from 'fastify';
import {
  acceptConnection as acceptConnectionEndpoint,
  getConnectionWith,
  listConnections as listConnectionsEndpoint,
  removeConnection as removeConnectionEndpoint,
  requestConnection as requestConnectionEndpoint,
} from '#shared/api/connections.ts';
import { CONNECTION_MESSAGES } from '#shared/schemas/connections.ts';
import type { AppContext } from '#server/app-context.ts';
import { requireUuid } from '#server/lib/ids.ts';
import { registerEndpoint } from '#server/lib/register-endpoint.ts';
import { callerOf, requireAuth } from '#server/plugins/route-access.ts';
import { QUOTAS } from '#server/plugins/write-quotas.ts';
import { acceptConnection, requestConnection } from './connection-service';
import { findConnectionWith } from './connection-state';
import { listConnections } from './list-service';
import { removeConnection } from './remove-service';

export const connectionRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoint(app, listConnectionsEndpoint, {
    handler: async (request) =>
      listConnections(ctx.db, callerOf(request), request.query),
  });

  registerEndpoint(app, getConnectionWith, {
    handler: async (request) => {
      const userId = requireUuid(request.params.userId, CONNECTION_MESSAGES.brokerNotFound);
      return findConnectionWith(ctx.db, requireAuth(request).sub, userId);
    },
  });

  registerEndpoint(app, requestConnectionEndpoint, {
    config: { quota: QUOTAS.connectionRequests },
    handler: async (request) => requestConnection(ctx, requireAuth(request).sub, request.body.recipient_id),
  });

  registerEndpoint(app, acceptConnectionEndpoint, {
    handler: async (request) => acceptConnection(ctx, requireAuth(request).sub, request.params.id),
  });

  registerEndpoint(app, removeConnectionEndpoint, {
    handler: async (request) => {
      const id = requireUuid(request.params.id, CONNECTION_MESSAGES.notFound);
      await removeConnection(ctx, requireAuth(request).sub, id);
      return null;
    },
  });
};
