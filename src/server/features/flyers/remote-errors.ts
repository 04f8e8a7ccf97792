// What the editor is told when a fetch on its behalf fails (spec section 8 texts). The
// fetcher's own messages can name the refused address; they go to the log only.
// A URL that is not one is the caller's mistake (400); a destination we refuse or a
// response we will not take is 422; a site that fails or cannot be reached is 502.
import type { FastifyBaseLogger } from 'fastify';
import { FLYER_MESSAGES } from '#shared/schemas/flyers.ts';
import { HttpError, badRequest } from '#server/lib/http-errors.ts';
import { pageReadRefusalOf } from '#server/lib/page-read-refusal.ts';
import { SafeFetchError } from '#server/lib/safe-fetch/safe-fetch-error.ts';

export const unprocessable = (message: string, field?: string) =>
  new HttpError(422, 'unprocessable', message, field);
export const badGateway = (message: string) => new HttpError(502, 'bad_gateway', message);

type Purpose = { field: string; failed: string; tooLarge: string; notImage: string };

export const IMAGE_FETCH: Purpose = {
  field: 'imageUrl',
  failed: FLYER_MESSAGES.addImageFailed,
  tooLarge: FLYER_MESSAGES.imageTooLarge,
  notImage: FLYER_MESSAGES.invalidFileType,
};

export const PAGE_FETCH: Purpose = {
  field: 'url',
  failed: FLYER_MESSAGES.scrapeFailed,
  tooLarge: FLYER_MESSAGES.scrapeFailed,
  notImage: FLYER_MESSAGES.findImagesFailed,
};

/** The HttpError for a failed fetch; anything that is not the fetcher's own refusal is rethrown as is. */
export function refusalOf(error: unknown, purpose: Purpose, log: FastifyBaseLogger): unknown {
  if (!(error instanceof SafeFetchError)) return error;
  log.info(
    { code: error.code, status: error.status, reason: error.message },
    'outbound fetch refused',
  );
  switch (error.code) {
    case 'invalid_url':
      return badRequest(FLYER_MESSAGES.invalidUrlDescription, purpose.field);
    case 'blocked_address':
      return unprocessable(purpose.failed, purpose.field);
    case 'too_large':
      return unprocessable(purpose.tooLarge, purpose.field);
    case 'not_image':
      return unprocessable(purpose.notImage, purpose.field);
    case 'too_many_redirects':
    case 'timeout':
    case 'http_status':
    case 'network':
      return badGateway(purpose.failed);
    default:
      return badGateway(purpose.failed);
  }
}

/** The HttpError when a fetched page could not be read in its worker (too costly, or busy). */
export function pageReadRefusal(error: unknown, log: FastifyBaseLogger): unknown {
  return pageReadRefusalOf(error, log, {
    busy: FLYER_MESSAGES.findImagesFailed,
    tooCostly: FLYER_MESSAGES.findImagesFailed,
    field: PAGE_FETCH.field,
    logged: 'page too costly to read',
  });
}
