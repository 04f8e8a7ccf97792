// How many listings of each broker a viewer may see (the one visibility rule), for the
// brokers directory and the connections list: one grouped query for a whole page.
import { and, count, inArray } from 'drizzle-orm';
import type { Queryable } from '#server/db/open.ts';
import { properties } from '#server/db/schema.ts';
import type { Viewer } from '#server/lib/viewer.ts';
import { visibleTo } from './visibility';

/** Keyed by broker id; a broker with nothing visible is absent (read it as 0). */
export async function countVisibleListings(
  q: Queryable,
  viewer: Viewer,
  brokerIds: readonly string[],
): Promise<Map<string, number>> {
  const ids = [...new Set(brokerIds)];
  if (ids.length === 0) return new Map();
  const rows = await q
    .select({ userId: properties.userId, n: count() })
    .from(properties)
    .where(and(inArray(properties.userId, ids), visibleTo(viewer)))
    .groupBy(properties.userId);
  return new Map(rows.map((r) => [r.userId, r.n]));
}
