// Ids that arrive from outside (a path, stored JSON): a malformed one names nothing, so
// it is answered exactly like an unknown one (404 with the route's own message), never
// as a 400, and it never reaches a uuid column, where the cast would fail the query.
import { notFound } from './http-errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

declare const checked: unique symbol;
/** A string isUuid has passed; the brand keeps a failed check from narrowing a string to never. */
export type Uuid = string & { readonly [checked]: true };

export const isUuid = (value: unknown): value is Uuid => typeof value === 'string' && UUID.test(value);

export function requireUuid(value: string, notFoundMessage: string): string {
  if (!isUuid(value)) throw notFound(notFoundMessage);
  return value;
}
