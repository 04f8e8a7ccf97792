// The daily digest (issue 19): the types a broker set to 'Daily digest' come as one
// e-mail a day listing their notifications since the last digest (the last 24 hours for
// a first one; never more than a week back, for a broker who comes back to the digest
// after months).
//
// An hourly schedule runs `notification_digest.plan`; from DIGEST_HOUR_IST (08:00 India
// time) on, it takes every broker with a daily type and no digest row for today's IST
// date, and per broker, in one transaction: counts the notifications of those types in
// the window, inserts the notification_digests row (primary key user + day) and, when
// there is something to say, enqueues `notification_digest.send` for that window. The
// key makes the day's digest happen once per broker even when two instances (or two
// runs) plan at the same moment: the second insert finds the row and enqueues nothing.
// A day with nothing to say keeps its row (count 0, no mail), so the next window starts
// there and the broker is not looked at again that day. An instance that was down at
// 08:00 catches up in its next hourly run.
//
// The mail lists what the reader may still see (presentNotifications: names refreshed,
// titles of properties they lost sight of dropped). Notification content never holds a
// requirement's client_note, so neither does the digest.
import { and, count, desc, eq, gt, inArray, lte, notExists, sql } from 'drizzle-orm';
import { z } from 'zod';
import { describeNotification } from '#shared/format/notification-text.ts';
import { notificationTypeSchema, type NotificationType } from '#shared/schemas/notifications.ts';
import type { AppContext } from '#server/app-context.ts';
import { notificationDigests, notificationPreferences, notifications, profiles } from '#server/db/schema.ts';
import { enqueueJob } from '#server/lib/jobs/enqueue-job.ts';
import { defineJob } from '#server/lib/jobs/job-definition.ts';
import { escapeHtml } from '#server/lib/mail.ts';
import { digestDayAt } from './digest-day';
import { presentNotifications } from './present-notifications';

/** A digest lists at most this many notifications, newest first, and links to the rest. */
export const DIGEST_ITEMS_MAX = 30;

