// Requesting and accepting connections. One row per pair of brokers, whichever side
// asked (unique index on least/greatest). Asking someone who has already asked you
// accepts their request instead of failing, even when both ask at the same instant.
// Each change publishes 'connection.changed' to both parties in its own transaction;
// the notifications follow once it has committed, and only from the call that made
// the change (twenty parallel accepts raise one 'connection_accepted').
import { and, eq } from 'drizzle-orm';
import { CONNECTION_MESSAGES, type Connection } from '#shared/schemas/connections.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Queryable } from '#server/db/open.ts';
import { connections, profiles } from '#server/db/schema.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '#server/lib/http-errors.ts';
import { notifyConnectionAccepted, notifyConnectionRequested } from '../notifications';
import { updateMatchesBetween } from '../requirements';
import { publishConnectionChanged } from './connection-events';
import { findPair, type ConnectionRow } from './pair';

type Outcome = { row: ConnectionRow; accepted: boolean };

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
  let result: Outcome;
  try {
    result = await ctx.db.transaction(async (tx) => {
      const existing = await findPair(tx, requesterId, recipientId);
      if (existing) return settleExisting(tx, existing, requesterId);
      const [row] = await tx
        .insert(connections)
        .values({ requesterId, recipientId })
        .onConflictDoNothing()
        .returning();
      if (row) {
        await publishConnectionChanged(tx, row);
        return { row, accepted: false };
      }
      // A request between the two committed while this one waited on the pair index
      // (the other broker asking at the same instant): a fresh read sees it.
      const raced = await findPair(tx, requesterId, recipientId);
      if (!raced) throw conflict(CONNECTION_MESSAGES.exists);
      return settleExisting(tx, raced, requesterId);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'connections_pair_key')) throw conflict(CONNECTION_MESSAGES.exists);
    throw error;
  }
  // Asking back is accepting: the broker who asked first hears it was accepted.
  if (result.accepted) {
    await notifyConnectionAccepted(ctx, result.row);
    await updateMatchesBetween(ctx, result.row.requesterId, result.row.recipientId);
  } else await notifyConnectionRequested(ctx, result.row);
  return presentConnection(result.row);
}

/** The pair already has a row: the other broker's pending request is accepted; else a conflict. */
async function settleExisting(tx: Queryable, existing: ConnectionRow, requesterId: string): Promise<Outcome> {
  if (existing.status === 'pending' && existing.requesterId !== requesterId) {
    const accepted = await acceptPendingRow(tx, existing.id);
    // Accepted by a parallel call a moment ago: already connected.
    if (!accepted) throw conflict(CONNECTION_MESSAGES.exists);
    return { row: accepted, accepted: true };
  }
  throw conflict(CONNECTION_MESSAGES.exists);
}

/**
 * Only the recipient accepts; to anyone else (the requester too) the request does not
 * exist. Accepting an accepted connection answers it unchanged (idempotent).
 */
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
  // Each now sees the other's Network Only items: their requirements and listings may match.
  await updateMatchesBetween(ctx, accepted.requesterId, accepted.recipientId);
  return presentConnection(accepted);
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

export function presentConnection(row: ConnectionRow): Connection {
  return {
    id: row.id,
    status: row.status === 'accepted' ? 'accepted' : 'pending',
    requester_id: row.requesterId,
    recipient_id: row.recipientId,
  };
}
