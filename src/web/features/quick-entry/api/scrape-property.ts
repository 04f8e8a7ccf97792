import { useMutation } from '@tanstack/react-query';
import { scrapeProperty as scrapePropertyEndpoint } from '#shared/api/quick-entry.ts';
import { call } from '#web/lib/call-endpoint.ts';

/** Spec section 7, scrape-property: body url. */
export const scrapeProperty = (url: string) => call(scrapePropertyEndpoint, { body: { url } });

export const useScrapeProperty = () => useMutation({ mutationFn: scrapeProperty });
