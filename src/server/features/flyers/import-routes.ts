// The flyer editor's two ways to bring in photos from the web (spec sections 5 and 7;
// contracts in src/shared/api/flyers.ts): one image by URL, and the photos a listing
// page offers. Both fetch on the server through lib/safe-fetch (public addresses only,
// every redirect re-checked, time and size caps), and both are limited per broker,
// since each call makes us fetch.
import type { FastifyPluginAsync } from 'fastify';
import {
  fetchFlyerImage,
  scrapePropertyImages as scrapePropertyImagesEndpoint,
} from '#shared/api/flyers.ts';
import type { AppContext } from '#server/app-context.ts';
import { registerEndpoint } from '#server/lib/register-endpoint.ts';
import { perBrokerRateLimit } from '#server/plugins/rate-limits.ts';
import { fetchImageForFlyer } from './fetch-image-service';
import { scrapePropertyImages } from './scrape-images-service';

/** Images picked in the chooser are fetched one by one: room for a few choosers a minute. */
export const FETCH_IMAGE_PER_MINUTE = 30;
export const SCRAPE_PER_MINUTE = 10;

export const flyerImportRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  // TEST ONLY: a test's local page server (config.safeFetchTestAllowHosts); empty otherwise.
  const fetchOptions = { allowPrivateHosts: ctx.config.safeFetchTestAllowHosts };

  registerEndpoint(app, fetchFlyerImage, {
    config: { rateLimit: perBrokerRateLimit(ctx, FETCH_IMAGE_PER_MINUTE) },
    handler: async (request) =>
      fetchImageForFlyer(request.body.imageUrl, fetchOptions, request.log),
  });

  registerEndpoint(app, scrapePropertyImagesEndpoint, {
    config: { rateLimit: perBrokerRateLimit(ctx, SCRAPE_PER_MINUTE) },
    handler: async (request) =>
      scrapePropertyImages(request.body.url, fetchOptions, {
        pageReader: ctx.pageReader,
        log: request.log,
      }),
  });
};
