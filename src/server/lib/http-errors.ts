// One error type for everything a route refuses on purpose; the error handler turns
// it into { error, message, field } with its status. Anything else is a 500.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, field?: string) =>
  new HttpError(400, 'bad_request', message, field);
export const unauthorized = (message: string) =>
  new HttpError(401, 'unauthorized', message, undefined, {
    'www-authenticate': 'Bearer realm="api"',
  });
export const forbidden = (message: string) => new HttpError(403, 'forbidden', message);
export const notFound = (message: string, field?: string) =>
  new HttpError(404, 'not_found', message, field);
export const conflict = (message: string, field?: string) =>
  new HttpError(409, 'conflict', message, field);
export const unavailable = (message: string) => new HttpError(503, 'unavailable', message);

/** PostgreSQL's unique_violation, from either driver, optionally for one constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = findPgError(error);
  return !!e && e.code === '23505' && (!constraint || e.constraint === constraint);
}

/** PostgreSQL's foreign_key_violation (a referenced row deleted under an insert). */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  const e = findPgError(error);
  return !!e && e.code === '23503' && (!constraint || e.constraint === constraint);
}

function findPgError(error: unknown): { code?: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const c = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof c.code === 'string' && /^[0-9A-Z]{5}$/.test(c.code)) {
      return { code: c.code, constraint: typeof c.constraint === 'string' ? c.constraint : undefined };
    }
    current = c.cause;
  }
  return undefined;
}
