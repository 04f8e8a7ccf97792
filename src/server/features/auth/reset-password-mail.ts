import { escapeHtml } from '#server/lib/mail.ts';

export function renderResetPasswordMail(p: { productName: string; name: string; link: string }) {
  const subject = `Reset your ${p.productName} password`;
  const text = [
    `Hi ${p.name},`,
    '',
    `Someone asked to reset the password of your ${p.productName} account.`,
    'Open this link within an hour to choose a new password:',
    p.link,
    '',
    'If it was not you, ignore this mail; your password stays as it is.',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">
<p>Hi ${escapeHtml(p.name)},</p>
<p>Someone asked to reset the password of your ${escapeHtml(p.productName)} account.
Open this link within an hour to choose a new password:</p>
<p><a href="${escapeHtml(p.link)}" style="display:inline-block;padding:10px 16px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">Reset password</a></p>
<p style="font-size:13px;color:#475569">Or paste this address into your browser: ${escapeHtml(p.link)}</p>
<p style="font-size:13px;color:#475569">If it was not you, ignore this mail; your password stays as it is.</p>
</body></html>`;
  return { subject, text, html };
}
