// The public visit slip (/visit-slip/:code): a tiny server-rendered page the client shows
// at the site. No JavaScript, no-store, noindex, no Referer. It names the project, the
// time, the broker (name and phone) and the client by first name only: the client's phone
// never appears. The QR code (inline SVG) is the page's own address, for the marketer to scan.
import QRCode from 'qrcode';
import { formatVisitCode } from '#shared/schemas/project-visits.ts';
import { escapeHtml as e } from '#server/lib/mail.ts';

export const SLIP_PAGE_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const STYLE = `body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#0f172a;background:#f8fafc}
main{max-width:420px;margin:0 auto;padding:16px}header{padding:10px 16px;background:#1d4ed8;color:#fff;font-weight:700}
h1{font-size:1.3rem;margin:8px 0}.code{font:700 2rem/1.2 ui-monospace,monospace;letter-spacing:.08em;text-align:center;background:#fff;border:2px solid #1d4ed8;border-radius:12px;padding:12px;margin:16px 0}
.qr{max-width:220px;margin:0 auto}.qr svg{width:100%;height:auto}dl{margin:0}dt{color:#475569;font-size:.9rem}dd{margin:0 0 8px;font-weight:600}.done{background:#f0fdf4;border:1px solid #86efac;border-radius:8px;padding:8px}`;

export type SlipView = {
  projectName: string;
  projectPlace: string;
  scheduledAt: Date;
  done: boolean;
  brokerName: string;
  brokerPhone: string | null;
  clientFirstName: string;
  code: string;
  url: string;
};

export const clientFirstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

const when = (at: Date) =>
  at.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'full', timeStyle: 'short' });

function layout(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex,nofollow"><meta name="referrer" content="no-referrer"><title>${e(title)} · BrokerCircle</title><style>${STYLE}</style></head><body><header>BrokerCircle</header><main>${body}</main></body></html>`;
}

export async function renderSlipPage(v: SlipView): Promise<string> {
  const qr = await QRCode.toString(v.url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  const phone = v.brokerPhone
    ? `<dd><a href="tel:${e(v.brokerPhone.replace(/[^+\d]/g, ''))}">${e(v.brokerPhone)}</a></dd>`
    : '<dd>Not given</dd>';
  return layout(
    `Site visit: ${v.projectName}`,
    `<h1>Site visit: ${e(v.projectName)}</h1>${v.projectPlace ? `<p>${e(v.projectPlace)}</p>` : ''}
${v.done ? '<p class="done" role="status">Checked in: this visit is done.</p>' : ''}
<dl><dt>Visitor</dt><dd>${e(v.clientFirstName)}</dd><dt>When</dt><dd>${e(when(v.scheduledAt))} (India time)</dd>
<dt>Your broker</dt><dd>${e(v.brokerName)}</dd><dt>Broker's phone</dt>${phone}</dl>
<p>Show this code at the site:</p><p class="code" aria-label="Visit code">${e(formatVisitCode(v.code))}</p>
<div class="qr" role="img" aria-label="QR code of this slip">${qr}</div>`,
  );
}

export function renderMissingSlip(message: string): string {
  return layout('Visit slip', `<h1>Visit slip</h1><p>${e(message)}</p>`);
}
