import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  areaListSchema,
  cityIdParamSchema,
  cityListSchema,
} from '../../../shared/schemas/properties';
import type { AppContext } from '../../app-context';
import { listAreasOfCity, listCities } from './city-service';
import { errorResponses } from '../../lib/error-responses';


export const cityRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/', {
    config: { access: 'user' },
    schema: { tags: ['cities'], response: { 200: cityListSchema, ...errorResponses } },
    handler: async () => listCities(ctx.db),
  });

  app.get('/:id/areas', {
    config: { access: 'user' },
    schema: {
      tags: ['cities'],
      params: cityIdParamSchema,
      response: { 200: areaListSchema, ...errorResponses },
    },
    handler: async (request) => listAreasOfCity(ctx.db, request.params.id),
  });
};
