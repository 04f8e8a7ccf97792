// Thin HTTP layer for /api/brokers (contracts in src/shared/api/brokers.ts): the member
// directory and one broker's page, for signed-in brokers.
import type { FastifyPluginAsync } from 'fastify';
import { getBrokerPage, listBrokers } from '#shared/api/brokers.ts';
import { PROFILE_MESSAGES } from '#shared/schemas/profiles.ts';
import type { AppContext } from '#server/app-context.ts';
import { requireUuid } from '#server/lib/ids.ts';
import { registerEndpoint } from '#server/lib/register-endpoint.ts';
import { callerOf } from '#server/plugins/route-access.ts';
import { loadBrokerPage } from './broker-service';
import { listBrokerDirectory } from './directory-service';

export const brokerRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  // /agents and /network: every member but the caller.
  registerEndpoint(app, listBrokers, {
    handler: async (request) =>
      listBrokerDirectory(ctx.db, callerOf(request), request.query),
  });

  registerEndpoint(app, getBrokerPage, {
    handler: async (request) => {
      // A malformed id is a broker that does not exist.
      const id = requireUuid(request.params.id, PROFILE_MESSAGES.brokerNotFound);
      const viewer = callerOf(request);
      return loadBrokerPage(ctx.db, viewer, id, request.query);
    },
  });
};
