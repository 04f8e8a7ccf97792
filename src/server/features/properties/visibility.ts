// The one place that says who may see a property (decisions.md): Private = owner only;
// Network Only = owner + accepted connections; All = every signed-in broker; Public =
// everyone, signed out too; admins see everything. Detail, every list, every count and
// the broker page filter through visibleTo(), so no surface can drift from the rule.
import { and, eq, inArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { connections, properties } from '#server/db/schema.ts';
import type { QueryReader } from '#server/lib/viewer.ts';

/** A WHERE condition on `properties`: the rows `viewer` (null = signed out) may see. */
export function visibleTo(viewer: QueryReader | null): SQL {
  if (!viewer) return eq(properties.visibility, 'Public');
  return visibleToReader(viewer);
}

/**
 * The same rule for a signed-in reader given as values, or as SQL: columns of a list of
 * readers joined into the query, so notifications for many readers are checked in one
 * statement instead of one query per reader.
 */
export type Reader = { id: string | SQL | Placeholder; isAdmin: boolean | SQL };

export function visibleToReader(reader: Reader): SQL {
  if (reader.isAdmin === true) return sql`true`;
  const member = visibleToMember(properties, reader.id);
  return reader.isAdmin === false ? member : (or(reader.isAdmin, member) as SQL);
}

/** Any table with an owner and the same visibility words (listings, requirements). */
export type OwnedByVisibility = { userId: AnyPgColumn; visibility: AnyPgColumn };

/**
 * The member part of the rule, without the admin's sight of everything: what a broker
 * sees as a broker. Matching uses it on both sides (a requirement and a listing match
 * only when each owner may see the other's item), so an admin's requirement never
 * matches someone's Private listing.
 */
export function visibleToMember(table: OwnedByVisibility, memberId: string | SQL | AnyPgColumn | Placeholder): SQL {
  return or(
    eq(table.userId, memberId),
    inArray(table.visibility, ['All', 'Public']),
    and(eq(table.visibility, 'Network Only'), isAcceptedConnection(memberId, table.userId)),
  ) as SQL;
}

/** True when `brokerId` and the broker in `otherColumn` have an accepted connection. */
export function isAcceptedConnection(brokerId: string | SQL | AnyPgColumn | Placeholder, otherColumn: AnyPgColumn | SQL): SQL {
  // Two index-backed probes (requester side, recipient side) rather than one OR'd scan.
  return sql`(exists (select 1 from ${connections} where ${connections.status} = 'accepted' and ${connections.requesterId} = ${brokerId} and ${connections.recipientId} = ${otherColumn})
    or exists (select 1 from ${connections} where ${connections.status} = 'accepted' and ${connections.recipientId} = ${brokerId} and ${connections.requesterId} = ${otherColumn}))`;
}
