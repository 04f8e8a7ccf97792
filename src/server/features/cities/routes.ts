import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../shared/schemas/common';
import {
  areaListSchema,
  cityIdParamSchema,
  cityListSchema,
} from '../../../shared/schemas/properties';
import type { AppContext } from '../../app-context';
import { listAreasOfCity, listCities } from './city-service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

export const cityRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/', {
    config: { access: 'user' },
    schema: { tags: ['cities'], response: { 200: cityListSchema, ...errors } },
    handler: async () => listCities(ctx.db),
  });

  app.get('/:id/areas', {
    config: { access: 'user' },
    schema: {
      tags: ['cities'],
      params: cityIdParamSchema,
      response: { 200: areaListSchema, ...errors },
    },
    handler: async (request) => listAreasOfCity(ctx.db, request.params.id),
  });
};
