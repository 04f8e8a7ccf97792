// POST /api/quick-entry/scrape-property (spec section 7, edge function scrape-property:
// body url, returns property fields): the listing page comes through the SSRF-safe
// fetcher (public addresses only, every redirect re-checked, time and size caps), is
// read by one HTML parse (lib/read-html.ts) in a worker thread with a time budget
// (workers/page-reader.ts), and its fields are merged in order of trust (merge-fields.ts). The photo URLs are listed the way the flyer editor lists them and
// are never fetched here.
import type { FastifyBaseLogger } from 'fastify';
import type { ScrapePropertyResult } from '#shared/schemas/quick-entry.ts';
import {
  fetchPublicPage,
  type FetchPublicPageOptions,
} from '#server/lib/safe-fetch/fetch-public-page.ts';
import type { PageReader } from '#server/workers/page-reader.ts';
import { mergeFields } from './merge-fields';
import type { PlaceRefs } from './place-refs';
import { notHtml, nothingExtracted, pageReadRefusal, scrapeRefusal } from './scrape-errors';

/** Photos listed with a result; the form takes 5, the count tells the broker there are more. */
export const RESULT_IMAGES_MAX = 20;

export async function scrapeProperty(
  url: string,
  deps: { placeRefs: () => Promise<PlaceRefs>; pageReader: PageReader; log: FastifyBaseLogger },
  options: FetchPublicPageOptions = {},
): Promise<ScrapePropertyResult> {
  let page;
  try {
    page = await fetchPublicPage(url, options);
  } catch (error) {
    throw scrapeRefusal(error, deps.log);
  }
  if (page.html === null) throw notHtml();
  let read;
  try {
    read = await deps.pageReader.readListingPage({ html: page.html, pageUrl: page.finalUrl });
  } catch (error) {
    throw pageReadRefusal(error, deps.log);
  }
  const merged = mergeFields(read.sources, await deps.placeRefs(), { pageUrl: page.finalUrl });
  if (!merged) throw nothingExtracted();
  return { ...merged, images: read.images.slice(0, RESULT_IMAGES_MAX) };
}
