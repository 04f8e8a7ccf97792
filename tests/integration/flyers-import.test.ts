// Bringing photos in from the web for the flyer editor (spec sections 5, 7, 8):
// fetch-image returns one image re-encoded as WebP; scrape-property-images lists the
// photos a listing page offers. Both fetch through the SSRF-safe fetcher: the pages
// here come from a real local HTTP server that the test allows explicitly
// (SAFE_FETCH_TEST_ALLOW_HOSTS, test-only); without that the same address is refused.
// Both are rate limited per broker.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '#shared/constants.ts';
import { FLYER_MESSAGES, type ScrapeImagesResult } from '#shared/schemas/flyers.ts';
import { loadConfig } from '#server/config.ts';
import { call } from '../helpers/feed';
import { startPageServer, type PageServer } from '../helpers/flyers';
import { HTML_FILE, jpegImage, pngImage } from '../helpers/images';
import { createTestApp, registerBroker, type SignedIn, type TestApp } from '../helpers/test-app';
import { errorOf } from '../helpers/test-utils';

let server: PageServer;
let t: TestApp;
let broker: SignedIn;

const LISTING_HTML = `<!doctype html>
<html><head>
  <title>3 BHK in Indiranagar</title>
  <meta property="og:image" content="/photos/cover.jpg">
  <meta name="twitter:image" content="photos/twitter.jpg">
  <link rel="icon" href="/favicon.ico">
  <script type="application/ld+json">
    {"@context":"https://schema.org","@type":"RealEstateListing","name":"3 BHK",
     "image":[{"@type":"ImageObject","contentUrl":"/photos/ld-1.jpg"},"https://cdn.example.com/ld-2.jpg"],
     "provider":{"@type":"Organization","logo":"/img/brand.png"}}
  </script>
</head><body>
  <img src="/img/site-logo.png" alt="Acme Realty">
  <img src="/photos/cover.jpg" alt="the same cover again">
  <img src="photos/living.jpg" width="1200" height="800">
  <img data-src="/photos/kitchen.webp" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
  <img srcset="/photos/bed-480.jpg 480w, /photos/bed-1600.jpg 1600w">
  <img src="/img/pixel.gif" width="1" height="1">
  <img src="/img/floor-plan.svg">
</body></html>`;

beforeAll(async () => {
  server = await startPageServer({
    '/listing': { type: 'text/html; charset=utf-8', body: LISTING_HTML },
    '/old/listing': { status: 301, body: '', headers: { location: '/listing' } },
    '/to-private': { status: 302, body: '', headers: { location: 'http://10.0.0.1/listing' } },
    '/empty': {
      type: 'text/html',
      body: '<html><body><p>Sold out</p><img src="/logo.png"></body></html>',
    },
    '/data.json': { type: 'application/json', body: '{"image":"/photos/cover.jpg"}' },
    '/untyped': {
      body: '<!DOCTYPE html><html><body><img src="/photos/untyped.jpg"></body></html>',
    },
    '/gone': { status: 500, type: 'text/plain', body: 'error' },
    '/photo.jpg': { type: 'image/jpeg', body: await jpegImage(2400, 1200) },
    '/mislabelled.png': { type: 'text/plain', body: await pngImage(120, 90) },
    '/page.jpg': { type: 'image/jpeg', body: HTML_FILE },
    '/huge.jpg': { type: 'image/jpeg', body: Buffer.alloc(IMAGE_MAX_BYTES + 1) },
  });
  t = await createTestApp({ SAFE_FETCH_TEST_ALLOW_HOSTS: server.host });
  broker = await registerBroker(t);
});
afterAll(async () => {
  await t?.close();
  await server?.close();
});

const scrape = (as: SignedIn, url: string, app: TestApp = t) =>
  call(app, as, 'POST', '/api/flyers/scrape-property-images', { url });
const fetchImage = (as: SignedIn, imageUrl: string, app: TestApp = t) =>
  call(app, as, 'POST', '/api/flyers/fetch-image', { imageUrl });

describe('scrape-property-images', () => {
  it('lists the page’s photos: declared ones first, relative URLs resolved, icons and logos dropped', async () => {
    const res = await scrape(broker, server.url('/listing'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ScrapeImagesResult>()).toEqual({
      success: true,
      imageUrls: [
        server.url('/photos/cover.jpg'),
        server.url('/photos/twitter.jpg'),
        server.url('/photos/ld-1.jpg'),
        'https://cdn.example.com/ld-2.jpg',
        server.url('/photos/living.jpg'),
        server.url('/photos/kitchen.webp'),
        server.url('/photos/bed-1600.jpg'),
      ],
    });
    // The page was read; none of the photos were fetched.
    expect(server.requests.filter((p) => p.startsWith('/photos'))).toEqual([]);
  });

  it('resolves relative URLs against the page reached after redirects', async () => {
    const res = await scrape(broker, server.url('/old/listing'));
    expect(res.statusCode, res.body).toBe(200);
    const { imageUrls } = res.json<ScrapeImagesResult>();
    // 'photos/living.jpg' is relative to /listing, not to /old/listing.
    expect(imageUrls).toContain(server.url('/photos/living.jpg'));
    expect(imageUrls.join(' ')).not.toContain('/old/');
  });

  it('a page without suitable images: success false, No images found', async () => {
    const res = await scrape(broker, server.url('/empty'));
    expect(res.statusCode).toBe(200);
    expect(res.json<ScrapeImagesResult>()).toEqual({
      success: false,
      imageUrls: [],
      error: FLYER_MESSAGES.noImagesFound,
    });
  });

  it('reads a page served without a content type; refuses a response that is not HTML', async () => {
    const untyped = await scrape(broker, server.url('/untyped'));
    expect(untyped.json<ScrapeImagesResult>().imageUrls).toEqual([
      server.url('/photos/untyped.jpg'),
    ]);
    const json = await scrape(broker, server.url('/data.json'));
    expect(json.statusCode).toBe(422);
    expect(errorOf(json)).toMatchObject({ message: FLYER_MESSAGES.findImagesFailed, field: 'url' });
  });

  it('a site that fails answers 502; a redirect to a private address 422; a bad URL 400', async () => {
    for (const path of ['/gone', '/nowhere']) {
      const res = await scrape(broker, server.url(path));
      expect(res.statusCode).toBe(502);
      expect(errorOf(res).message).toBe(FLYER_MESSAGES.scrapeFailed);
    }
    const redirected = await scrape(broker, server.url('/to-private'));
    expect(redirected.statusCode).toBe(422);
    expect(errorOf(redirected)).toMatchObject({
      message: FLYER_MESSAGES.scrapeFailed,
      field: 'url',
    });
    for (const url of [
      'not a url',
      'ftp://example.com/listing',
      'javascript:alert(1)',
      'http://user:pw@example.com/',
    ]) {
      const res = await scrape(broker, url);
      expect(res.statusCode, url).toBe(400);
      expect(errorOf(res)).toMatchObject({
        message: FLYER_MESSAGES.invalidUrlDescription,
        field: 'url',
      });
    }
    const blank = await scrape(broker, '   ');
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank).message).toBe(FLYER_MESSAGES.urlRequiredDescription);
  });
});

