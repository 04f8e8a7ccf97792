// The one stylesheet of the public pages, inlined in <style> and allowed by its hash
// in a per-response CSP (no 'unsafe-inline', no script at all). Mobile first, system
// fonts; colours meet WCAG AA on their backgrounds (text #0f172a / #475569 on white,
// white on #1d4ed8 and #047857); every button and list link is at least 48 px tall.
import { createHash } from 'node:crypto';

export const PAGE_CSS = [
  '*,*::before,*::after{box-sizing:border-box}',
  'html{-webkit-text-size-adjust:100%}',
  "body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif;color:#0f172a;background:#f1f5f9}",
  'img{max-width:100%;display:block}',
  'a{color:#1d4ed8}',
  'a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}',
  '.top{background:#1d4ed8;color:#fff}',
  '.top .wrap{padding:2px 16px;font-weight:700}',
  '.top a{color:#fff;text-decoration:none;display:inline-flex;align-items:center;min-height:44px}',
  '.wrap{max-width:960px;margin:0 auto}',
  'main.wrap{padding:16px}',
  '.card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(15,23,42,.12);padding:16px;margin:0 0 16px}',
  '.hero{margin:-16px -16px 16px;border-radius:12px 12px 0 0;overflow:hidden;background:#e2e8f0}',
  '.hero img,.thumbs img{width:100%;height:auto;aspect-ratio:3/2;object-fit:cover}',
  'h1{font-size:1.5rem;line-height:1.25;margin:0 0 8px;overflow-wrap:anywhere}',
  'h2{font-size:1.125rem;margin:0 0 8px}',
  '.price{font-size:1.375rem;font-weight:700;color:#1e40af;margin:0 0 4px;overflow-wrap:anywhere}',
  '.muted{color:#475569;margin:0 0 8px}',
  'section{margin-top:20px}',
  '.card>:last-child,.broker .muted{margin-bottom:0}',
  '.narrow{max-width:480px;margin:0 auto}',
  '.facts{display:flex;flex-wrap:wrap;gap:8px;list-style:none;padding:0;margin:12px 0}',
  '.facts li{background:#eff6ff;color:#1e3a8a;border-radius:999px;padding:4px 12px;font-size:.9375rem}',
  '.text{white-space:pre-line;overflow-wrap:anywhere;margin:0}',
  '.thumbs{display:grid;grid-template-columns:repeat(2,1fr);gap:8px;list-style:none;padding:0;margin:0}',
  '.thumbs img{border-radius:8px}',
  '.broker{display:flex;gap:12px;align-items:center;margin:0 0 12px}',
  // A long RERA number (Karnataka's run to 37 characters) wraps inside the card.
  '.broker>div{min-width:0}.broker .muted{overflow-wrap:anywhere}',
  '.avatar{width:64px;height:64px;border-radius:50%;object-fit:cover;flex:none;background:#dbeafe;color:#1e3a8a;display:flex;align-items:center;justify-content:center;font-weight:700;font-size:1.5rem}',
  '.big .avatar{width:96px;height:96px;font-size:2rem}',
  '.name{font-weight:700;margin:0;overflow-wrap:anywhere}',
  '.btns{display:grid;gap:8px}',
  '.btn{display:flex;align-items:center;justify-content:center;min-height:48px;padding:10px 16px;border-radius:10px;font-weight:600;text-decoration:none;text-align:center;color:#fff;background:#1d4ed8}',
  '.btn.wa{background:#047857}',
  '.btn.alt{background:#fff;color:#1e40af;border:2px solid #1d4ed8}',
  '.tags{display:flex;flex-wrap:wrap;gap:6px;list-style:none;padding:0;margin:0}',
  '.tags li{border:1px solid #cbd5e1;border-radius:999px;padding:2px 10px;font-size:.875rem}',
  '.list{list-style:none;padding:0;margin:0}',
  '.list a{display:flex;gap:12px;align-items:center;min-height:64px;padding:8px 0;text-decoration:none;color:inherit;border-top:1px solid #e2e8f0}',
  '.list img{width:96px;height:72px;object-fit:cover;border-radius:6px;flex:none}',
  '.list b{display:block;color:#1d4ed8}',
  '.foot{padding:8px 16px 32px;text-align:center;color:#475569;font-size:.875rem}',
  // The project page (project-page.ts): the photo placeholder, facts, the price sheet.
  '.ph{margin:-16px -16px 16px;border-radius:12px 12px 0 0;aspect-ratio:3/2;display:flex;align-items:center;justify-content:center;background:linear-gradient(135deg,#eff6ff,#e2e8f0)}',
  '.kv{display:grid;grid-template-columns:minmax(0,2fr) minmax(0,3fr);gap:4px 12px;margin:12px 0}',
  '.kv dt{color:#475569}.kv dd{margin:0;overflow-wrap:anywhere}',
  '@media (min-width:768px){.kv{grid-template-columns:max-content minmax(0,1fr)}}',
  // Sideways scrolling only on a very narrow screen; the region is focusable (tabindex) for keyboards.
  '.scroll{overflow-x:auto}',
  '.sheet{width:100%;border-collapse:collapse;font-size:.9375rem}',
  '.sheet th,.sheet td{padding:8px 4px;border-top:1px solid #e2e8f0;text-align:right;white-space:nowrap}',
  '.sheet th:first-child{text-align:left;white-space:normal}.sheet thead th{border-top:0;color:#475569;font-weight:600;white-space:normal;vertical-align:bottom}',
  '.small{font-size:.875rem;margin-top:8px}',
  '@media (min-width:768px){h1{font-size:2rem}.layout{display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:16px;align-items:start}.thumbs{grid-template-columns:repeat(4,1fr)}}',
].join('');

/** The CSP source that allows exactly this stylesheet. */
export const PAGE_CSS_HASH = `'sha256-${createHash('sha256').update(PAGE_CSS, 'utf8').digest('base64')}'`;

/** Stricter than the app's policy: no script of any kind, only our own stylesheet. */
export const PAGE_CSP = [
  "default-src 'none'",
  `style-src ${PAGE_CSS_HASH}`,
  "img-src 'self' data: https:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
