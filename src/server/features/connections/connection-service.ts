// Groundwork for connections (issue 5 builds the rest): request, and accept. One row
// per pair of brokers, whichever side asked (unique index on least/greatest). Asking
// someone who has already asked you accepts their request instead of failing.
import { and, eq, or } from 'drizzle-orm';
import { CONNECTION_MESSAGES, type Connection } from '../../../shared/schemas/connections';
import type { Db, Queryable } from '../../db/open';
import { connections, profiles } from '../../db/schema';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/http-errors';

type ConnectionRow = typeof connections.$inferSelect;

export async function requestConnection(
  db: Db,
  requesterId: string,
  recipientId: string,
): Promise<Connection> {
  if (requesterId === recipientId) throw badRequest(CONNECTION_MESSAGES.self, 'recipient_id');
  const [recipient] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.id, recipientId));
  if (!recipient) throw notFound(CONNECTION_MESSAGES.brokerNotFound);
  try {
    return presentConnection(
      await db.transaction(async (tx) => {
        const existing = await findPair(tx, requesterId, recipientId);
        if (existing?.status === 'pending' && existing.requesterId === recipientId) {
          return acceptRow(tx, existing.id);
        }
        if (existing) throw conflict(CONNECTION_MESSAGES.exists);
        const [row] = await tx.insert(connections).values({ requesterId, recipientId }).returning();
        if (!row) throw new Error('insert returned no row');
        return row;
      }),
    );
  } catch (error) {
    // Both brokers asked at the same instant: the index let one row in.
    if (isUniqueViolation(error, 'connections_pair_key'))
      throw conflict(CONNECTION_MESSAGES.exists);
    throw error;
  }
}

/** Only the recipient accepts; to anyone else the request does not exist. */
export async function acceptConnection(
  db: Db,
  userId: string,
  connectionId: string,
): Promise<Connection> {
  const [row] = await db
    .select()
    .from(connections)
    .where(and(eq(connections.id, connectionId), eq(connections.recipientId, userId)));
  if (!row) throw notFound(CONNECTION_MESSAGES.notFound);
  if (row.status === 'accepted') return presentConnection(row);
  return presentConnection(await acceptRow(db, row.id));
}

async function findPair(db: Queryable, a: string, b: string): Promise<ConnectionRow | undefined> {
  const [row] = await db
    .select()
    .from(connections)
    .where(
      or(
        and(eq(connections.requesterId, a), eq(connections.recipientId, b)),
        and(eq(connections.requesterId, b), eq(connections.recipientId, a)),
      ),
    );
  return row;
}

async function acceptRow(db: Queryable, id: string): Promise<ConnectionRow> {
  const [row] = await db
    .update(connections)
    .set({ status: 'accepted', updatedAt: new Date() })
    .where(eq(connections.id, id))
    .returning();
  if (!row) throw notFound(CONNECTION_MESSAGES.notFound);
  return row;
}

export function presentConnection(row: ConnectionRow): Connection {
  return {
    id: row.id,
    status: row.status === 'accepted' ? 'accepted' : 'pending',
    requester_id: row.requesterId,
    recipient_id: row.recipientId,
  };
}
