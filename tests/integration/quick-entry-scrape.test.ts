// Quick Entry by URL (spec sections 2, 5, 7, 8): POST /api/quick-entry/scrape-property
// reads a listing page into the property form's fields. The pages are written in the
// style of real portals (tests/fixtures/portal-pages: JSON-LD, Product + Offer, Open
// Graph only, microdata, plain text, empty) and served by a real local HTTP server that
// the app is allowed to reach through the fetcher's test-only allow list
// (SAFE_FETCH_TEST_ALLOW_HOSTS); without it the same address is refused.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  QUICK_ENTRY_MESSAGES,
  type ScrapePropertyResult,
} from '#shared/schemas/quick-entry.ts';
import { cities, localAreas } from '#server/db/schema.ts';
import { SCRAPE_REASONS } from '#server/features/quick-entry/scrape-errors.ts';
import { PAGE_MAX_BYTES } from '#server/lib/safe-fetch/fetch-public-page.ts';
import { call } from '../helpers/feed';
import { startLocalPeer, type LocalPeer } from '../helpers/local-http-peer';
import { createTestApp, registerBroker, type SignedIn, type TestApp } from '../helpers/test-app';
import { errorOf } from '../helpers/test-utils';

const FIXTURES = new URL('../fixtures/portal-pages/', import.meta.url);
const fixture = (name: string) => fs.readFileSync(new URL(name, FIXTURES));

/** A listing whose locality exists only because an admin added it to the reference data. */
const ADMIN_AREA = 'Sunrise Meadows Layout';
const ADMIN_AREA_PAGE = `<!doctype html><html><head><title>Listing</title></head><body>
<main><h1>2 BHK Flat for Rent in ${ADMIN_AREA}, Bangalore</h1>
<p>1000 sq ft, 2 bathrooms, rent 28,000 per month.</p></main></body></html>`;

type Page = { status?: number; type?: string; body: string | Buffer; location?: string };

const pages: Record<string, () => Page> = {
  '/property/3-bhk-whitefield-F71234': () => ({
    type: 'text/html; charset=utf-8',
    body: fixture('99acres-json-ld-listing.html'),
  }),
  '/propertyDetails/2-BHK-powai': () => ({
    type: 'text/html;charset=UTF-8',
    body: fixture('magicbricks-product-offer.html'),
  }),
  '/property/rent/koramangala/8a9f': () => ({
    type: 'text/html',
    body: fixture('nobroker-open-graph.html'),
  }),
  '/in/buy/resale/page/baner-3bhk': () => ({
    type: 'text/html',
    body: fixture('housing-microdata.html'),
  }),
  '/listings/gachibowli-house.html': () => ({
    type: 'text/html',
    body: fixture('broker-site-plain-text.html'),
  }),
  '/sold-out': () => ({ type: 'text/html', body: fixture('empty-page.html') }),
  '/untyped-listing': () => ({ body: fixture('broker-site-plain-text.html') }),
  '/admin-area': () => ({ type: 'text/html', body: ADMIN_AREA_PAGE }),
  '/old-link': () => ({ status: 301, body: '', location: '/property/rent/koramangala/8a9f' }),
  '/to-private': () => ({ status: 302, body: '', location: 'http://10.1.2.3/listing' }),
  '/api/listing.json': () => ({ type: 'application/json', body: '{"name":"3 BHK"}' }),
  '/brochure.pdf': () => ({ type: 'application/pdf', body: '%PDF-1.4 ...' }),
  '/huge': () => ({ type: 'text/html', body: Buffer.alloc(PAGE_MAX_BYTES + 1, 'a') }),
  '/broken': () => ({ status: 500, type: 'text/html', body: '<h1>Internal error</h1>' }),
};

let peer: LocalPeer;
let closedPort: number;
let t: TestApp;
let broker: SignedIn;
let adminAreaId: number;

