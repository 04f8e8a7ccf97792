// GET /media/<key>: stored photos with safe, long-lived headers; nothing else.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegImage } from '../helpers/images';
import { createProperty, placeOf } from '../helpers/properties';
import { createTestApp, registerBroker, type TestApp } from '../helpers/test-app';
import { errorOf } from '../helpers/test-utils';

let t: TestApp;
let photoUrl: string;
let thumbUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  const broker = await registerBroker(t);
  const created = await createProperty(t, broker, await placeOf(t), {}, [
    await jpegImage(300, 200),
  ]);
  photoUrl = created.images[0] ?? '';
  thumbUrl = created.thumbnail_url ?? '';
  // Files next to the media folder that no key may reach.
  fs.writeFileSync(path.join(t.config.dataDir, 'secret.webp'), 'TOP-SECRET-CONTENT');
  fs.writeFileSync(
    path.join(t.config.mediaDir, 'property_images', 'NOTE.webp'),
    'UPPER-CASE-CONTENT',
  );
});
afterAll(async () => t.close());

describe('GET /media/<key>', () => {
  it('serves a stored photo as WebP with immutable caching and nosniff, without a session', async () => {
    for (const url of [photoUrl, thumbUrl]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
    }
  });

  it('serves the medium rendition, and a photo stored before it existed answers with its full one', async () => {
    const mediumUrl = photoUrl.replace(/full\.webp$/, 'medium.webp');
    const medium = await t.app.inject({ method: 'GET', url: mediumUrl });
    expect(medium.statusCode).toBe(200);
    expect(medium.headers['content-type']).toBe('image/webp');
    const full = await t.app.inject({ method: 'GET', url: photoUrl });

    // An older photo: its folder holds full.webp and thumb.webp only.
    fs.rmSync(path.join(t.config.mediaDir, mediumUrl.slice('/media/'.length)));
    const fallback = await t.app.inject({ method: 'GET', url: mediumUrl });
    expect(fallback.statusCode).toBe(200);
    expect(fallback.rawPayload.equals(full.rawPayload)).toBe(true);
    expect(fallback.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // Only medium.webp falls back, and only to a photo that exists.
    const missing = '/media/property_images/00000000000000000000000000000000/medium.webp';
    expect((await t.app.inject({ method: 'GET', url: missing })).statusCode).toBe(404);
    const thumbPath = path.join(t.config.mediaDir, thumbUrl.slice('/media/'.length));
    const thumbBytes = fs.readFileSync(thumbPath);
    fs.rmSync(thumbPath);
    expect((await t.app.inject({ method: 'GET', url: thumbUrl })).statusCode).toBe(404);
    fs.writeFileSync(thumbPath, thumbBytes);
  });

  it('answers HEAD with the same headers', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: photoUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
  });

  it('answers 404 for an unknown key', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/media/property_images/00000000000000000000000000000000/full.webp',
    });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toEqual({ error: 'not_found', message: 'File not found' });
  });

  it.each([
    '/media/../secret.webp',
    '/media/%2e%2e/secret.webp',
    '/media/property_images/%2e%2e/%2e%2e/secret.webp',
    '/media/property_images/..%2f..%2fsecret.webp',
    '/media/..%5csecret.webp',
    '/media/property_images\\..\\..\\secret.webp',
    '/media//etc/passwd',
    '/media/%2fetc%2fpasswd',
    '/media/property_images/NOTE.webp',
    '/media/property_images',
    '/media/property_images/',
    '/media/',
    '/media/property_images/x/full.webp%00.png',
  ])('refuses %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.headers['content-type']).not.toBe('image/webp');
    expect(res.body).not.toContain('TOP-SECRET-CONTENT');
    expect(res.body).not.toContain('UPPER-CASE-CONTENT');
  });

  it('serves only .webp keys', async () => {
    const key = photoUrl.replace(/^\/media\//, '');
    const asHtml = key.replace(/full\.webp$/, 'page.html');
    fs.writeFileSync(path.join(t.config.mediaDir, asHtml), '<script>alert(1)</script>');
    const res = await t.app.inject({ method: 'GET', url: `/media/${asHtml}` });
    expect(res.statusCode).toBe(404);
  });
});

describe('the API documentation', () => {
  it('leaves /media out: files are not an API operation', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    const paths = Object.keys(docs.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths.filter((p) => p.startsWith('/media'))).toEqual([]);
  });
});
