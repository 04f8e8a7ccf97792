// The one way a notification is raised (decision 007). For each input it reads the
// recipient's preferences; rows whose in-app switch is on are inserted and published as
// 'notification.created' in the same transaction (so the event exists only if the row
// does); then the instant e-mails go out in the background for the types that have
// them, when the e-mail switch is on and set to 'Instantly', whether or not the in-app
// one is. A type set to 'Daily digest' waits for the digest job (send-digests-job.ts),
// which lists the day's rows.
//
// It runs after the action that caused it has committed, and never fails that action:
// whatever goes wrong here is logged.
import { inArray } from 'drizzle-orm';
import type { EntityType, NotificationContent, NotificationType } from '#shared/schemas/notifications.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Tx } from '#server/db/open.ts';
import { notifications, profiles } from '#server/db/schema.ts';
import { publishEvents } from '#server/lib/realtime/publish-events.ts';
import { sendNotificationMail, type NotificationMail } from './notification-mail';
import { claimOnce, type Once } from './notification-throttle';
import { loadPreferences, wantsInstantEmail } from './preferences';
import { presentNotifications } from './present-notifications';

export type NotificationInput = {
  userId: string;
  type: NotificationType;
  content: NotificationContent;
  entityType?: EntityType;
  entityId?: string;
  /** Where a click leads, a path of the web app (e-mails prefix the public URL). */
  actionUrl: string;
  /** At most one such notification (and its e-mail) per key and window. */
  once?: Once;
  /** At most one e-mail per key and window; the in-app notification always comes. */
  emailOnce?: Once;
};

export async function notifyUser(ctx: AppContext, input: NotificationInput): Promise<void> {
  return notifyUsers(ctx, [input]);
}

export async function notifyUsers(ctx: AppContext, inputs: readonly NotificationInput[]): Promise<void> {
  if (inputs.length === 0) return;
  try {
    const mails = await ctx.db.transaction((tx) => insertAndPublish(ctx, tx, inputs));
    sendInstantMails(ctx, mails);
  } catch (error) {
    ctx.log.error({ err: error, types: [...new Set(inputs.map((i) => i.type))] }, 'notifications could not be raised');
  }
}

/** The e-mails insertAndPublish returned, in the background, once its transaction committed. */
export function sendInstantMails(ctx: AppContext, mails: readonly NotificationMail[]): void {
  for (const mail of mails) {
    ctx.tasks.run(`${mail.input.type} e-mail`, () => sendNotificationMail(ctx, mail));
  }
}

/**
 * Inserts and publishes on the caller's transaction (for a notifier that decides and
 * inserts under one lock); returns the instant e-mails for sendInstantMails after commit.
 */
export async function insertAndPublish(ctx: AppContext, tx: Tx, inputs: readonly NotificationInput[]): Promise<NotificationMail[]> {
  if (inputs.length === 0) return [];
  const userIds = [...new Set(inputs.map((i) => i.userId))];
  const [recipients, preferenceOf] = await Promise.all([
    tx
      .select({ id: profiles.id, email: profiles.email, role: profiles.role })
      .from(profiles)
      .where(inArray(profiles.id, userIds)),
    loadPreferences(
      tx,
      userIds,
      inputs.map((i) => i.type),
    ),
  ]);
  // A recipient who left in the meantime gets nothing (and breaks nothing).
  const byId = new Map(recipients.map((r) => [r.id, r]));
  const present = inputs.filter((i) => byId.has(i.userId));
  const claimed = await claimOnce(tx, present.flatMap((i) => [i.once, i.emailOnce].filter((o) => o !== undefined)));
  const wanted = present.filter((i) => !i.once || claimed.has(i.once.key));

  const inApp = wanted.filter((i) => preferenceOf(i.userId, i.type).inApp);
  if (inApp.length > 0) {
    const rows = await tx
      .insert(notifications)
      .values(
        inApp.map((i) => ({
          userId: i.userId,
          type: i.type,
          content: i.content,
          entityType: i.entityType ?? null,
          entityId: i.entityId ?? null,
          actionUrl: i.actionUrl,
        })),
      )
      .returning();
    const readers = new Map(recipients.map((r) => [r.id, { isAdmin: r.role === 'admin' }]));
    const presented = await presentNotifications(tx, rows, readers, ctx.log);
    await publishEvents(
      tx,
      presented.map((notification) => ({
        userIds: [notification.user_id],
        event: { kind: 'notification.created', notification },
      })),
    );
  }

  return wanted.flatMap((input) => {
    const to = byId.get(input.userId)?.email;
    const throttled = input.emailOnce && !claimed.has(input.emailOnce.key);
    return to && !throttled && wantsInstantEmail(input.type, preferenceOf(input.userId, input.type))
      ? [{ input, to }]
      : [];
  });
}

/** Runs a notifier (which may read names first) so that no failure reaches the caller. */
export async function raiseSafely(ctx: AppContext, what: string, notifier: () => Promise<void>): Promise<void> {
  try {
    await notifier();
  } catch (error) {
    ctx.log.error({ err: error }, `notification could not be raised: ${what}`);
  }
}
