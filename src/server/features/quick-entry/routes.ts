// The quick-entry helper's server side (spec sections 2, 5 and 7; contract in
// src/shared/api/quick-entry.ts): reading a listing page by URL. Pasted text never
// comes here; the browser parses it with the same shared parser. Each scrape makes us
// fetch a page, so it is limited per broker.
import type { FastifyPluginAsync } from 'fastify';
import { scrapeProperty as scrapePropertyEndpoint } from '#shared/api/quick-entry.ts';
import type { AppContext } from '#server/app-context.ts';
import { registerEndpoint } from '#server/lib/register-endpoint.ts';
import { perBrokerRateLimit } from '#server/plugins/rate-limits.ts';
import { createPlaceRefsCache } from './place-refs';
import { scrapeProperty } from './scrape-property-service';

export const SCRAPE_PROPERTY_PER_MINUTE = 10;

export const quickEntryRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const placeRefs = createPlaceRefsCache(ctx.db);
  // TEST ONLY: a test's local page server (config.safeFetchTestAllowHosts); empty otherwise.
  const options = { allowPrivateHosts: ctx.config.safeFetchTestAllowHosts };

  registerEndpoint(app, scrapePropertyEndpoint, {
    config: { rateLimit: perBrokerRateLimit(ctx, SCRAPE_PROPERTY_PER_MINUTE) },
    handler: async (request) =>
      scrapeProperty(
        request.body.url,
        { placeRefs, pageReader: ctx.pageReader, log: request.log },
        options,
      ),
  });
};
