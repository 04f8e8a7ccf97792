// What the quick-entry card is told when a listing page cannot be read. The message
// always starts with the spec's text ('Failed to scrape the URL', section 8), followed
// by a reason a broker can act on; the fetcher's own message may name an internal
// address and goes to the log only.
//   400  not a URL we may fetch: malformed, or not a public address
//   422  a response we will not read: not HTML, too large; or nothing found on it
//   502  the site failed: unreachable, too slow, an error status, too many redirects
//   503  every page-reading thread is busy (try again shortly)
import type { FastifyBaseLogger } from 'fastify';
import { QUICK_ENTRY_MESSAGES } from '#shared/schemas/quick-entry.ts';
import { HttpError, badRequest } from '#server/lib/http-errors.ts';
import { pageReadRefusalOf } from '#server/lib/page-read-refusal.ts';
import { SafeFetchError } from '#server/lib/safe-fetch/safe-fetch-error.ts';

const FIELD = 'url';

const failed = (reason: string) => `${QUICK_ENTRY_MESSAGES.scrapeFailed}: ${reason}`;

export const SCRAPE_REASONS = {
  invalidUrl: failed('enter a full web address starting with http:// or https://'),
  notPublic: failed('the address is not a public website'),
  notHtml: failed('the link does not open a web page'),
  tooLarge: failed('the page is too large'),
  timeout: failed('the website took too long to answer'),
  unreachable: failed('the website could not be reached'),
  tooManyRedirects: failed('the link redirects too many times'),
  tooComplex: failed('the page is too complex to read'),
  busy: failed('the server is busy reading other pages, please try again in a minute'),
  httpStatus: (status: number | undefined) =>
    failed(
      status
        ? `the website answered with an error (${status})`
        : 'the website answered with an error',
    ),
} as const;

const unprocessable = (message: string) => new HttpError(422, 'unprocessable', message, FIELD);
const badGateway = (message: string) => new HttpError(502, 'bad_gateway', message, FIELD);

export const notHtml = () => unprocessable(SCRAPE_REASONS.notHtml);
export const nothingExtracted = () =>
  new HttpError(422, 'no_data', QUICK_ENTRY_MESSAGES.noData, FIELD);

/** The HttpError for a failed page fetch; anything but the fetcher's own refusal is rethrown as is. */
export function scrapeRefusal(error: unknown, log: FastifyBaseLogger): unknown {
  if (!(error instanceof SafeFetchError)) return error;
  log.info(
    { code: error.code, status: error.status, reason: error.message },
    'listing page fetch refused',
  );
  switch (error.code) {
    case 'invalid_url':
      return badRequest(SCRAPE_REASONS.invalidUrl, FIELD);
    case 'blocked_address':
      return badRequest(SCRAPE_REASONS.notPublic, FIELD);
    case 'too_large':
      return unprocessable(SCRAPE_REASONS.tooLarge);
    case 'not_image':
      return unprocessable(SCRAPE_REASONS.notHtml);
    case 'timeout':
      return badGateway(SCRAPE_REASONS.timeout);
    case 'too_many_redirects':
      return badGateway(SCRAPE_REASONS.tooManyRedirects);
    case 'http_status':
      return badGateway(SCRAPE_REASONS.httpStatus(error.status));
    case 'network':
      return badGateway(SCRAPE_REASONS.unreachable);
    default:
      return badGateway(SCRAPE_REASONS.unreachable);
  }
}

/** The HttpError when the page was fetched but could not be read in its worker. */
export function pageReadRefusal(error: unknown, log: FastifyBaseLogger): unknown {
  return pageReadRefusalOf(error, log, {
    busy: SCRAPE_REASONS.busy,
    tooCostly: SCRAPE_REASONS.tooComplex,
    field: FIELD,
    logged: 'listing page too costly to read',
  });
}
