// The one rule for whether a flyer's public page is online (decisions 011 and 023): the
// flyer's broker may still see the listing under the member visibility rule (an admin's
// flyer too: seeing everything as an admin does not make a listing publishable), and the
// listing's owner allows client flyers. For a query that joins flyers and properties.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { flyers, properties } from '#server/db/schema.ts';
import { visibleToReader } from '../properties';

export function flyerIsLive(): SQL {
  return and(
    eq(properties.allowFlyers, true),
    visibleToReader({ id: sql`${flyers.userId}`, isAdmin: false }),
  ) as SQL;
}
