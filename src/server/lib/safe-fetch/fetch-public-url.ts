// GET a URL on the public internet on a user's behalf (an image for the flyer editor,
// a listing page to scrape). Every hop is checked twice: its URL before anything is
// sent (parse-public-url.ts) and its resolved addresses at connect time
// (safe-lookup.ts). Redirects are followed by hand so each target goes through both
// checks; one deadline covers the whole exchange, redirects and body included.
import type { OutgoingHttpHeaders } from 'node:http';
import { parsePublicHttpUrl } from './parse-public-url';
import { openResponse } from './open-response';
import { assertDeclaredLength, readLimitedBody } from './read-limited-body';
import { SafeFetchError } from './safe-fetch-error';
import { createSafeLookup, type Resolver } from './safe-lookup';
import { readTestAllowList, type SafeFetchTestOptions } from './test-allow-list';

export const SAFE_FETCH_USER_AGENT = 'BrokerCircleBot/1.0 (+https://brokercircle.example)';
export const DEFAULT_MAX_REDIRECTS = 3;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export type FetchPublicUrlOptions = SafeFetchTestOptions & {
  maxBytes: number;
  /** Deadline for everything: DNS, connect, every redirect, headers and the whole body. */
  timeoutMs: number;
  /** The Accept header, e.g. 'text/html' or 'image/*'. */
  accept: string;
  maxRedirects?: number;
  signal?: AbortSignal;
  /** Replaces DNS; for tests. */
  resolve?: Resolver;
};

export type PublicResponse = {
  /** The URL that answered, after redirects. */
  finalUrl: string;
  status: number;
  /** The Content-Type header as sent ('' when absent); never trust it for images. */
  contentType: string;
  body: Buffer;
};

/** Throws SafeFetchError (or the caller's abort reason); see SafeFetchErrorCode. */
export async function fetchPublicUrl(
  input: string,
  options: FetchPublicUrlOptions,
): Promise<PublicResponse> {
  const allowList = readTestAllowList(options.allowPrivateHosts);
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const lookup = createSafeLookup(options.resolve);
  // identity: a compressed body would dodge the byte cap (and decompressing is a bomb risk).
  const headers: OutgoingHttpHeaders = {
    'user-agent': SAFE_FETCH_USER_AGENT,
    accept: options.accept,
    'accept-encoding': 'identity',
  };
  const { signal, done } = deadlineSignal(options.timeoutMs, options.signal);
  try {
    let url = parsePublicHttpUrl(input, allowList);
    for (let redirects = 0; ; redirects++) {
      const response = await openResponse(url, { headers, lookup, signal });
      const status = response.statusCode ?? 0;
      if (REDIRECT_STATUSES.has(status)) {
        response.destroy();
        const location = response.headers.location;
        if (!location) {
          throw new SafeFetchError('http_status', `Redirect ${status} has no Location`, { status });
        }
        if (redirects >= maxRedirects) {
          throw new SafeFetchError('too_many_redirects', `More than ${maxRedirects} redirects`);
        }
        url = parsePublicHttpUrl(resolveLocation(location, url), allowList);
        continue;
      }
      if (status < 200 || status > 299) {
        response.destroy();
        throw new SafeFetchError('http_status', `The server answered ${status}`, { status });
      }
      assertDeclaredLength(response, options.maxBytes);
      const body = await readLimitedBody(response, options.maxBytes, signal);
      return {
        finalUrl: url.href,
        status,
        contentType: response.headers['content-type'] ?? '',
        body,
      };
    }
  } finally {
    done();
  }
}

// Relative to the hop that sent it; scheme changes other than http<->https are then
// refused by parsePublicHttpUrl like any other scheme.
function resolveLocation(location: string, base: URL): string {
  try {
    return new URL(location, base).href;
  } catch {
    throw new SafeFetchError('invalid_url', 'The redirect target is not a valid URL');
  }
}

// Aborts with a 'timeout' SafeFetchError at the deadline, or with the caller's own
// reason if their signal fires first.
function deadlineSignal(
  timeoutMs: number,
  outer: AbortSignal | undefined,
): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(
    () =>
      controller.abort(
        new SafeFetchError('timeout', `No complete response within ${timeoutMs} ms`),
      ),
    timeoutMs,
  );
  const onOuterAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) onOuterAbort();
  else outer?.addEventListener('abort', onOuterAbort, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    },
  };
}
