// Thin HTTP layer for /api/cities (contracts in src/shared/api/cities.ts).
import type { FastifyPluginAsync } from 'fastify';
import { listCities as listCitiesEndpoint, listCityAreas } from '#shared/api/cities.ts';
import type { AppContext } from '#server/app-context.ts';
import { registerEndpoint } from '#server/lib/register-endpoint.ts';
import { listAreasOfCity, listCities } from './city-service';

export const cityRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoint(app, listCitiesEndpoint, { handler: async () => listCities(ctx.db) });

  registerEndpoint(app, listCityAreas, {
    handler: async (request) => listAreasOfCity(ctx.db, request.params.id),
  });
};
