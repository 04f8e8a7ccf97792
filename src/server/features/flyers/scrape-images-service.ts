// POST /api/flyers/scrape-property-images (spec section 7, edge function
// scrape-property-images): the photos a listing page offers, for the editor's chooser.
// The page comes through the SSRF-safe fetcher (every redirect re-checked); its URLs
// are only read here, never fetched: the broker picks some, and each goes through
// fetch-image like any other URL.
import type { FastifyBaseLogger } from 'fastify';
import { FLYER_MESSAGES, type ScrapeImagesResult } from '../../../shared/schemas/flyers';
import { fetchPublicUrl, type FetchPublicUrlOptions } from '../../lib/safe-fetch/fetch-public-url';
import { extractImageUrls } from './page-images';
import { PAGE_FETCH, refusalOf, unprocessable } from './remote-errors';

const PAGE_MAX_BYTES = 3 * 1024 * 1024;
const PAGE_TIMEOUT_MS = 10_000;
const PAGE_ACCEPT = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1';

export type PageFetchOptions = Pick<FetchPublicUrlOptions, 'allowPrivateHosts'>;

/**
 * Found photos: { success: true, imageUrls }. A page without any suitable photo is not
 * an error of the request: { success: false, imageUrls: [], error: 'No images found' },
 * and the editor shows "Couldn't find any suitable images on this page".
 */
export async function scrapePropertyImages(
  url: string,
  options: PageFetchOptions,
  log: FastifyBaseLogger,
): Promise<ScrapeImagesResult> {
  let page;
  try {
    page = await fetchPublicUrl(url, {
      ...options,
      maxBytes: PAGE_MAX_BYTES,
      timeoutMs: PAGE_TIMEOUT_MS,
      accept: PAGE_ACCEPT,
    });
  } catch (error) {
    throw refusalOf(error, PAGE_FETCH, log);
  }
  if (!isHtml(page.contentType, page.body)) {
    throw unprocessable(FLYER_MESSAGES.findImagesFailed, 'url');
  }
  const imageUrls = extractImageUrls(page.body.toString('utf8'), page.finalUrl);
  return imageUrls.length > 0
    ? { success: true, imageUrls }
    : { success: false, imageUrls: [], error: FLYER_MESSAGES.noImagesFound };
}

// The declared type when there is one that says HTML; a page served without a type
// (or as text/plain, as some do) is looked at.
function isHtml(contentType: string, body: Buffer): boolean {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'text/html' || type === 'application/xhtml+xml') return true;
  if (type !== '' && type !== 'text/plain' && type !== 'application/octet-stream') return false;
  const start = body
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return /^<(!doctype html|html|head|!--)/.test(start);
}
