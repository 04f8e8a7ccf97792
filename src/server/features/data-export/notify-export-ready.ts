// A finished export is announced in the app (a notification on the bell, published like
// every other) and by e-mail through the mail layer. Both link to the profile page,
// where only the signed-in owner can download it: the mail carries no download link,
// because a forwarded mail must not hand the data to someone else.
import { DATA_EXPORT_READY_TYPE } from '#shared/schemas/account.ts';
import type { AppContext } from '#server/app-context.ts';
import { escapeHtml } from '#server/lib/mail.ts';
import { notifications, profiles } from '#server/db/schema.ts';
import { publishEvents } from '#server/lib/realtime/publish-events.ts';
import { presentNotifications } from '../notifications';
import { eq } from 'drizzle-orm';

export const EXPORT_SECTION_PATH = '/profile#download-my-data';

export async function notifyExportReady(ctx: AppContext, userId: string, expiresAt: Date): Promise<void> {
  const recipient = await ctx.db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ email: profiles.email, name: profiles.fullName, role: profiles.role })
      .from(profiles)
      .where(eq(profiles.id, userId));
    if (!profile) return undefined;
    const rows = await tx
      .insert(notifications)
      .values({ userId, type: DATA_EXPORT_READY_TYPE, content: {}, actionUrl: EXPORT_SECTION_PATH })
      .returning();
    const presented = await presentNotifications(tx, rows, new Map([[userId, { isAdmin: profile.role === 'admin' }]]), ctx.log);
    await publishEvents(
      tx,
      presented.map((notification) => ({ userIds: [userId], event: { kind: 'notification.created' as const, notification } })),
    );
    return profile;
  });
  if (!recipient) return;
  const link = `${ctx.config.publicUrl}${EXPORT_SECTION_PATH}`;
  const product = ctx.config.productName;
  const until = expiresAt.toUTCString();
  await ctx.mailer
    .send({
      kind: 'data_export_ready',
      to: recipient.email,
      subject: `Your ${product} data is ready to download`,
      text: [
        `Hi ${recipient.name},`,
        '',
        `The copy of your ${product} data that you asked for is ready.`,
        `Sign in and download it from your profile until ${until}:`,
        link,
        '',
        'If you did not ask for it, change your password.',
      ].join('\n'),
      html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">
<p>Hi ${escapeHtml(recipient.name)},</p>
<p>The copy of your ${escapeHtml(product)} data that you asked for is ready. Sign in and download it from your profile until ${escapeHtml(until)}.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">Open my profile</a></p>
<p style="font-size:13px;color:#475569">If you did not ask for it, change your password.</p>
</body></html>`,
      links: [link],
    })
    .catch((error: unknown) => ctx.log.warn({ err: error }, 'data export: the ready mail could not be sent'));
}
