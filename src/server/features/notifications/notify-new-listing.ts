// 'new_listing' (spec section 3): a listing anyone besides its owner may see goes to
// the owner's accepted connections, who can all see it (Network Only, All or Public).
// A Private listing raises nothing. Whoever created it (an admin may, for a broker) is
// never told about their own action.
import { eq, or, and } from 'drizzle-orm';
import type { AppContext } from '#server/app-context.ts';
import { connections } from '#server/db/schema.ts';
import { notifyUsers, raiseSafely } from './notify-users';

type NewListing = { id: string; userId: string; title: string; area: string | null; visibility: string };

export function notifyNewListing(ctx: AppContext, property: NewListing, ownerName: string, actorId: string): Promise<void> {
  if (property.visibility === 'Private') return Promise.resolve();
  return raiseSafely(ctx, 'new_listing', async () => {
    const ownerId = property.userId;
    const rows = await ctx.db
      .select({ requesterId: connections.requesterId, recipientId: connections.recipientId })
      .from(connections)
      .where(
        and(
          eq(connections.status, 'accepted'),
          or(eq(connections.requesterId, ownerId), eq(connections.recipientId, ownerId)),
        ),
      );
    const recipients = rows
      .map((r) => (r.requesterId === ownerId ? r.recipientId : r.requesterId))
      .filter((id) => id !== actorId);
    await notifyUsers(
      ctx,
      recipients.map((userId) => ({
        userId,
        type: 'new_listing',
        content: {
          creator_name: ownerName,
          user_id: ownerId,
          property_id: property.id,
          property_title: property.title,
          ...(property.area ? { area: property.area } : {}),
        },
        entityType: 'properties',
        entityId: property.id,
        actionUrl: `/property/${property.id}`,
      })),
    );
  });
}
