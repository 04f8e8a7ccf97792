// How the web app and the public pages travel (decision 014): hashed assets as their
// brotli or gzip twin when the browser takes it, index.html with the route's page code
// preloaded, and the server-rendered public pages compressed without losing their
// ETag and 304.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, placeOf } from '../helpers/properties';
import { createTestApp, registerBroker, type TestApp } from '../helpers/test-app';

const js = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
let t: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bc-web-delivery-'));
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>app shell</title>\n  </head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(webRoot, 'assets', 'app-abc.js'), js);
  fs.writeFileSync(path.join(webRoot, 'assets', 'app-abc.js.br'), zlib.brotliCompressSync(js));
  fs.writeFileSync(path.join(webRoot, 'assets', 'app-abc.js.gz'), zlib.gzipSync(js));
  fs.writeFileSync(
    path.join(webRoot, 'route-preloads.json'),
    JSON.stringify([
      { page: 'login', js: ['/assets/login-1.js', '/assets/form-2.js'], css: [] },
      { page: 'start', js: ['/assets/start-3.js'], css: [] },
      { page: 'flyer-editor', js: ['/assets/flyer-editor-4.js', '"><script>bad</script>'], css: [] },
      { page: 'property-form', js: ['/assets/property-form-5.js'], css: ['/assets/property-form-6.css'] },
    ]),
  );
  t = await createTestApp({}, { webRoot });
});

afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('hashed assets', () => {
  it('go as brotli, else gzip, else as they are, with a year of caching and Vary', async () => {
    const br = await get('/assets/app-abc.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(js);

    const gzip = await get('/assets/app-abc.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(js);

    const plain = await get('/assets/app-abc.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
  });

  it('do not serve the compressed twins or the preload table under their own names', async () => {
    for (const url of ['/assets/app-abc.js.br', '/assets/app-abc.js.gz', '/route-preloads.json']) {
      const res = await get(url);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain('app shell');
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('index.html', () => {
  it("preloads the route's page code, never cached; / preloads /start's", async () => {
    const login = await get('/login');
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-cache');
    expect(login.body).toContain('<link rel="modulepreload" crossorigin href="/assets/login-1.js">');
    expect(login.body).toContain('<link rel="modulepreload" crossorigin href="/assets/form-2.js">');
    expect(login.body).not.toContain('start-3.js');

    const br = await get('/login', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(login.body);
    const gzip = await get('/login', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(login.body);

    expect((await get('/login/')).body).toContain('/assets/login-1.js');
    expect((await get('/')).body).toContain('/assets/start-3.js');
  });

  it('matches route parameters, and drops anything that is not an asset path', async () => {
    const editor = await get('/my-flyers/edit/abc-123');
    expect(editor.body).toContain('/assets/flyer-editor-4.js');
    expect(editor.body).not.toContain('<script>bad');
  });

  it("is chosen by the page a path shows: each of that page's paths, and a redirect its target's", async () => {
    for (const url of ['/new-property', '/new-edit-property/abc-123', '/add-property']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<link rel="modulepreload" crossorigin href="/assets/property-form-5.js">');
      expect(res.body, url).toContain('<link rel="preload" as="style" crossorigin href="/assets/property-form-6.css">');
    }
  });

  it('is the plain shell for pages without preloads, Coming Soon, and unknown paths (404)', async () => {
    for (const url of ['/dashboard', '/project-marketing', '/properties/abc-123']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('modulepreload');
    }
    for (const url of ['/dashboard/nope', '/Dashboard', '/property', '/my-flyers/edit']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('app shell');
      expect(res.body, url).not.toContain('modulepreload');
    }
  });
});

describe('public pages', () => {
  it('are compressed when the browser takes it, and keep their weak ETag and 304', async () => {
    const broker = await registerBroker(t);
    const place = await placeOf(t);
    const property = await createProperty(t, broker, place, {
      visibility: 'Public',
      description: 'A long description. '.repeat(80),
    });
    const url = property.static_html_url ?? '';
    expect(url).not.toBe('');

    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await get(url, { 'accept-encoding': 'br, gzip' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(plain.body) / 2);

    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^W\//);
    expect(etag).toBe(String(plain.headers.etag));
    const again = await get(url, { 'accept-encoding': 'br, gzip', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['content-encoding']).toBeUndefined();
  });

  it('leave the API alone', async () => {
    const res = await get('/api/app-config', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toHaveProperty('product_name');
  });
});
