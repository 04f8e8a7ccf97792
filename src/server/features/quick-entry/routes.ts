// The quick-entry helper's server side (spec sections 2, 5 and 7): reading a listing
// page by URL. Pasted text never comes here; the browser parses it with the same
// shared parser. Each scrape makes us fetch a page, so it is limited per broker.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../shared/schemas/common';
import {
  scrapePropertyInputSchema,
  scrapePropertyResultSchema,
} from '../../../shared/schemas/quick-entry';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/error-responses';
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

// Keyed by the signed-in broker (the route guard has run by now), not the IP: brokers
// behind one office NAT do not share a budget.
function perBrokerRateLimit(ctx: AppContext, max: number) {
  if (ctx.config.rateLimitDisabled) return false as const;
  return {
    max,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `quick-entry:${request.auth?.sub ?? request.ip}`,
  };
}
