// POST /api/quick-entry/scrape-property (spec section 7, edge function scrape-property:
// body url, returns property fields): the listing page comes through the SSRF-safe
// fetcher (public addresses only, every redirect re-checked, time and size caps), is
// read without a DOM (html-tokens.ts) and its fields are merged in order of trust
// (merge-fields.ts). The photo URLs are listed the way the flyer editor lists them and
// are never fetched here.
import type { FastifyBaseLogger } from 'fastify';
import type { ScrapePropertyResult } from '../../../shared/schemas/quick-entry';
import { fetchPublicUrl, type FetchPublicUrlOptions } from '../../lib/safe-fetch/fetch-public-url';
import { extractImageUrls } from '../flyers/page-images';
import { extractJsonLd } from './extract-json-ld';
import { extractMainText } from './extract-main-text';
import { extractMeta } from './extract-meta';
import { extractMicrodata } from './extract-microdata';
import { tokenizeHtml } from './html-tokens';
import { mergeFields } from './merge-fields';
import type { PlaceRefs } from './place-refs';
import { notHtml, nothingExtracted, scrapeRefusal } from './scrape-errors';

export const PAGE_MAX_BYTES = 3 * 1024 * 1024;
const PAGE_TIMEOUT_MS = 10_000;
const PAGE_ACCEPT = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1';
/** Photos listed with a result; the form takes 5, the count tells the broker there are more. */
export const RESULT_IMAGES_MAX = 20;

export type ScrapeOptions = Pick<FetchPublicUrlOptions, 'allowPrivateHosts'> & {
  /** Page size cap; PAGE_MAX_BYTES unless a test wants a smaller one. */
  maxBytes?: number;
};

export async function scrapeProperty(
  url: string,
  deps: { placeRefs: () => Promise<PlaceRefs>; log: FastifyBaseLogger },
  options: ScrapeOptions = {},
): Promise<ScrapePropertyResult> {
  let page;
  try {
    page = await fetchPublicUrl(url, {
      allowPrivateHosts: options.allowPrivateHosts,
      maxBytes: options.maxBytes ?? PAGE_MAX_BYTES,
      timeoutMs: PAGE_TIMEOUT_MS,
      accept: PAGE_ACCEPT,
    });
  } catch (error) {
    throw scrapeRefusal(error, deps.log);
  }
  if (!isHtml(page.contentType, page.body)) throw notHtml();

  const html = decodeBody(page.body, page.contentType);
  const tokens = tokenizeHtml(html);
  const merged = mergeFields(
    {
      jsonLd: extractJsonLd(tokens),
      meta: extractMeta(tokens),
      microdata: extractMicrodata(tokens),
      main: extractMainText(tokens),
    },
    await deps.placeRefs(),
    { pageUrl: page.finalUrl },
  );
  if (!merged) throw nothingExtracted();
  return { ...merged, images: extractImageUrls(html, page.finalUrl).slice(0, RESULT_IMAGES_MAX) };
}

// The declared type when it says HTML; a page served without a type (or as text/plain
// or octet-stream, as some servers do) counts when its first bytes are markup.
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
  return /^<(!doctype html|html|head|body|!--)/.test(start);
}

/** UTF-8 unless the header or a <meta charset> names a charset Node can decode. */
function decodeBody(body: Buffer, contentType: string): string {
  const declared =
    /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ??
    /<meta[^>]{0,200}charset=["']?([\w-]+)/i.exec(body.subarray(0, 2048).toString('latin1'))?.[1];
  const label = declared?.toLowerCase();
  if (label && label !== 'utf-8' && label !== 'utf8') {
    try {
      return new TextDecoder(label).decode(body);
    } catch {
      // An unknown label: read as UTF-8.
    }
  }
  return body.toString('utf8');
}
