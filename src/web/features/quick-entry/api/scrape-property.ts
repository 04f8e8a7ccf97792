import { useMutation } from '@tanstack/react-query';
import { scrapePropertyResultSchema } from '@shared/schemas/quick-entry';
import { apiRequest } from '@web/lib/api-client';

/** POST /api/quick-entry/scrape-property (spec section 7, scrape-property: body url). */
export const scrapeProperty = (url: string) =>
  apiRequest(scrapePropertyResultSchema, '/api/quick-entry/scrape-property', {
    method: 'POST',
    body: { url },
  });

export const useScrapeProperty = () => useMutation({ mutationFn: scrapeProperty });
