// Issue 17, security 1: one hostile page must not freeze the server. A Quick Entry
// scrape of a page of 200,000 unclosed tags used to block the event loop for minutes
// (the microdata reader rescanned its stack of open elements for every tag). Pages are
// now read in worker threads with a time budget, by linear passes with capped nesting:
// the health check keeps answering while such a page is read, a page over the budget
// is refused with a clear message, and the same holds for the flyer photo chooser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCRAPE_REASONS } from '#server/features/quick-entry/scrape-errors.ts';
import { createMicrodataReader } from '#server/features/quick-entry/extract-microdata.ts';
import { readHtml } from '#server/lib/read-html.ts';
import { PAGE_MAX_BYTES } from '#server/lib/safe-fetch/fetch-public-page.ts';
import { FLYER_MESSAGES } from '#shared/schemas/flyers.ts';
import { call } from '../helpers/feed';
import { startLocalPeer, type LocalPeer } from '../helpers/local-http-peer';
import { createTestApp, registerBroker, type SignedIn, type TestApp } from '../helpers/test-app';
import { errorOf } from '../helpers/test-utils';

const TAGS = 200_000;
const hostilePages: Record<string, string> = {
  // Unclosed <div>s: the stack of open elements grows with every tag.
  '/unclosed-divs': '<html><body itemscope itemtype="https://schema.org/Offer">' + '<div>'.repeat(TAGS),
  // Unclosed itemprops with text: every text used to be copied into every open capture.
  // 15 bytes a tag, so the page stays under the fetcher's 3 MB cap and is really read.
  '/unclosed-itemprops': '<html><body itemscope itemtype="https://schema.org/Offer">' + '<i itemprop=n>x'.repeat(TAGS),
};

let peer: LocalPeer;
let t: TestApp;
let broker: SignedIn;

beforeAll(async () => {
  peer = await startLocalPeer((req, res) => {
    const body = hostilePages[req.url ?? ''];
    if (body === undefined) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html' }).end(body);
  });
  t = await createTestApp({ SAFE_FETCH_TEST_ALLOW_HOSTS: peer.allowEntry });
  broker = await registerBroker(t);
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

/**
 * Runs `work` while asking /api/health every 100 ms. Each answer is timed from the moment
 * it was due (so a blocked event loop counts even before the request could start): the
 * slowest such delay, and how many answers came.
 */
async function healthWhile<T>(work: Promise<T>): Promise<{ result: T; slowestMs: number; answered: number }> {
  let done = false;
  let slowestMs = 0;
  let answered = 0;
  const poll = (async () => {
    let due = performance.now();
    while (!done) {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      slowestMs = Math.max(slowestMs, performance.now() - due);
      answered++;
      due = performance.now() + 100;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const result = await work.finally(() => {
    done = true;
  });
  await poll;
  return { result, slowestMs, answered };
}

describe('a page of 200,000 unclosed tags', () => {
  it('every hostile page fits under the fetcher’s size cap, so it is read, not refused', () => {
    for (const [path, body] of Object.entries(hostilePages)) {
      expect(Buffer.byteLength(body), path).toBeLessThan(PAGE_MAX_BYTES);
    }
  });

  it.each(Object.keys(hostilePages))(
    'Quick Entry %s: read off the event loop, the health check answers within 1 s throughout',
    async (path) => {
      const { result: res, slowestMs, answered } = await healthWhile(
        call(t, broker, 'POST', '/api/quick-entry/scrape-property', { url: peer.origin + path }),
      );
      // Read in full (no size refusal): fields found, or 'No data extracted'; never a 500 or a hang.
      expect([200, 422]).toContain(res.statusCode);
      if (res.statusCode === 422) expect(errorOf(res).error).toBe('no_data');
      expect(answered).toBeGreaterThan(0);
      expect(slowestMs).toBeLessThan(1000);
    },
  );

  it('the flyer photo chooser reads the same page off the event loop too', async () => {
    const { result: res, slowestMs } = await healthWhile(
      call(t, broker, 'POST', '/api/flyers/scrape-property-images', { url: `${peer.origin}/unclosed-divs` }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: false, imageUrls: [], error: FLYER_MESSAGES.noImagesFound });
    expect(slowestMs).toBeLessThan(1000);
  });

  it('the microdata reader still finds the item around the endless nesting, in one linear pass', () => {
    const html =
      '<div itemscope itemtype="https://schema.org/Offer"><span itemprop="name">3 BHK in Whitefield</span>' +
      '<div>'.repeat(TAGS);
    const { listing } = readHtml(html, { listing: createMicrodataReader() });
    expect(listing?.title).toBe('3 BHK in Whitefield');
  });
});

describe('a page over the time budget', () => {
  let tight: TestApp;
  let member: SignedIn;
  beforeAll(async () => {
    // 1 ms: not even a thread can start in time, so every read is over budget.
    tight = await createTestApp({ SAFE_FETCH_TEST_ALLOW_HOSTS: peer.allowEntry, PAGE_READ_BUDGET_MS: '1' });
    member = await registerBroker(tight);
  });
  afterAll(async () => {
    await tight?.close();
  });

  it('Quick Entry: 422 with a reason the broker understands, and the server carries on', async () => {
    const res = await call(tight, member, 'POST', '/api/quick-entry/scrape-property', {
      url: `${peer.origin}/unclosed-divs`,
    });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res)).toMatchObject({ message: SCRAPE_REASONS.tooComplex, field: 'url' });
    const health = await tight.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('flyer photo chooser: 422 Failed to find images on the website', async () => {
    const res = await call(tight, member, 'POST', '/api/flyers/scrape-property-images', {
      url: `${peer.origin}/unclosed-divs`,
    });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res)).toMatchObject({ message: FLYER_MESSAGES.findImagesFailed });
  });
});
