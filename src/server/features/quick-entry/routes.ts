// The quick-entry helper's server side (spec sections 2, 5 and 7): reading a listing
// page by URL. Pasted text never comes here; the browser parses it with the same
// shared parser. Each scrape makes us fetch a page, so it is limited per broker.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../shared/schemas/common';
import {
  scrapePropertyInputSchema,
  scrapePropertyResultSchema,
} from '../../../shared/schemas/quick-entry';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/error-responses';
import { perBrokerRateLimit } from '../../plugins/rate-limits';
import { createPlaceRefsCache } from './place-refs';
import { scrapeProperty } from './scrape-property-service';

export const SCRAPE_PROPERTY_PER_MINUTE = 10;

export const quickEntryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const placeRefs = createPlaceRefsCache(ctx.db);
  // TEST ONLY: a test's local page server (config.safeFetchTestAllowHosts); empty otherwise.
  const options = { allowPrivateHosts: ctx.config.safeFetchTestAllowHosts };

  app.post('/scrape-property', {
    config: { access: 'user', rateLimit: perBrokerRateLimit(ctx, SCRAPE_PROPERTY_PER_MINUTE) },
    schema: {
      tags: ['quick-entry'],
      body: scrapePropertyInputSchema,
      response: {
        200: scrapePropertyResultSchema,
        ...errorResponses,
        502: errorResponseSchema,
        503: errorResponseSchema,
      },
    },
    handler: async (request) =>
      scrapeProperty(
        request.body.url,
        { placeRefs, pageReader: ctx.pageReader, log: request.log },
        options,
      ),
  });
};