/** Digest rows are ISO timestamps with microseconds, so the window is exactly the rows counted. */
const isoMicros = (at: ReturnType<typeof sql>) =>
  sql<string>`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const sendPayload = z.strictObject({
  user_id: z.uuid(),
  day: z.iso.date(),
  since: z.string(),
  until: z.string(),
  types: z.array(notificationTypeSchema).min(1),
});
type SendPayload = z.infer<typeof sendPayload>;

export const sendNotificationDigestJob = defineJob<SendPayload, AppContext>({
  name: 'notification_digest.send',
  payload: sendPayload,
  // SMTP trouble is worth a few tries over the morning, not more.
  maxAttempts: 4,
  async run(payload, { ctx }) {
    await sendNotificationDigest(ctx, payload);
  },
});

export const planNotificationDigestsJob = defineJob<Record<string, never>, AppContext>({
  name: 'notification_digest.plan',
  payload: z.strictObject({}),
  maxAttempts: 3,
  async run(_payload, { ctx, signal }) {
    await planNotificationDigests(ctx, { at: new Date(), signal });
  },
});

/**
 * Plans the digests due at `at` (an IST date from 08:00 on); returns how many mails it
 * enqueued. Safe to run anywhere at any time: each broker's day is settled by its row.
 */
export async function planNotificationDigests(
  ctx: AppContext,
  { at, signal }: { at: Date; signal?: AbortSignal },
): Promise<number> {
  const day = digestDayAt(at);
  if (!day) return 0;
  const due = await ctx.db
    .selectDistinct({ userId: notificationPreferences.userId })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.email, true),
        eq(notificationPreferences.delivery, 'daily'),
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(notificationDigests)
            .where(and(eq(notificationDigests.userId, notificationPreferences.userId), eq(notificationDigests.day, day))),
        ),
      ),
    );
  let enqueued = 0;
  for (const { userId } of due) {
    signal?.throwIfAborted();
    try {
      if (await planDigest(ctx, userId, day)) enqueued += 1;
    } catch (error) {
      // One broker's trouble does not hold back the others'; the next hourly run retries.
      ctx.log.error({ err: error, userId }, 'notification digest could not be planned');
    }
  }
  return enqueued;
}

async function planDigest(ctx: AppContext, userId: string, day: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const typeRows = await tx
      .select({ type: notificationPreferences.type })
      .from(notificationPreferences)
      .where(
        and(
          eq(notificationPreferences.userId, userId),
          eq(notificationPreferences.email, true),
          eq(notificationPreferences.delivery, 'daily'),
        ),
      );
    const types = typeRows.map((r) => notificationTypeSchema.safeParse(r.type)).flatMap((r) => (r.success ? [r.data] : []));
    if (types.length === 0) return false;
    const [window] = await tx
      .select({
        since: isoMicros(sql`greatest(coalesce(max(${notificationDigests.sentAt}), now() - interval '24 hours'), now() - interval '7 days')`),
        until: isoMicros(sql`now()`),
      })
      .from(notificationDigests)
      .where(eq(notificationDigests.userId, userId));
    if (!window) return false;
    const [counted] = await tx
      .select({ n: count() })
      .from(notifications)
      .where(inWindow(userId, types, window));
    const notificationCount = counted?.n ?? 0;
    const inserted = await tx
      .insert(notificationDigests)
      .values({ userId, day, notificationCount, sentAt: sql`now()` })
      .onConflictDoNothing()
      .returning({ day: notificationDigests.day });
    if (inserted.length === 0 || notificationCount === 0) return false;
    await enqueueJob(tx, sendNotificationDigestJob, { user_id: userId, day, ...window, types });
    return true;
  });
}

function inWindow(userId: string, types: readonly NotificationType[], window: { since: string; until: string }) {
  return and(
    eq(notifications.userId, userId),
    inArray(notifications.type, [...types]),
    gt(notifications.createdAt, sql`${window.since}::timestamptz`),
    lte(notifications.createdAt, sql`${window.until}::timestamptz`),
  );
}

/** Builds and sends one broker's digest for its window; nothing when the account is gone. */
export async function sendNotificationDigest(ctx: AppContext, payload: SendPayload): Promise<void> {
  const [recipient] = await ctx.db
    .select({ email: profiles.email, role: profiles.role })
    .from(profiles)
    .where(eq(profiles.id, payload.user_id));
  if (!recipient) return;
  const where = inWindow(payload.user_id, payload.types, payload);
  const [rows, [total]] = await Promise.all([
    ctx.db.select().from(notifications).where(where).orderBy(desc(notifications.createdAt)).limit(DIGEST_ITEMS_MAX),
    ctx.db.select({ n: count() }).from(notifications).where(where),
  ]);
  // Deleted (or read and cleared) in the meantime: nothing to send.
  if (rows.length === 0) return;
  const presented = await presentNotifications(
    ctx.db,
    rows,
    new Map([[payload.user_id, { isAdmin: recipient.role === 'admin' }]]),
    ctx.log,
  );
  await ctx.mailer.send(buildDigestMail(ctx, recipient.email, presented, total?.n ?? rows.length));
}

type DigestItem = Parameters<typeof describeNotification>[0] & { action_url: string | null };

export function buildDigestMail(ctx: Pick<AppContext, 'config'>, to: string, items: readonly DigestItem[], total: number) {
  const base = ctx.config.publicUrl;
  const product = ctx.config.productName;
  const all = `${base}/notifications`;
  const settings = `${base}/notification-settings`;
  const lines = items.map((item) => {
    const { title, summary } = describeNotification(item);
    return { title, summary: summary.replace(/\s+/g, ' '), link: `${base}${item.action_url ?? '/notifications'}` };
  });
  const more = total - items.length;
  const heading = total === 1 ? '1 notification' : `${total} notifications`;
  const text =
    `Your ${product} daily digest: ${heading}.\n\n` +
    lines.map((l) => `- ${l.title}: ${l.summary}\n  ${l.link}\n`).join('\n') +
    (more > 0 ? `\nAnd ${more} more: ${all}\n` : '') +
    `\nOpen ${product}: ${all}\n\nYou choose which notifications come in this e-mail at ${settings}\n`;
  const html =
    `<p>Your ${escapeHtml(product)} daily digest: ${escapeHtml(heading)}.</p>` +
    `<ul>${lines
      .map(
        (l) =>
          `<li><strong>${escapeHtml(l.title)}</strong>: ${escapeHtml(l.summary)} ` +
          `<a href="${escapeHtml(l.link)}">Open</a></li>`,
      )
      .join('')}</ul>` +
    (more > 0 ? `<p><a href="${escapeHtml(all)}">And ${more} more</a></p>` : '') +
    `<p><a href="${escapeHtml(all)}">Open ${escapeHtml(product)}</a></p>` +
    `<p style="color:#64748b;font-size:12px">You choose which notifications come in this e-mail in ` +
    `<a href="${escapeHtml(settings)}">notification settings</a>.</p>`;
  return {
    kind: 'notification_digest',
    to,
    subject: `Your ${product} daily digest: ${heading}`,
    text,
    html,
    links: [all],
  };
}
