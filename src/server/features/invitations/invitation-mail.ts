// The invitation e-mail (spec section 2 "Invite Associates"): who invites, their own
// message, the code and a button to the start page that takes the code. Plain text and
// HTML carry the same content; every value in the HTML is escaped.
import { escapeHtml } from '#server/lib/mail.ts';

export type InvitationMailInput = {
  productName: string;
  inviterName: string;
  inviterEmail: string;
  inviteeName: string | null;
  message: string;
  code: string;
  inviteUrl: string;
};

/** The start page with the code filled in: {publicUrl}/start?code=CODE. */
export function inviteUrlFor(publicUrl: string, code: string): string {
  return `${publicUrl}/start?code=${encodeURIComponent(code)}`;
}

export function renderInvitationMail(p: InvitationMailInput) {
  const greeting = `Hi ${p.inviteeName ?? 'there'},`;
  const subject = `${p.inviterName} invited you to join ${p.productName}`;
  const intro = `${p.inviterName} (${p.inviterEmail}) has invited you to join ${p.productName}, the members-only network for real-estate brokers.`;
  const text = [
    greeting,
    '',
    intro,
    '',
    `Their message:`,
    p.message,
    '',
    `Your invite code: ${p.code}`,
    '',
    'Join here:',
    p.inviteUrl,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<blockquote style="margin:16px 0;padding:8px 16px;border-left:4px solid #cbd5e1;color:#334155;white-space:pre-line">${escapeHtml(p.message)}</blockquote>
<p>Your invite code: <strong style="font-size:18px;letter-spacing:2px">${escapeHtml(p.code)}</strong></p>
<p><a href="${escapeHtml(p.inviteUrl)}" style="display:inline-block;padding:10px 16px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">Accept invitation</a></p>
<p style="font-size:13px;color:#475569">Or paste this address into your browser: ${escapeHtml(p.inviteUrl)}</p>
</body></html>`;
  return { subject, text, html };
}
