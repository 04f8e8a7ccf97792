// The one place that says who may see a property (decisions.md): Private = owner only;
// Network Only = owner + accepted connections; All = every signed-in broker; Public =
// everyone, signed out too; admins see everything. Detail, every list, every count and
// the broker page filter through visibleTo(), so no surface can drift from the rule.
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { connections, properties } from '../../db/schema';
import type { Viewer } from './viewer';

/** A WHERE condition on `properties`: the rows `viewer` (null = signed out) may see. */
export function visibleTo(viewer: Viewer | null): SQL {
  if (!viewer) return eq(properties.visibility, 'Public');
  if (viewer.isAdmin) return sql`true`;
  return or(
    eq(properties.userId, viewer.id),
    inArray(properties.visibility, ['All', 'Public']),
    and(
      eq(properties.visibility, 'Network Only'),
      isAcceptedConnection(viewer.id, properties.userId),
    ),
  ) as SQL;
}

/** True when `brokerId` and the broker in `otherColumn` have an accepted connection. */
export function isAcceptedConnection(brokerId: string, otherColumn: AnyPgColumn): SQL {
  // Two index-backed probes (requester side, recipient side) rather than one OR'd scan.
  return sql`(exists (select 1 from ${connections} where ${connections.status} = 'accepted' and ${connections.requesterId} = ${brokerId} and ${connections.recipientId} = ${otherColumn})
    or exists (select 1 from ${connections} where ${connections.status} = 'accepted' and ${connections.recipientId} = ${brokerId} and ${connections.requesterId} = ${otherColumn}))`;
}
