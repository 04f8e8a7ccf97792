import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brokerOptionsSchema } from '../../../shared/schemas/profiles';
import type { AppContext } from '../../app-context';
import { listBrokerOptions } from './broker-options';
import { errorResponses } from '../../lib/error-responses';


export const adminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/brokers', {
    config: { access: 'admin' },
    schema: { tags: ['admin'], response: { 200: brokerOptionsSchema, ...errorResponses } },
    handler: async () => listBrokerOptions(ctx.db),
  });
};
