// Validation of input that does not arrive as a JSON body (the `data` part of a
// multipart form): the same { message, field } refusal the error handler gives a
// body that fails its schema, so the web form shows one kind of error everywhere.
import type { z } from 'zod';
import { badRequest, HttpError } from './http-errors';
import { nulRefusal } from './nul-characters';

export function parseWithSchema<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  if (!first) throw badRequest('Invalid request');
  if (first.code === 'unrecognized_keys') {
    throw badRequest(`Unknown field: ${first.keys.join(', ')}`);
  }
  const field = first.path.map(String).join('.') || undefined;
  throw badRequest(first.message, field);
}

/** JSON text from a form field, refused with the API's usual invalid-JSON answer. */
export function parseJsonText(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'invalid_json', 'The request body is not valid JSON');
  }
  const refusal = nulRefusal(value);
  if (refusal) throw refusal;
  return value;
}
