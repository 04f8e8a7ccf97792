// One GET, one hop: returns the response once its headers have arrived, body unread.
// No agent (so no pooled socket is reused for another host), and only the headers
// given: no cookie jar, no Authorization, nothing from the incoming request.
import http, { type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { SafeFetchError } from './safe-fetch-error';

export type HopOptions = {
  headers: OutgoingHttpHeaders;
  lookup: LookupFunction;
  /** Aborted with the reason the caller should see (timeout, caller's abort). */
  signal: AbortSignal;
};

export function openResponse(
  url: URL,
  { headers, lookup, signal }: HopOptions,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      { method: 'GET', headers, lookup, agent: false, signal },
      resolve,
    );
    request.on('error', (error) => reject(explain(error, signal)));
    request.end();
  });
}

/** The error a caller should see for a failed hop: ours as they are, the rest as 'network'. */
export function explain(error: unknown, signal: AbortSignal): unknown {
  if (signal.aborted) return signal.reason;
  if (error instanceof SafeFetchError) return error;
  return new SafeFetchError('network', 'The request failed', { cause: error });
}
