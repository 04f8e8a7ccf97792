// The client's signing link: an unguessable token (32 random bytes) kept only as its
// SHA-256, single-purpose (it signs or declines this agreement as this signer, nothing
// else), dead after signing, declining, cancelling or AGREEMENT_LINK_DAYS.
import { whatsAppMessageUrl } from '#shared/phone.ts';
import type { AppContext } from '#server/app-context.ts';
import { escapeHtml } from '#server/lib/mail.ts';
import { createOpaqueToken, hashToken } from '#server/lib/secure-random.ts';

export function createSigningToken(): { token: string; tokenHash: string } {
  const token = createOpaqueToken(32);
  return { token, tokenHash: hashToken(token) };
}

export const signUrlOf = (ctx: AppContext, token: string) => `${ctx.config.publicUrl}/sign/${token}`;

export type LinkMessage = { clientName: string; brokerName: string; title: string; url: string };

const messageText = (m: LinkMessage) =>
  `Namaste ${m.clientName}, ${m.brokerName} has sent you an agreement to read and sign on BrokerCircle: ${m.title}. ` +
  `Open it here (the link works for 14 days): ${m.url}`;

export function whatsAppLinkOf(phone: string | null, m: LinkMessage): string {
  return whatsAppMessageUrl(phone, messageText(m));
}

/** Mails the link; a failure is logged by the mailer and never fails the send. */
export function mailSigningLink(ctx: AppContext, to: string, m: LinkMessage): void {
  ctx.tasks.run('agreement link e-mail', () =>
    ctx.mailer.send({
      kind: 'agreement_link',
      to,
      subject: `Please sign: ${m.title}`,
      text: `${messageText(m)}\n\nYou will get a one-time code to sign. If you did not expect this, ignore this e-mail.`,
      html:
        `<p>Namaste ${escapeHtml(m.clientName)},</p>` +
        `<p>${escapeHtml(m.brokerName)} has sent you an agreement to read and sign: <strong>${escapeHtml(m.title)}</strong>.</p>` +
        `<p><a href="${escapeHtml(m.url)}">Open the agreement</a> (the link works for 14 days). You will get a one-time code to sign.</p>` +
        `<p>If you did not expect this, ignore this e-mail.</p>`,
      // Not logged without SMTP: the broker has the link already (the send's answer), and a
      // log must never hold a credential.
      links: [],
    }),
  );
}
