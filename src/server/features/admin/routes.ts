// Thin HTTP layer for /api/admin/brokers (contract in src/shared/api/admin.ts).
import type { FastifyPluginAsync } from 'fastify';
import { listBrokerOptions as listBrokerOptionsEndpoint } from '../../../shared/api/admin';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../lib/register-endpoint';
import { listBrokerOptions } from './broker-options';

export const adminRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoint(app, listBrokerOptionsEndpoint, { handler: async () => listBrokerOptions(ctx.db) });
};
