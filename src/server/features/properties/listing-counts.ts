// How many listings of each broker a viewer may see (the one visibility rule), for the
// brokers directory and the connections list: one grouped query for a whole page.
import { and, count, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/open';
import { properties } from '../../db/schema';
import type { Viewer } from '../../lib/viewer';
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
