// POST /api/flyers/scrape-property-images (spec section 7, edge function
// scrape-property-images): the photos a listing page offers, for the editor's chooser.
// The page comes through the SSRF-safe fetcher (every redirect re-checked); its URLs
// are only read here (in a worker thread, workers/page-reader.ts), never fetched: the broker picks some, and each goes through
// fetch-image like any other URL.
import type { FastifyBaseLogger } from 'fastify';
import { FLYER_MESSAGES, type ScrapeImagesResult } from '#shared/schemas/flyers.ts';
import {
  fetchPublicPage,
  type FetchPublicPageOptions,
} from '#server/lib/safe-fetch/fetch-public-page.ts';
import type { PageReader } from '#server/workers/page-reader.ts';
import { PAGE_FETCH, pageReadRefusal, refusalOf, unprocessable } from './remote-errors';

/**
 * Found photos: { success: true, imageUrls }. A page without any suitable photo is not
 * an error of the request: { success: false, imageUrls: [], error: 'No images found' },
 * and the editor shows "Couldn't find any suitable images on this page".
 */
export async function scrapePropertyImages(
  url: string,
  options: FetchPublicPageOptions,
  deps: { pageReader: PageReader; log: FastifyBaseLogger },
): Promise<ScrapeImagesResult> {
  const { log } = deps;
  let page;
  try {
    page = await fetchPublicPage(url, options);
  } catch (error) {
    throw refusalOf(error, PAGE_FETCH, log);
  }
  if (page.html === null) throw unprocessable(FLYER_MESSAGES.findImagesFailed, 'url');
  let imageUrls: string[];
  try {
    imageUrls = await deps.pageReader.readPageImages({ html: page.html, pageUrl: page.finalUrl });
  } catch (error) {
    throw pageReadRefusal(error, log);
  }
  return imageUrls.length > 0
    ? { success: true, imageUrls }
    : { success: false, imageUrls: [], error: FLYER_MESSAGES.noImagesFound };
}