beforeAll(async () => {
  peer = await startLocalPeer((req, res) => {
    const page = pages[req.url ?? '']?.();
    if (!page) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      return;
    }
    res.writeHead(page.status ?? 200, {
      ...(page.type ? { 'content-type': page.type } : {}),
      ...(page.location ? { location: page.location } : {}),
    });
    res.end(page.body);
  });
  closedPort = await freePort();
  t = await createTestApp({
    SAFE_FETCH_TEST_ALLOW_HOSTS: `${peer.allowEntry},127.0.0.1:${closedPort}`,
  });
  broker = await registerBroker(t);
  // An area added after the seed, before the first scrape reads the reference data.
  const [bangalore] = await t.database.db.select().from(cities).where(eq(cities.name, 'Bangalore'));
  const [row] = await t.database.db
    .insert(localAreas)
    .values({ area: ADMIN_AREA, cityId: bangalore?.id ?? 0 })
    .returning({ id: localAreas.id });
  adminAreaId = row?.id ?? 0;
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

const scrape = (url: string, as: SignedIn = broker, app: TestApp = t) =>
  call(app, as, 'POST', '/api/quick-entry/scrape-property', { url });

async function scrapeOk(path: string): Promise<ScrapePropertyResult> {
  const res = await scrape(peer.origin + path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ScrapePropertyResult>();
}

async function placeIds(city: string, area: string): Promise<{ city_id: number; area_id: number }> {
  const [row] = await t.database.db
    .select({ city_id: cities.id, area_id: localAreas.id })
    .from(localAreas)
    .innerJoin(cities, eq(cities.id, localAreas.cityId))
    .where(and(eq(cities.name, city), eq(localAreas.area, area)));
  if (!row) throw new Error(`no area ${area} in ${city}`);
  return row;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = http.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('POST /api/quick-entry/scrape-property: what each kind of page gives', () => {
  it('JSON-LD RealEstateListing + Offer (99acres style): every field from the structured data, ids of the city and area', async () => {
    const result = await scrapeOk('/property/3-bhk-whitefield-F71234');
    expect(result).toMatchObject({
      source: 'json-ld',
      title: '3 BHK Apartment for Sale in Prestige Shantiniketan, Whitefield',
      description: expect.stringMatching(/^East-facing 3 BHK on the 9th floor/),
      property_type: 'Sale',
      bedrooms: 3,
      baths: 3,
      sqft: 1650,
      price: 14_500_000,
      currency: 'INR',
      city: 'Bangalore',
      area: 'Whitefield',
      ...(await placeIds('Bangalore', 'Whitefield')),
    });
  });

  it('JSON-LD wins over Open Graph when both are there (the OG copy says 1.5 Cr and another title)', async () => {
    const result = await scrapeOk('/property/3-bhk-whitefield-F71234');
    expect(result.price).toBe(14_500_000);
    expect(result.title).not.toContain('99acres');
    expect(result.title).toBe('3 BHK Apartment for Sale in Prestige Shantiniketan, Whitefield');
  });

  it('JSON-LD Product + Offer (MagicBricks style, with a trailing comma): a monthly rent, rooms read from the name and description', async () => {
    const result = await scrapeOk('/propertyDetails/2-BHK-powai');
    expect(result).toMatchObject({
      source: 'json-ld',
      title: '2 BHK Flat for Rent in Hiranandani Gardens, Powai',
      property_type: 'Rent',
      bedrooms: 2,
      baths: 2,
      sqft: 1100,
      price: 65_000,
      currency: 'INR',
      city: 'Mumbai',
      area: 'Powai',
      ...(await placeIds('Mumbai', 'Powai')),
    });
  });

  it('Open Graph and meta only (NoBroker style app shell): the site name cut off the title, the rest read from the description', async () => {
    const result = await scrapeOk('/property/rent/koramangala/8a9f');
    expect(result).toMatchObject({
      source: 'open-graph',
      title: '2 BHK Flat for Rent in Koramangala, Bangalore',
      description: expect.stringMatching(/^Semi-furnished 2 BHK apartment for rent/),
      property_type: 'Rent',
      bedrooms: 2,
      baths: 2,
      sqft: 1200,
      price: 45_000,
      currency: 'INR',
      city: 'Bangalore',
      area: 'Koramangala',
      ...(await placeIds('Bangalore', 'Koramangala')),
    });
  });

  it('microdata (Housing style Offer > Apartment): values from itemprops, floor size and address included', async () => {
    const result = await scrapeOk('/in/buy/resale/page/baner-3bhk');
    expect(result).toMatchObject({
      source: 'microdata',
      title: '3 BHK Flat in Kolte Patil Western Avenue, Baner',
      description: expect.stringMatching(/^Ready to move 3 BHK for sale/),
      property_type: 'Sale',
      bedrooms: 3,
      baths: 3,
      sqft: 1450,
      price: 9_500_000,
      currency: 'INR',
      city: 'Pune',
      area: 'Baner',
      ...(await placeIds('Pune', 'Baner')),
    });
  });

  it('plain text only (a small broker site): the parser reads the main text; menus and side listings are left out', async () => {
    const result = await scrapeOk('/listings/gachibowli-house.html');
    expect(result).toMatchObject({
      source: 'text',
      title: '3 BHK Independent House for Sale in Gachibowli, Hyderabad',
      property_type: 'Sale',
      bedrooms: 3,
      baths: 3,
      sqft: 2400,
      price: 18_000_000,
      currency: 'INR',
      city: 'Hyderabad',
      area: 'Gachibowli',
      ...(await placeIds('Hyderabad', 'Gachibowli')),
      images: [],
    });
    expect(result.description).toContain('Price: 1.8 Cr negotiable');
    expect(result.description).not.toContain('Kondapur');
    expect(result.description).not.toContain('About us');
  });

  it('a page served without a content type is read when it starts with markup', async () => {
    const result = await scrapeOk('/untyped-listing');
    expect(result).toMatchObject({ source: 'text', bedrooms: 3, city: 'Hyderabad' });
  });

  it('an area an admin added to the reference data is matched and selected by id', async () => {
    const result = await scrapeOk('/admin-area');
    expect(result).toMatchObject({
      property_type: 'Rent',
      bedrooms: 2,
      price: 28_000,
      city: 'Bangalore',
      area: ADMIN_AREA,
      area_id: adminAreaId,
    });
  });
});

describe('images', () => {
  it('lists the page’s photos as absolute URLs, relative ones resolved against the page, logos left out', async () => {
    const { images } = await scrapeOk('/property/3-bhk-whitefield-F71234');
    expect(images).toEqual([
      `${peer.origin}/media/listing/F71234/cover.jpg`,
      `${peer.origin}/media/listing/F71234/living.jpg`,
      'https://imagecdn.99acres.com/media1/F71234/kitchen.jpg',
    ]);
    const housing = await scrapeOk('/in/buy/resale/page/baner-3bhk');
    expect(housing.images).toEqual([`${peer.origin}/images/ldp/baner-3bhk/1.jpg`]);
  });

  it('resolves relative photos against the page reached after a redirect', async () => {
    const result = await scrapeOk('/old-link');
    expect(result.title).toBe('2 BHK Flat for Rent in Koramangala, Bangalore');
    // 'images/property/...' is relative to /property/rent/koramangala/, not to /old-link.
    expect(result.images).toEqual([
      `${peer.origin}/property/rent/koramangala/images/property/8a9f/cover-1200.jpg`,
    ]);
  });
});

describe('refusals, with the spec’s messages', () => {
  it('a page with nothing to extract: 422 No data extracted from the URL', async () => {
    const res = await scrape(`${peer.origin}/sold-out`);
    expect(res.statusCode).toBe(422);
    expect(errorOf(res)).toEqual({
      error: 'no_data',
      message: QUICK_ENTRY_MESSAGES.noData,
      field: 'url',
    });
  });

  it('a response that is not a web page (JSON, PDF): 422', async () => {
    for (const path of ['/api/listing.json', '/brochure.pdf']) {
      const res = await scrape(peer.origin + path);
      expect(res.statusCode, path).toBe(422);
      expect(errorOf(res).message).toBe(SCRAPE_REASONS.notHtml);
      expect(errorOf(res).message.startsWith(QUICK_ENTRY_MESSAGES.scrapeFailed)).toBe(true);
    }
  });

  it('a page over the size cap: 422 the page is too large', async () => {
    const res = await scrape(`${peer.origin}/huge`);
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toBe('Failed to scrape the URL: the page is too large');
  });

  it('a site that fails or cannot be reached: 502', async () => {
    const broken = await scrape(`${peer.origin}/broken`);
    expect(broken.statusCode).toBe(502);
    expect(errorOf(broken).message).toBe(SCRAPE_REASONS.httpStatus(500));
    const missing = await scrape(`${peer.origin}/no-such-listing`);
    expect(missing.statusCode).toBe(502);
    expect(errorOf(missing).message).toBe(SCRAPE_REASONS.httpStatus(404));
    const unreachable = await scrape(`http://127.0.0.1:${closedPort}/listing`);
    expect(unreachable.statusCode).toBe(502);
    expect(errorOf(unreachable).message).toBe(SCRAPE_REASONS.unreachable);
  });

  it('a private or internal address: 400, nothing is fetched (also when a public page redirects there)', async () => {
    for (const url of [
      'http://10.0.0.1/listing',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]:8080/',
      'http://2130706433/',
    ]) {
      const res = await scrape(url);
      expect(res.statusCode, url).toBe(400);
      expect(errorOf(res)).toEqual({
        error: 'bad_request',
        message: SCRAPE_REASONS.notPublic,
        field: 'url',
      });
    }
    const redirected = await scrape(`${peer.origin}/to-private`);
    expect(redirected.statusCode).toBe(400);
    expect(errorOf(redirected).message).toBe(SCRAPE_REASONS.notPublic);
  });

  it('the same local test server without the test-only allow option: 400 and no connection', async () => {
    const strict = await createTestApp();
    try {
      const someone = await registerBroker(strict);
      const before = peer.connections();
      const res = await scrape(`${peer.origin}/property/3-bhk-whitefield-F71234`, someone, strict);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(SCRAPE_REASONS.notPublic);
      expect(peer.connections()).toBe(before);
    } finally {
      await strict.close();
    }
  });

  it('not a URL, or not http(s): 400 with the reason; an empty body: 400 Please enter a property website URL', async () => {
    for (const url of [
      '2 BHK in Koramangala',
      'ftp://example.com/listing',
      'javascript:alert(1)',
    ]) {
      const res = await scrape(url);
      expect(res.statusCode, url).toBe(400);
      expect(errorOf(res).message, url).toBe(SCRAPE_REASONS.invalidUrl);
    }
    const empty = await call(t, broker, 'POST', '/api/quick-entry/scrape-property', { url: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty)).toMatchObject({
      message: QUICK_ENTRY_MESSAGES.urlRequired,
      field: 'url',
    });
    const missing = await call(t, broker, 'POST', '/api/quick-entry/scrape-property', {});
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).message).toBe(QUICK_ENTRY_MESSAGES.urlRequired);
  });

  it('signed out: 401, and the page is not fetched', async () => {
    const before = peer.requests.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quick-entry/scrape-property',
      payload: { url: `${peer.origin}/property/3-bhk-whitefield-F71234` },
    });
    expect(res.statusCode).toBe(401);
    expect(peer.requests.length).toBe(before);
  });
});

describe('contract', () => {
  it('is documented in the OpenAPI description with its body and answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      paths: Record<string, { post?: { responses: Record<string, unknown> } }>;
    }>();
    const post = doc.paths['/api/quick-entry/scrape-property']?.post;
    expect(Object.keys(post?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '422', '429', '502']),
    );
  });
});

describe('rate limit', () => {
  it('limits each broker to 10 scrapes a minute (429), apart from other brokers', async () => {
    const strict = await createTestApp({ RATE_LIMIT_DISABLED: 'false' });
    try {
      const a = await registerBroker(strict);
      const b = await registerBroker(strict);
      // Refused addresses still count: each attempt is a request to fetch.
      for (let i = 0; i < 10; i++) {
        expect((await scrape('http://10.0.0.1/', b, strict)).statusCode).toBe(400);
      }
      const limited = await scrape('http://10.0.0.1/', b, strict);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      expect((await scrape('http://10.0.0.1/', a, strict)).statusCode).toBe(400);
    } finally {
      await strict.close();
    }
  });
});
