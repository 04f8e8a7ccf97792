// Thin HTTP layer for /api/admin/brokers (contract in src/shared/api/admin.ts).
import type { FastifyPluginAsync } from 'fastify';
import { listBrokerOptions as listBrokerOptionsEndpoint } from '#shared/api/admin.ts';
import type { AppContext } from '#server/app-context.ts';
import { registerEndpoint } from '#server/lib/register-endpoint.ts';
import { listBrokerOptions } from './broker-options';

export const adminRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoint(app, listBrokerOptionsEndpoint, { handler: async () => listBrokerOptions(ctx.db) });
};