describe('fetch-image', () => {
  it('returns the image re-encoded as WebP (at most 1600 px wide), whatever type the server claimed', async () => {
    const res = await fetchImage(broker, server.url('/photo.jpg'));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ success: boolean; base64Image: string; contentType: string }>();
    expect(body).toMatchObject({ success: true, contentType: 'image/webp' });
    const meta = await sharp(Buffer.from(body.base64Image, 'base64')).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });

    const png = await fetchImage(broker, server.url('/mislabelled.png'));
    expect(png.statusCode).toBe(200);
    expect(
      (
        await sharp(
          Buffer.from(png.json<{ base64Image: string }>().base64Image, 'base64'),
        ).metadata()
      ).format,
    ).toBe('webp');
  });

  it("refuses over 5 MB ('Image size exceeds 5MB limit'), a non-image, a failing site and a bad URL", async () => {
    const huge = await fetchImage(broker, server.url('/huge.jpg'));
    expect(huge.statusCode).toBe(422);
    expect(errorOf(huge)).toMatchObject({
      message: FLYER_MESSAGES.imageTooLarge,
      field: 'imageUrl',
    });
    const html = await fetchImage(broker, server.url('/page.jpg'));
    expect(html.statusCode).toBe(422);
    expect(errorOf(html).message).toBe(FLYER_MESSAGES.invalidFileType);
    const missing = await fetchImage(broker, server.url('/missing.jpg'));
    expect(missing.statusCode).toBe(502);
    expect(errorOf(missing).message).toBe(FLYER_MESSAGES.addImageFailed);
    const bad = await fetchImage(broker, 'nope');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toBe(FLYER_MESSAGES.invalidUrlDescription);
    const empty = await fetchImage(broker, '');
    expect(errorOf(empty).message).toBe(FLYER_MESSAGES.emptyUrlDescription);
  });

  it('needs a session', async () => {
    for (const url of ['/api/flyers/fetch-image', '/api/flyers/scrape-property-images']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: { imageUrl: server.url('/photo.jpg'), url: server.url('/listing') },
      });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('without the test allow list, with rate limits on', () => {
  let strict: TestApp;
  let a: SignedIn;
  let b: SignedIn;
  beforeAll(async () => {
    strict = await createTestApp({ RATE_LIMIT_DISABLED: 'false' });
    a = await registerBroker(strict);
    b = await registerBroker(strict);
  });
  afterAll(async () => strict?.close());

  it('refuses loopback, private and metadata addresses before connecting', async () => {
    const seen = server.requests.length;
    const page = await scrape(a, server.url('/listing'), strict);
    expect(page.statusCode).toBe(422);
    expect(errorOf(page).message).toBe(FLYER_MESSAGES.scrapeFailed);
    for (const url of [
      server.url('/photo.jpg'),
      'http://169.254.169.254/latest/meta-data/',
      'http://localhost/x.jpg',
      'http://[::1]/x.jpg',
    ]) {
      const res = await fetchImage(a, url, strict);
      expect(res.statusCode, url).toBe(422);
      expect(errorOf(res).message).toBe(FLYER_MESSAGES.addImageFailed);
    }
    expect(server.requests.length).toBe(seen);
  });

  it('limits each broker to 10 scrapes and 30 image fetches a minute (429), apart from other brokers', async () => {
    for (let i = 0; i < 10; i++)
      expect((await scrape(b, 'http://10.0.0.1/', strict)).statusCode).toBe(422);
    const limited = await scrape(b, 'http://10.0.0.1/', strict);
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).error).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Same IP, another broker: their own budget. (a used one scrape above.)
    expect((await scrape(a, 'http://10.0.0.1/', strict)).statusCode).toBe(422);
    // The image fetch counts apart.
    for (let i = 0; i < 30; i++)
      expect((await fetchImage(b, 'http://10.0.0.1/x.jpg', strict)).statusCode).toBe(422);
    expect((await fetchImage(b, 'http://10.0.0.1/x.jpg', strict)).statusCode).toBe(429);
  });
});

describe('the test allow list', () => {
  it('cannot be configured outside NODE_ENV=test', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SAFE_FETCH_TEST_ALLOW_HOSTS: '127.0.0.1:8080' }),
    ).toThrow(/SAFE_FETCH_TEST_ALLOW_HOSTS/);
  });
});
