// /connections (spec sections 2, 7): the caller's connections in both directions,
// pending and accepted; requests waiting for the caller's answer first, then the newest
// update first. Each with the other broker's profile and how many of their listings
// the caller may see. One page query, one count, one grouped count of listings.
import { count, desc, eq, or, sql } from 'drizzle-orm';
import type { ConnectionList, ConnectionListItem } from '#shared/schemas/connections.ts';
import type { Queryable } from '#server/db/open.ts';
import { connections, profiles } from '#server/db/schema.ts';
import { countVisibleListings } from '../properties';
import type { Viewer } from '#server/lib/viewer.ts';
import { partyColumns } from '#server/lib/broker-summary.ts';

export type ConnectionListQuery = { page: number; page_size: number };

export async function listConnections(
  db: Queryable,
  viewer: Viewer,
  { page, page_size: pageSize }: ConnectionListQuery,
): Promise<ConnectionList> {
  const mine = or(eq(connections.requesterId, viewer.id), eq(connections.recipientId, viewer.id));
  const otherId = sql`case when ${connections.requesterId} = ${viewer.id} then ${connections.recipientId} else ${connections.requesterId} end`;
  const awaitingMe = sql`(${connections.status} = 'pending' and ${connections.recipientId} = ${viewer.id})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        connection: connections,
        other: partyColumns(profiles),
      })
      .from(connections)
      .innerJoin(profiles, eq(profiles.id, otherId))
      .where(mine)
      .orderBy(desc(awaitingMe), desc(connections.updatedAt), desc(connections.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(connections).where(mine),
  ]);
  const listings = await countVisibleListings(
    db,
    viewer,
    rows.map((r) => r.other.id),
  );
  const items = rows.map(({ connection: c, other }): ConnectionListItem => ({
    id: c.id,
    status: c.status === 'accepted' ? 'accepted' : 'pending',
    requester_id: c.requesterId,
    recipient_id: c.recipientId,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
    direction: c.requesterId === viewer.id ? 'sent' : 'received',
    other,
    listing_count: listings.get(other.id) ?? 0,
  }));
  return { items, total: total?.n ?? 0, page, page_size: pageSize };
}
