// The flyer editor's two ways to bring in photos from the web (spec sections 5 and 7):
// one image by URL, and the photos a listing page offers. Both fetch on the server
// through lib/safe-fetch (public addresses only, every redirect re-checked, time and
// size caps), and both are limited per broker, since each call makes us fetch.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  fetchImageInputSchema,
  fetchImageResultSchema,
  scrapeImagesInputSchema,
  scrapeImagesResultSchema,
} from '../../../shared/schemas/flyers';
import { errorResponseSchema } from '../../../shared/schemas/common';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/error-responses';
import { perBrokerRateLimit } from '../../plugins/rate-limits';
import { fetchImageForFlyer } from './fetch-image-service';
import { scrapePropertyImages } from './scrape-images-service';

/** Images picked in the chooser are fetched one by one: room for a few choosers a minute. */
export const FETCH_IMAGE_PER_MINUTE = 30;
export const SCRAPE_PER_MINUTE = 10;

export const flyerImportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const tags = ['flyers'];
  const responses = { ...errorResponses, 502: errorResponseSchema, 503: errorResponseSchema };
  // TEST ONLY: a test's local page server (config.safeFetchTestAllowHosts); empty otherwise.
  const fetchOptions = { allowPrivateHosts: ctx.config.safeFetchTestAllowHosts };

  app.post('/fetch-image', {
    config: { access: 'user', rateLimit: perBrokerRateLimit(ctx, FETCH_IMAGE_PER_MINUTE) },
    schema: {
      tags,
      body: fetchImageInputSchema,
      response: { 200: fetchImageResultSchema, ...responses },
    },
    handler: async (request) =>
      fetchImageForFlyer(request.body.imageUrl, fetchOptions, request.log),
  });

  app.post('/scrape-property-images', {
    config: { access: 'user', rateLimit: perBrokerRateLimit(ctx, SCRAPE_PER_MINUTE) },
    schema: {
      tags,
      body: scrapeImagesInputSchema,
      response: { 200: scrapeImagesResultSchema, ...responses },
    },
    handler: async (request) =>
      scrapePropertyImages(request.body.url, fetchOptions, {
        pageReader: ctx.pageReader,
        log: request.log,
      }),
  });
};
