// Removing a connection (spec section 4): either party, pending or accepted, deletes
// it permanently (there is no declined state). To anyone else it does not exist. Both
// parties hear 'connection.changed' with status 'removed' from the same transaction.
// Messages stay: the history remains readable to its two participants. What each may
// see of the other's Network Only items changed, so their matches are recomputed.
import { and, eq, or } from 'drizzle-orm';
import { CONNECTION_MESSAGES } from '#shared/schemas/connections.ts';
import type { AppContext } from '#server/app-context.ts';
import { connections } from '#server/db/schema.ts';
import { notFound } from '#server/lib/http-errors.ts';
import { updateMatchesBetween } from '../requirements';
import { publishConnectionChanged } from './connection-events';

export async function removeConnection(
  ctx: AppContext,
  userId: string,
  connectionId: string,
): Promise<void> {
  const removed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(connections)
      .where(
        and(
          eq(connections.id, connectionId),
          or(eq(connections.requesterId, userId), eq(connections.recipientId, userId)),
        ),
      )
      .returning();
    if (!row) throw notFound(CONNECTION_MESSAGES.notFound);
    await publishConnectionChanged(tx, row, 'removed');
    return row;
  });
  await updateMatchesBetween(ctx, removed.requesterId, removed.recipientId);
}
