// Request URLs as the log writes them: a URL that is itself a credential (an agreement's
// signing link, a data export's download ticket) keeps its shape and loses its secret, so
// whoever reads the logs cannot use the link.
import type { FastifyRequest } from 'fastify';

const SECRET_PARTS: ReadonlyArray<[RegExp, string]> = [
  [/^\/sign\/[^/?#]+/, '/sign/***'],
  [/^\/api\/signing\/[^/?#]+/, '/api/signing/***'],
  [/([?&]ticket=)[^&#]*/, '$1***'],
];

export function redactUrlSecrets(url: string): string {
  return SECRET_PARTS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), url);
}

/**
 * pino's `req` serializer: Fastify's fields, the URL without its secrets. Anything else
 * logged under `req` passes as it is (the redact paths still censor its secrets).
 */
export function serializeRequestForLog(request: FastifyRequest | Record<string, unknown>) {
  if (!isRequest(request)) return request;
  return {
    method: request.method,
    url: redactUrlSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

const isRequest = (value: unknown): value is FastifyRequest =>
  typeof value === 'object' && value !== null && typeof (value as { url?: unknown }).url === 'string' && typeof (value as { method?: unknown }).method === 'string';
