// A web page for the scrapers (flyer photos, Quick Entry's listing fields): fetched
// through the SSRF-safe fetcher with one size and time cap, told apart from anything
// that is not HTML, and decoded in the charset the page declares. Callers map the
// fetcher's refusals to their own answers.
import { fetchPublicUrl, type FetchPublicUrlOptions } from './fetch-public-url';

export const PAGE_MAX_BYTES = 3 * 1024 * 1024;
const PAGE_TIMEOUT_MS = 10_000;
const PAGE_ACCEPT = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1';

export type FetchPublicPageOptions = Pick<FetchPublicUrlOptions, 'allowPrivateHosts'> & {
  /** PAGE_MAX_BYTES unless a test wants a smaller cap. */
  maxBytes?: number | undefined;
};

/** `html` is null when the answer is not a web page (an image, a PDF, JSON...). */
export type PublicPage = { finalUrl: string; html: string | null };

/** Throws the fetcher's SafeFetchError when the address, the answer or its size is refused. */
export async function fetchPublicPage(
  url: string,
  options: FetchPublicPageOptions = {},
): Promise<PublicPage> {
  const page = await fetchPublicUrl(url, {
    allowPrivateHosts: options.allowPrivateHosts,
    maxBytes: options.maxBytes ?? PAGE_MAX_BYTES,
    timeoutMs: PAGE_TIMEOUT_MS,
    accept: PAGE_ACCEPT,
  });
  return {
    finalUrl: page.finalUrl,
    html: isHtml(page.contentType, page.body) ? decodeBody(page.body, page.contentType) : null,
  };
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
