import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../shared/schemas/common';
import { brokerOptionsSchema } from '../../../shared/schemas/profiles';
import type { AppContext } from '../../app-context';
import { listBrokerOptions } from './broker-options';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema };

export const adminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/brokers', {
    config: { access: 'admin' },
    schema: { tags: ['admin'], response: { 200: brokerOptionsSchema, ...errors } },
    handler: async () => listBrokerOptions(ctx.db),
  });
};
