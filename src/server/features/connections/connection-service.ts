// Groundwork for connections (issue 5 builds the rest): request, and accept. One row
// per pair of brokers, whichever side asked (unique index on least/greatest). Asking
// someone who has already asked you accepts their request instead of failing.
// Each change publishes 'connection.changed' to both parties in its own transaction;
// the notifications follow once it has committed.
import { and, eq, or } from 'drizzle-orm';
import { CONNECTION_MESSAGES, type Connection } from '../../../shared/schemas/connections';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/open';
import { connections, profiles } from '../../db/schema';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/http-errors';
import { publishEvents } from '../../lib/realtime/publish-events';
import { notifyConnectionAccepted, notifyConnectionRequested } from '../notifications/notify-connection';

type ConnectionRow = typeof connections.$inferSelect;

export async function requestConnection(
  ctx: AppContext,
  requesterId: string,
  recipientId: string,
): Promise<Connection> {
  if (requesterId === recipientId) throw badRequest(CONNECTION_MESSAGES.self, 'recipient_id');
  const [recipient] = await ctx.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.id, recipientId));
  if (!recipient) throw notFound(CONNECTION_MESSAGES.brokerNotFound);
  let result: { row: ConnectionRow; accepted: boolean };
  try {
    result = await ctx.db.transaction(async (tx) => {
      const existing = await findPair(tx, requesterId, recipientId);
      if (existing?.status === 'pending' && existing.requesterId === recipientId) {
        const accepted = await acceptPendingRow(tx, existing.id);
        // Accepted by a parallel call a moment ago: already connected.
        if (!accepted) throw conflict(CONNECTION_MESSAGES.exists);
        return { row: accepted, accepted: true };
      }
      if (existing) throw conflict(CONNECTION_MESSAGES.exists);
      const [row] = await tx.insert(connections).values({ requesterId, recipientId }).returning();
      if (!row) throw new Error('insert returned no row');
      await publishConnectionChanged(tx, row);
      return { row, accepted: false };
    });
  } catch (error) {
    // Both brokers asked at the same instant: the index let one row in.
    if (isUniqueViolation(error, 'connections_pair_key'))
      throw conflict(CONNECTION_MESSAGES.exists);
    throw error;
  }
  // Asking back is accepting: the broker who asked first hears it was accepted.
  if (result.accepted) await notifyConnectionAccepted(ctx, result.row);
  else await notifyConnectionRequested(ctx, result.row);
  return presentConnection(result.row);
}

/** Only the recipient accepts; to anyone else the request does not exist. */
export async function acceptConnection(
  ctx: AppContext,
  userId: string,
  connectionId: string,
): Promise<Connection> {
  const [row] = await ctx.db
    .select()
    .from(connections)
    .where(and(eq(connections.id, connectionId), eq(connections.recipientId, userId)));
  if (!row) throw notFound(CONNECTION_MESSAGES.notFound);
  if (row.status === 'accepted') return presentConnection(row);
  const accepted = await ctx.db.transaction((tx) => acceptPendingRow(tx, row.id));
  if (!accepted) {
    // Accepted by a parallel call (which raises the notification), or removed meanwhile.
    const [current] = await ctx.db.select().from(connections).where(eq(connections.id, row.id));
    if (!current) throw notFound(CONNECTION_MESSAGES.notFound);
    return presentConnection(current);
  }
  await notifyConnectionAccepted(ctx, accepted);
  return presentConnection(accepted);
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

/** Accepts a request that is still pending; undefined if it no longer is (or is gone). */
async function acceptPendingRow(q: Queryable, id: string): Promise<ConnectionRow | undefined> {
  const [row] = await q
    .update(connections)
    .set({ status: 'accepted', updatedAt: new Date() })
    .where(and(eq(connections.id, id), eq(connections.status, 'pending')))
    .returning();
  if (row) await publishConnectionChanged(q, row);
  return row;
}

function publishConnectionChanged(q: Queryable, row: ConnectionRow): Promise<void> {
  return publishEvents(q, [
    {
      userIds: [row.requesterId, row.recipientId],
      event: {
        kind: 'connection.changed',
        connection_id: row.id,
        requester_id: row.requesterId,
        recipient_id: row.recipientId,
        status: row.status === 'accepted' ? 'accepted' : 'pending',
      },
    },
  ]);
}

export function presentConnection(row: ConnectionRow): Connection {
  return {
    id: row.id,
    status: row.status === 'accepted' ? 'accepted' : 'pending',
    requester_id: row.requesterId,
    recipient_id: row.recipientId,
  };
}
