import { scrapePropertyImages as scrapePropertyImagesEndpoint } from '#shared/api/flyers.ts';
import { call } from '#web/lib/call-endpoint.ts';

/** The image URLs found on a listing page. */
export const scrapePropertyImages = (url: string) =>
  call(scrapePropertyImagesEndpoint, { body: { url } });
