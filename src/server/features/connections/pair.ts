// The connection row between two brokers, whichever of them asked: the condition, and
// the lookup. There is at most one (unique index on least/greatest of the pair).
import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '#server/db/open.ts';
import { connections } from '#server/db/schema.ts';
import { eitherDirection } from '#server/lib/either-direction.ts';
import { isTransaction, preparedOnce } from '#server/lib/prepared.ts';

export type ConnectionRow = typeof connections.$inferSelect;

/** `a` and `b` are ids or columns (e.g. profiles.id in a join). */
export function isPair(a: string | AnyPgColumn | Placeholder, b: string | AnyPgColumn | Placeholder): SQL {
  return eitherDirection(connections.requesterId, connections.recipientId, a, b);
}

export async function findPair(
  q: Queryable,
  a: string,
  b: string,
): Promise<ConnectionRow | undefined> {
  const [row] = await q.select().from(connections).where(isPair(a, b));
  return row;
}

/**
 * The accepted connection of a and b, locked against removal (FOR KEY SHARE blocks a
 * DELETE until this transaction ends) so a message checked against it cannot slip in
 * after the connection was removed.
 */
export async function lockAcceptedPair(q: Queryable, a: string, b: string): Promise<boolean> {
  const rows = await q
    .select({ id: connections.id })
    .from(connections)
    .where(and(isPair(a, b), eq(connections.status, 'accepted')))
    .for('key share');
  return rows.length > 0;
}

const acceptedPairQuery = (q: Queryable, a: string | Placeholder, b: string | Placeholder) =>
  q
    .select({ id: connections.id })
    .from(connections)
    .where(and(isPair(a, b), eq(connections.status, 'accepted')));

// Asked with every conversation opened and every message sent: built once.
const acceptedPair = preparedOnce((db) =>
  acceptedPairQuery(db, sql.placeholder('a'), sql.placeholder('b')).prepare('accepted_pair'),
);

export async function hasAcceptedPair(q: Queryable, a: string, b: string): Promise<boolean> {
  const rows = isTransaction(q) ? await acceptedPairQuery(q, a, b) : await acceptedPair(q).execute({ a, b });
  return rows.length > 0;
}
