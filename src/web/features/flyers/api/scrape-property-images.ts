import { scrapeImagesResultSchema } from '@shared/schemas/flyers';
import { apiRequest } from '@web/lib/api-client';

/** POST /api/flyers/scrape-property-images: the image URLs found on a listing page. */
export const scrapePropertyImages = (url: string) =>
  apiRequest(scrapeImagesResultSchema, '/api/flyers/scrape-property-images', {
    method: 'POST',
    body: { url },
  });
