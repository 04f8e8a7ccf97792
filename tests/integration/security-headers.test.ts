// Security headers on every kind of response (issue 10): the web app's HTML and assets,
// uploaded images under /media, member JSON, public pages, and the errors (404, 429,
// 500); HSTS only in production. http-basics.test.ts covers the /api basics.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost } from '../helpers/feed';
import { jpegImage } from '../helpers/images';
import { inlineScriptHashes } from '#server/plugins/web-app.ts';
import { expectSecurityHeaders as expectHeaders, HSTS } from '../helpers/security-headers';
import {
  bearer,
  createTestApp,
  registerBroker,
  type SignedIn,
  type TestApp,
} from '../helpers/test-app';
import { errorOf } from '../helpers/test-utils';

// A stand-in for the built web app (dist/web): what matters is how it is served.
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bc-web-'));
fs.mkdirSync(path.join(webRoot, 'assets'));
// With an inline boot script like the real one (decision 048): the CSP allows it by its hash.
const indexHtml =
  '<!doctype html><html><head><meta charset="UTF-8" /><script>window.__bcEarlyRefresh=null;</script><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
const bootScriptHashes = inlineScriptHashes(indexHtml);
fs.writeFileSync(path.join(webRoot, 'index.html'), indexHtml);
fs.writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log("app");');
fs.writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));

/** The security headers, where the only inline script allowed is index.html's boot script. */
const expectSecurityHeaders = (res: Parameters<typeof expectHeaders>[0], what: string) =>
  expectHeaders(res, what, bootScriptHashes);

describe('a development/test app (no HSTS)', () => {
  let t: TestApp;
  let broker: SignedIn;
  let imageUrl: string;
  beforeAll(async () => {
    t = await createTestApp({}, { webRoot });
    broker = await registerBroker(t);
    const post = await createPost(t, broker, 'A post with a photo', await jpegImage(320, 240));
    imageUrl = post.image_url ?? '';
    expect(imageUrl).toMatch(/^\/media\/.+\.webp$/);
  });
  afterAll(async () => t.close());

  it('the SPA shell (index.html) for app routes and unknown paths', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/login', 200],
      ['/no/such/page/here', 404],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
      expectSecurityHeaders(res, `GET ${url}`);
      expect(String(res.headers['content-security-policy']), url).toContain(bootScriptHashes[0]);
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('static files: hashed assets cached for a year, others for an hour, both with the headers', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(asset, 'asset');

    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    expectSecurityHeaders(icon, 'favicon');
  });

  it('an uploaded image: WebP only, nosniff, immutable cache, and the CSP', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await t.app.inject({ method, url: imageUrl });
      expect(res.statusCode, method).toBe(200);
      expect(res.headers['content-type'], method).toBe('image/webp');
      expect(res.headers['cache-control'], method).toBe('public, max-age=31536000, immutable');
      expectSecurityHeaders(res, `${method} upload`);
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: '/media/social_post_images/00000000000000000000000000000000/image.webp',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    expectSecurityHeaders(missing, 'missing upload');
  });

  it('authenticated JSON is never stored by a cache', async () => {
    for (const url of [
      '/api/auth/user',
      '/api/profiles/me',
      '/api/feed',
      '/api/notifications',
      '/api/properties/mine',
      '/api/properties/network',
      '/api/connections',
      '/api/messages/conversations',
      '/api/invitations/sent',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(broker.accessToken) });
      expect(res.statusCode, url).toBeLessThan(300);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expectSecurityHeaders(res, url);
    }
  });

  it('JSON errors: 401, 404, 413 all carry the headers', async () => {
    const cases = [
      await t.app.inject({ method: 'GET', url: '/api/feed' }),
      await t.app.inject({ method: 'GET', url: '/api/nope' }),
      await t.app.inject({ method: 'POST', url: '/no/such/page' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/token',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":"a@example.com","password":"' + 'x'.repeat(1024 * 1024) + '"}',
      }),
    ];
    expect(cases.map((r) => r.statusCode)).toEqual([401, 404, 404, 413]);
    for (const res of cases) {
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expectSecurityHeaders(res, `${res.statusCode}`);
    }
  });

  it('a public page that is not found (server-rendered HTML) is not framable either', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/in/nobody-by-this-name' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expectSecurityHeaders(res, 'public not-found page');
  });
});

describe('a rate-limited refusal (429)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_DISABLED: 'false' });
  });
  afterAll(async () => t.close());

  it('carries Retry-After, no-store and the security headers', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/recover',
        payload: { email: 'x@example.com' },
      });
    for (let i = 0; i < 5; i++) expect((await attempt()).statusCode).toBe(200);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(refused, '429');
  });
});

describe('a production app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production' }, { webRoot });
  });
  afterAll(async () => t.close());

  it('adds HSTS to HTML, JSON, static files and errors', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/assets/index-abc123.js', 200],
      ['/api/health', 200],
      ['/api/profiles/me', 401],
      ['/api/nope', 404],
      ['/no/such/page/here', 404],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['strict-transport-security'], url).toBe(HSTS);
      expectSecurityHeaders(res, url);
    }
  });
});

describe('a 500', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production' });
    await t.database.close();
  });
  afterAll(async () => t.close());

  it('is generic JSON with the headers, HSTS included', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: 'someone@example.com', password: 'whatever it is' },
    });
    expect(res.statusCode).toBe(500);
    expect(errorOf(res)).toEqual({
      error: 'internal_error',
      message: 'Something went wrong. Please try again.',
    });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['strict-transport-security']).toBe(HSTS);
    expectSecurityHeaders(res, '500');
  });
});
