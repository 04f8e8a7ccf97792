// index.html's inline boot script (decision 048): served as built, allowed by the CSP
// through its SHA-256 and nothing wider, and the HTML stays the same static file for
// everyone (no token, no member's data, cacheable as before).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '#server/plugins/web-app.ts';
import { createTestApp, registerBroker, type TestApp } from '../helpers/test-app';

const bootScript = '(function(){window.__bcEarlyRefresh=null})();';
const sha256 = (text: string) =>
  `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
let t: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bc-web-boot-'));
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(
    path.join(webRoot, 'index.html'),
    `<!doctype html><html><head><meta charset="UTF-8" /><title>app shell</title>\n    <script>${bootScript}</script>\n    <script type="module" crossorigin src="/assets/index-abc.js"></script>\n  </head><body><div id="root"></div></body></html>`,
  );
  t = await createTestApp({}, { webRoot });
});

afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const scriptSrc = (csp: unknown) =>
  String(csp)
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src '));

describe('the inline boot script', () => {
  it('is in the HTML of every app page, and the CSP allows exactly it by its hash', async () => {
    for (const url of ['/dashboard', '/login', '/start']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<script>${bootScript}</script>`);
      expect(scriptSrc(res.headers['content-security-policy']), url).toBe(
        `script-src 'self' ${sha256(bootScript)}`,
      );
    }
  });

  it('is allowed by nothing wider: no unsafe-inline, no nonce, and other scripts do not match', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dashboard' });
    const csp = String(res.headers['content-security-policy']);
    expect(scriptSrc(csp)).not.toContain('unsafe');
    expect(csp).not.toContain('nonce-');
    expect(scriptSrc(csp)).not.toContain(sha256(`${bootScript} `));
  });

  it('is the same static HTML for a member with a refresh cookie as for anyone: no token, no data', async () => {
    const member = await registerBroker(t);
    const anonymous = await t.app.inject({ method: 'GET', url: '/dashboard' });
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { cookie: member.refreshCookie, authorization: `Bearer ${member.accessToken}` },
    });
    expect(signedIn.body).toBe(anonymous.body);
    expect(signedIn.body).not.toContain(member.accessToken);
    expect(signedIn.headers['set-cookie']).toBeUndefined();
    expect(signedIn.headers['cache-control']).toBe('no-cache');
  });
});

describe('inlineScriptHashes', () => {
  it('hashes the text of inline scripts only, once each', () => {
    const html = `<script>a()</script><script type="module" src="/x.js"></script><SCRIPT>b()</SCRIPT ><script>a()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha256('a()'), sha256('b()')]);
  });
});
