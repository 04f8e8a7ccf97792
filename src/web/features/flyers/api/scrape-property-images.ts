import { scrapePropertyImages as scrapePropertyImagesEndpoint } from '@shared/api/flyers';
import { call } from '@web/lib/call-endpoint';

/** The image URLs found on a listing page. */
export const scrapePropertyImages = (url: string) =>
  call(scrapePropertyImagesEndpoint, { body: { url } });
