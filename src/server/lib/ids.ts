// Ids that arrive in a path: a malformed one names nothing, so it is answered exactly
// like an unknown one (404 with the route's own message), never as a 400.
import { z } from 'zod';
import { notFound } from './http-errors';

const uuid = z.uuid();

/** Route params taken as any short string, checked by requireUuid in the handler. */
export { looseIdParamSchema as looseIdParams, looseUserIdParamSchema as looseUserIdParams } from '../../shared/schemas/common';

export function requireUuid(value: string, notFoundMessage: string): string {
  if (!uuid.safeParse(value).success) throw notFound(notFoundMessage);
  return value;
}
