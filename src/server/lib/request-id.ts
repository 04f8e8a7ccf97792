// Every request gets an id: in each of its log lines (pino's reqId), in the
// X-Request-Id response header and in every error body (request_id), so a member's
// "Reference: ..." leads straight to the log lines. Behind a trusted proxy (TRUST_PROXY)
// the proxy's X-Request-Id is kept when it looks like an id, so one id follows the
// request through both logs; otherwise a client could plant ids, so we make our own.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Letters, digits and . _ : - up to 128 characters (UUIDs, ULIDs, trace ids). */
const WELL_FORMED = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

export function isWellFormedRequestId(value: unknown): value is string {
  return typeof value === 'string' && WELL_FORMED.test(value);
}

/** Fastify's genReqId: the proxy's id when it is trusted and well formed, else a UUID. */
export function requestIdGenerator(trustProxy: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const incoming = request.headers[REQUEST_ID_HEADER];
    return trustProxy && isWellFormedRequestId(incoming) ? incoming : randomUUID();
  };
}
