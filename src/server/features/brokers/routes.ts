// Thin HTTP layer for /api/brokers (contracts in src/shared/api/brokers.ts): the member
// directory and one broker's page, for signed-in brokers.
import type { FastifyPluginAsync } from 'fastify';
import { getBrokerPage, listBrokers } from '../../../shared/api/brokers';
import { PROFILE_MESSAGES } from '../../../shared/schemas/profiles';
import type { AppContext } from '../../app-context';
import { requireUuid } from '../../lib/ids';
import { registerEndpoint } from '../../lib/register-endpoint';
import { requireAuth } from '../../plugins/route-access';
import { loadViewer } from '../../lib/viewer';
import { loadBrokerPage } from './broker-service';
import { listBrokerDirectory } from './directory-service';

export const brokerRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  // /agents and /network: every member but the caller.
  registerEndpoint(app, listBrokers, {
    handler: async (request) =>
      listBrokerDirectory(ctx.db, await loadViewer(ctx.db, requireAuth(request)), request.query),
  });

  registerEndpoint(app, getBrokerPage, {
    handler: async (request) => {
      // A malformed id is a broker that does not exist.
      const id = requireUuid(request.params.id, PROFILE_MESSAGES.brokerNotFound);
      const viewer = await loadViewer(ctx.db, requireAuth(request));
      return loadBrokerPage(ctx.db, viewer, id, request.query);
    },
  });
};
