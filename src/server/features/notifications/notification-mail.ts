// The instant e-mail for a notification (connection requests and messages): the same
// words as the bell (describeNotification), a link to where the notification leads,
// and a pointer to the settings page that switches these mails off.
import { describeNotification } from '#shared/format/notification-text.ts';
import type { AppContext } from '#server/app-context.ts';
import { escapeHtml } from '#server/lib/mail.ts';
import type { NotificationInput } from './notify-users';

export type NotificationMail = { input: NotificationInput; to: string };

export async function sendNotificationMail(ctx: AppContext, { input, to }: NotificationMail): Promise<void> {
  const { title, summary } = describeNotification({ type: input.type, content: input.content });
  const link = `${ctx.config.publicUrl}${input.actionUrl}`;
  const settings = `${ctx.config.publicUrl}/notification-settings`;
  const product = ctx.config.productName;
  await ctx.mailer.send({
    kind: 'notification',
    to,
    // One line, whatever a message preview holds.
    subject: `${title}: ${summary}`.replace(/\s+/g, ' ').slice(0, 200),
    text: `${summary}\n\nOpen ${product}: ${link}\n\nYou can turn these e-mails off at ${settings}\n`,
    html:
      `<p>${escapeHtml(summary)}</p>` +
      `<p><a href="${escapeHtml(link)}">Open ${escapeHtml(product)}</a></p>` +
      `<p style="color:#64748b;font-size:12px">You can turn these e-mails off in ` +
      `<a href="${escapeHtml(settings)}">notification settings</a>.</p>`,
    links: [link],
  });
}
