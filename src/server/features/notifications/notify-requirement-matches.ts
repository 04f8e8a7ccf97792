// 'requirement_match' (issue 19), to both owners of each newly matching pair, batched:
// while a broker has not read the last such notification about the same requirement (or,
// for a listing's owner, the same listing) and it is younger than the window, new matches
// are added to its count and it comes back to the top ('3 new listings match 3 BHK in
// Whitefield'), published as notification.updated; otherwise a new one is raised. A
// transaction-scoped advisory lock on (recipient, item) keeps two racing batches from
// raising two. Content carries titles and ids only, never a requirement's client note.
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { NotificationContent } from '#shared/schemas/notifications.ts';
import type { AppContext } from '#server/app-context.ts';
import { notifications, profiles } from '#server/db/schema.ts';
import { publishEvents } from '#server/lib/realtime/publish-events.ts';
import { loadPreferences } from './preferences';
import type { NotificationMail } from './notification-mail';
import { insertAndPublish, raiseSafely, sendInstantMails, type NotificationInput } from './notify-users';
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
  if (announcements.length === 0) return;
  // One batch for all of a save's announcements: a new listing fitting 60 requirements
  // costs a handful of statements, not 60 transactions (issue 19 bench).
  await raiseSafely(ctx, 'requirement_match', async () => {
    sendInstantMails(ctx, await raiseUnderLock(ctx, announcements));
  });
}

const itemOf = (a: MatchAnnouncement) => (a.role === 'listing_owner' ? a.propertyId : a.requirementId);
const keyOf = (a: MatchAnnouncement) => `requirement_match:${a.recipientId}:${itemOf(a)}`;

/**
 * Under the items' locks, in one transaction: adds each announcement's matches to a recent
 * unread notification about the same item, and raises a new one for the rest (deciding
 * and inserting under the same lock is what keeps two racing batches from raising two);
 * returns the instant e-mails to send after commit.
 */
async function raiseUnderLock(ctx: AppContext, announcements: readonly MatchAnnouncement[]): Promise<NotificationMail[]> {
  return ctx.db.transaction(async (tx) => {
    // Locks in key order, so two batches over the same items cannot deadlock.
    const keys = [...new Set(announcements.map(keyOf))].sort();
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(k)) from unnest(array[${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )}]::text[]) as k order by k`,
    );
    const pairs = announcements.map((a) => sql`(${a.recipientId}::uuid, ${itemOf(a)}::text)`);
    const recent = await tx
      .selectDistinctOn([notifications.userId, notifications.entityId], {
        id: notifications.id,
        userId: notifications.userId,
        entityId: notifications.entityId,
        content: notifications.content,
      })
      .from(notifications)
      .where(
        and(
          sql`(${notifications.userId}, ${notifications.entityId}) in (${sql.join(pairs, sql`, `)})`,
          eq(notifications.type, 'requirement_match'),
          isNull(notifications.readAt),
          gt(notifications.createdAt, sql`now() - ${`${MATCH_BATCH_WINDOW_MS} milliseconds`}::interval`),
        ),
      )
      .orderBy(notifications.userId, notifications.entityId, desc(notifications.createdAt));
    const recentOf = new Map(recent.map((r) => [`${r.userId}:${r.entityId}`, r]));

    const fresh: MatchAnnouncement[] = [];
    const updated: Array<typeof notifications.$inferSelect> = [];
    for (const a of announcements) {
      const found = recentOf.get(`${a.recipientId}:${itemOf(a)}`);
      if (!found) {
        fresh.push(a);
        continue;
      }
      const previous = (found.content as NotificationContent).match_count;
      const count = (typeof previous === 'number' ? previous : 1) + a.count;
      const [row] = await tx
        .update(notifications)
        .set({ content: contentOf(a, count), createdAt: sql`now()` })
        .where(eq(notifications.id, found.id))
        .returning();
      if (row) updated.push(row);
      else fresh.push(a);
    }
    const mails = await insertAndPublish(ctx, tx, fresh.map(freshNotification));
    if (updated.length === 0) return mails;

    const recipientIds = [...new Set(updated.map((r) => r.userId))];
    const [preference, readers] = await Promise.all([
      loadPreferences(tx, recipientIds, ['requirement_match']),
      tx.select({ id: profiles.id, role: profiles.role }).from(profiles).where(inArray(profiles.id, recipientIds)),
    ]);
    const shown = updated.filter((r) => preference(r.userId, 'requirement_match').inApp);
    const presented = await presentNotifications(
      tx,
      shown,
      new Map(readers.map((r) => [r.id, { isAdmin: r.role === 'admin' }])),
      ctx.log,
    );
    await publishEvents(
      tx,
      presented.map((notification) => ({
        userIds: [notification.user_id],
        event: { kind: 'notification.updated' as const, notification },
      })),
    );
    return mails;
  });
}

function freshNotification(a: MatchAnnouncement): NotificationInput {
  const forListing = a.role === 'listing_owner';
  return {
    userId: a.recipientId,
    type: 'requirement_match',
    content: contentOf(a, a.count),
    entityType: forListing ? 'properties' : undefined,
    entityId: itemOf(a),
    actionUrl: forListing ? `/property/${a.propertyId}` : `/requirement/${a.requirementId}`,
  };
}
