// 'requirement_match' (issue 19), to both owners of each newly matching pair, batched:
// while a broker has not read the last such notification about the same requirement (or,
// for a listing's owner, the same listing) and it is younger than the window, new matches
// are added to its count and it comes back to the top ('3 new listings match 3 BHK in
// Whitefield'), published as notification.updated; otherwise a new one is raised. A
// transaction-scoped advisory lock on (recipient, item) keeps two racing batches from
// raising two. Content carries titles and ids only, never a requirement's client note.
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { NotificationContent } from '#shared/schemas/notifications.ts';
import type { AppContext } from '#server/app-context.ts';
import { notifications, profiles } from '#server/db/schema.ts';
import { publishEvents } from '#server/lib/realtime/publish-events.ts';
import { loadPreferences } from './preferences';
import { notifyUser, raiseSafely } from './notify-users';
import { presentNotifications } from './present-notifications';

/** Matches within this window of an unread notification join it instead of raising another. */
export const MATCH_BATCH_WINDOW_MS = 15 * 60 * 1000;

export type MatchAnnouncement = {
  recipientId: string;
  /** requirement_owner: listings fit your requirement; listing_owner: your listing fits requirements. */
  role: 'requirement_owner' | 'listing_owner';
  requirementId: string;
  requirementTitle: string;
  propertyId: string;
  propertyTitle: string;
  /** How many new matches this announcement stands for. */
  count: number;
};

function contentOf(a: MatchAnnouncement, count: number): NotificationContent {
  return {
    role: a.role,
    requirement_id: a.requirementId,
    requirement_title: a.requirementTitle,
    property_id: a.propertyId,
    property_title: a.propertyTitle,
    match_count: count,
  };
}

export async function notifyRequirementMatches(ctx: AppContext, announcements: readonly MatchAnnouncement[]): Promise<void> {
  for (const a of announcements) {
    await raiseSafely(ctx, 'requirement_match', async () => {
      if (!(await addToRecent(ctx, a))) {
        const forListing = a.role === 'listing_owner';
        await notifyUser(ctx, {
          userId: a.recipientId,
          type: 'requirement_match',
          content: contentOf(a, a.count),
          entityType: forListing ? 'properties' : undefined,
          entityId: forListing ? a.propertyId : a.requirementId,
          actionUrl: forListing ? `/property/${a.propertyId}` : `/requirement/${a.requirementId}`,
        });
      }
    });
  }
}

/** Adds the matches to a recent unread notification about the same item; false if there is none. */
async function addToRecent(ctx: AppContext, a: MatchAnnouncement): Promise<boolean> {
  const itemId = a.role === 'listing_owner' ? a.propertyId : a.requirementId;
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`requirement_match:${a.recipientId}:${itemId}`}))`);
    const [recent] = await tx
      .select({ id: notifications.id, content: notifications.content })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, a.recipientId),
          eq(notifications.type, 'requirement_match'),
          eq(notifications.entityId, itemId),
          isNull(notifications.readAt),
          gt(notifications.createdAt, sql`now() - ${`${MATCH_BATCH_WINDOW_MS} milliseconds`}::interval`),
        ),
      )
      .orderBy(desc(notifications.createdAt))
      .limit(1);
    if (!recent) return false;
    const previous = (recent.content as NotificationContent).match_count;
    const count = (typeof previous === 'number' ? previous : 1) + a.count;
    const [row] = await tx
      .update(notifications)
      .set({ content: contentOf(a, count), createdAt: sql`now()` })
      .where(eq(notifications.id, recent.id))
      .returning();
    if (!row) return false;
    const [preference, [reader]] = await Promise.all([
      loadPreferences(tx, [a.recipientId], ['requirement_match']),
      tx.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, a.recipientId)),
    ]);
    if (!preference(a.recipientId, 'requirement_match').inApp) return true;
    const [presented] = await presentNotifications(
      tx,
      [row],
      new Map([[a.recipientId, { isAdmin: reader?.role === 'admin' }]]),
      ctx.log,
    );
    if (presented) {
      await publishEvents(tx, [{ userIds: [a.recipientId], event: { kind: 'notification.updated', notification: presented } }]);
    }
    return true;
  });
}
