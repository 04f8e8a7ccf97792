// PostgreSQL text cannot hold the NUL character (U+0000): a value carrying one made the
// insert fail with a 500 (issue 17). Every text input is checked here, in one place,
// before any handler sees it: JSON bodies, query strings and path parameters by the
// app's preValidation hook, the JSON of multipart forms where it is parsed.
import { badRequest, type HttpError } from './http-errors';

export const NUL_MESSAGE = 'Text cannot contain the NUL character (\\u0000). Please remove it and try again.';

const MAX_DEPTH = 64;

/** The path of the first string holding U+0000 ('' for the value itself), or undefined. */
export function findNulCharacter(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value as Record<string, unknown>);
  for (const [key, item] of entries) {
    // A key can carry one too (it would end up in an error message or a jsonb column).
    const here = path === '' ? String(key) : `${path}.${String(key)}`;
    if (typeof key === 'string' && key.includes('\u0000')) return here;
    const found = findNulCharacter(item, here, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The 400 for a value holding U+0000, or undefined when it is clean. */
export function nulRefusal(value: unknown): HttpError | undefined {
  const path = findNulCharacter(value);
  return path === undefined ? undefined : badRequest(NUL_MESSAGE, path || undefined);
}
