// The client's signing page (/sign/:token): server-rendered HTML that reads well on a
// cheap phone over patchy 4G: the whole document, then plain forms (no JavaScript) to get
// a one-time code, sign or decline; one small script adds a pad to draw a signature (the
// form signs without it). Every answer is no-store, noindex and sends no
// Referer, so the link's token stays out of caches, search engines and other sites' logs.
import type { AgreementDocument } from '#shared/agreements/agreement-document.ts';
import { AGREEMENT_MESSAGES, SIGNING_CODE_LENGTH, type AgreementLanguage } from '#shared/schemas/agreements.ts';
import { escapeHtml as e } from '#server/lib/mail.ts';
import { SIGNATURE_PAD_PATH } from './signature-pad-script';

export const SIGNING_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a;background:#f8fafc}
main{max-width:720px;margin:0 auto;padding:16px}header{padding:12px 16px;background:#1d4ed8;color:#fff;font-weight:700}
h1{font-size:1.35rem;line-height:1.3;margin:8px 0 4px}h2{font-size:1.05rem;margin:20px 0 6px}p{margin:0 0 10px}
.ref{color:#475569;font-size:.9rem}.card{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:16px;margin:16px 0}
.note{background:#fffbeb;border-color:#fcd34d}.ok{background:#f0fdf4;border-color:#86efac}.err{background:#fef2f2;border-color:#fca5a5;color:#991b1b}
label{display:block;font-weight:600;margin:12px 0 4px}input[type=text],textarea{width:100%;font:inherit;padding:10px 12px;border:1px solid #94a3b8;border-radius:8px;background:#fff}
button{font:inherit;font-weight:600;border:0;border-radius:8px;padding:12px 16px;margin:12px 8px 0 0;min-height:44px;cursor:pointer}
.primary{background:#1d4ed8;color:#fff}.secondary{background:#e2e8f0;color:#0f172a}.danger{background:#fff;color:#b91c1c;border:1px solid #fca5a5}
.check{display:flex;gap:8px;align-items:flex-start;font-weight:400}.check input{margin-top:5px;width:20px;height:20px}
details summary{cursor:pointer;color:#b91c1c;font-weight:600;margin-top:8px}small{color:#475569}
`;

export type SigningView =
  | { kind: 'dead'; message: string }
  | {
      kind: 'open';
      document: AgreementDocument;
      /** The document's language (the page's own words stay English until the app speaks Hindi). */
      language: AgreementLanguage;
      brokerName: string;
      signerName: string;
      /** Masked addresses a code can go to. */
      emailTo: string | null;
      smsTo: string | null;
      /** A code is out and still valid: show the signing form. */
      codeSentTo: string | null;
      notice?: { tone: 'ok' | 'err'; text: string };
      /** What the client typed, given back after a refusal. */
      typedName?: string;
    }
  | { kind: 'done'; title: string; message: string; detail: string };

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><title>${e(title)} · BrokerCircle</title><style>${STYLE}</style>
<script src="${SIGNATURE_PAD_PATH}" defer></script></head>
<body><header>BrokerCircle</header><main>${body}</main></body></html>`;
}

function documentHtml(doc: AgreementDocument, language: AgreementLanguage): string {
  const sections = doc.sections
    .map((s) => `<h2>${e(s.heading)}</h2>${s.paragraphs.map((p) => `<p>${e(p)}</p>`).join('')}`)
    .join('');
  return `<article aria-label="Agreement" lang="${language === 'hi' ? 'hi-IN' : 'en-IN'}"><h1>${e(doc.title)}</h1><p class="ref">${e(doc.reference)}</p>
<div class="card note" role="note">${e(doc.note)}</div>${sections}</article>`;
}

function actionsHtml(v: Extract<SigningView, { kind: 'open' }>, action: (step: string) => string): string {
  const notice = v.notice ? `<div class="card ${v.notice.tone}" role="${v.notice.tone === 'err' ? 'alert' : 'status'}">${e(v.notice.text)}</div>` : '';
  const codeButtons = [
    v.emailTo ? `<button class="${v.codeSentTo ? 'secondary' : 'primary'}" name="channel" value="email">Send a code by e-mail to ${e(v.emailTo)}</button>` : '',
    v.smsTo ? `<button class="secondary" name="channel" value="sms">Send a code by SMS to ${e(v.smsTo)}</button>` : '',
  ].join('');
  const sign = v.codeSentTo
    ? `<form method="post" action="${action('sign')}" class="card" aria-label="Sign">
<h2>Sign</h2><p>We sent a ${SIGNING_CODE_LENGTH}-digit code to ${e(v.codeSentTo)}. It works for 10 minutes.</p>
<label for="full_name">Your full name, as on the agreement (${e(v.signerName)})</label>
<input type="text" id="full_name" name="full_name" autocomplete="name" required maxlength="100" value="${e(v.typedName ?? '')}">
<label for="code">The ${SIGNING_CODE_LENGTH}-digit code</label>
<input type="text" id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{${SIGNING_CODE_LENGTH}}" maxlength="${SIGNING_CODE_LENGTH}" required>
<div id="signature-pad" hidden><p style="margin:12px 0 4px"><strong>Draw your signature</strong> (optional)</p>
<canvas id="signature-canvas" width="600" height="180" role="img" aria-label="Signature pad: draw your signature with a finger" style="width:100%;height:120px;border:1px dashed #94a3b8;border-radius:8px;background:#fff;touch-action:none"></canvas>
<button type="button" class="secondary">Clear the drawing</button></div>
<input type="hidden" id="drawn_signature" name="drawn_signature" value="">
<label class="check"><input type="checkbox" name="agree" value="yes" required> I have read this agreement and I sign it electronically.</label>
<button class="primary" type="submit">Sign the agreement</button></form>`
    : '';
  return `${notice}${sign}<form method="post" action="${action('code')}" class="card" aria-label="Get a signing code">
<h2>${v.codeSentTo ? 'Need a new code?' : 'Sign with a one-time code'}</h2><p>${e(v.brokerName)} has signed. To sign as ${e(v.signerName)}, get a one-time code.</p>${codeButtons}</form>
<details class="card"><summary>Decline this agreement</summary><form method="post" action="${action('decline')}">
<label for="reason">Reason (optional; your broker sees it)</label><textarea id="reason" name="reason" rows="3" maxlength="500"></textarea>
<button class="danger" type="submit">Decline</button></form></details>`;
}

export function renderSigningPage(v: SigningView, token: string): string {
  if (v.kind === 'dead') {
    return layout('Link not valid', `<div class="card err" role="alert"><h1>${e(v.message)}</h1><p>Ask your broker to send you a new link.</p></div>`);
  }
  if (v.kind === 'done') {
    return layout(v.title, `<div class="card ok" role="status"><h1>${e(v.message)}</h1><p>${e(v.detail)}</p></div>`);
  }
  const action = (step: string) => `/sign/${encodeURIComponent(token)}/${step}`;
  return layout(v.document.title, `${documentHtml(v.document, v.language)}${actionsHtml(v, action)}`);
}

export const DEAD_LINK_VIEW: SigningView = { kind: 'dead', message: AGREEMENT_MESSAGES.linkDead };
