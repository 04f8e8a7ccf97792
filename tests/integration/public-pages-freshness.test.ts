// Public pages are never served stale (issue 17, decision 020): every answer says
// `no-cache`, so a browser or a shared cache asks again before each use. The conditional
// request a cache sends with its copy's ETag gets a 304 while nothing the page shows
// changed, and the new page (or the not-found page) the moment something did: a
// flyer's price, the listing behind it, the broker's contact, visibility, the set of
// listings on a profile. The preview images follow the same rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '#shared/schemas/properties.ts';
import { createFlyer, updateFlyer } from '../helpers/flyers';
import { jpegImage } from '../helpers/images';
import { removeConnection } from '../helpers/messages';
import { editableFields, getPage, updateProfile } from '../helpers/public-pages';
import {
  connectBrokers,
  createProperty,
  placeOf,
  putProperty,
  type Place,
} from '../helpers/properties';
import {
  createTestApp,
  registerBroker,
  type SignedIn,
  type TestApp,
} from '../helpers/test-app';

let t: TestApp;
let place: Place;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  place = await placeOf(t);
});
afterAll(async () => t.close());

type Copy = { etag: string; body: string };

/** What a cache holds after a first visit: a 200 that it must revalidate before reuse. */
async function firstVisit(url: string): Promise<Copy> {
  const res = await getPage(t, url);
  expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
  expect(res.headers['cache-control']).toBe('public, no-cache');
  const etag = String(res.headers.etag);
  expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
  return { etag, body: res.body };
}

/** The cache's conditional request with its copy. */
function revalidate(url: string, copy: Copy) {
  return getPage(t, url, { 'if-none-match': copy.etag });
}

async function expectStillFresh(url: string, copy: Copy): Promise<void> {
  const res = await revalidate(url, copy);
  expect(res.statusCode, url).toBe(304);
  expect(res.body).toBe('');
}

/** A 200 with a new ETag whose body passes `check`; returns the new copy. */
async function expectChanged(url: string, copy: Copy, check: (body: string) => void): Promise<Copy> {
  const res = await revalidate(url, copy);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['cache-control']).toBe('public, no-cache');
  const etag = String(res.headers.etag);
  expect(etag).not.toBe(copy.etag);
  check(res.body);
  return { etag, body: res.body };
}

async function expectGone(url: string, copy: Copy): Promise<void> {
  const res = await revalidate(url, copy);
  expect(res.statusCode, url).toBe(404);
  expect(res.headers['cache-control']).toBe('no-store');
}

async function broker(name: string, extra: Parameters<typeof updateProfile>[2] = {}) {
  n += 1;
  const who = await registerBroker(t);
  await updateProfile(t, who, {
    full_name: name,
    phone: '9811122233',
    vanity_url: `fresh-${n}-${Date.now().toString(36)}`,
    ...extra,
  });
  return who;
}

async function edit(owner: SignedIn, property: Property, fields: Record<string, unknown>) {
  const res = await putProperty(t, owner, property.id, { ...editableFields(property), ...fields });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Property>();
}

describe('a flyer page', () => {
  it('shows a new price, a new broker phone and listing text at once; 304 while unchanged', async () => {
    const owner = await broker('Owner Olga');
    const flyerBroker = await broker('Ravi Kumar');
    await connectBrokers(t, owner, flyerBroker);
    const property = await createProperty(t, owner, place, {
      visibility: 'Network Only',
      description: 'Corner plot near the lake.',
    });
    let flyer = await createFlyer(t, flyerBroker, property.id);
    flyer = await updateFlyer(t, flyerBroker, flyer, { price_mode: 'standard', price: 9_500_000 });
    const url = `/flyer/${flyer.public_id}`;
    const canonical = (await getPage(t, url)).headers.location ?? '';
    expect(canonical).toMatch(/^\/flyer\//);

    let copy = await firstVisit(canonical);
    expect(copy.body).toContain('95,00,000');
    await expectStillFresh(canonical, copy);

    // The broker corrects the price: the client sees it on the next open.
    flyer = await updateFlyer(t, flyerBroker, flyer, { price: 8_900_000 });
    copy = await expectChanged(canonical, copy, (body) => {
      expect(body).toContain('89,00,000');
      expect(body).not.toContain('95,00,000');
    });
    await expectStillFresh(canonical, copy);

    // The flyer broker's contact is on the page: a new phone shows at once too.
    await updateProfile(t, flyerBroker, { full_name: 'Ravi Kumar', phone: '9700000007' });
    copy = await expectChanged(canonical, copy, (body) => expect(body).toContain('tel:+919700000007'));

    // The flyer has no description of its own: the listing's shows, and follows its edits.
    await edit(owner, property, { description: 'Corner plot, now with a borewell.' });
    copy = await expectChanged(canonical, copy, (body) => expect(body).toContain('borewell'));
    await expectStillFresh(canonical, copy);
  });

  it('is the not-found page on the next open after the owner narrows the listing', async () => {
    const owner = await broker('Owner Uma');
    const flyerBroker = await broker('Flyer Farah');
    await connectBrokers(t, owner, flyerBroker);
    const property = await createProperty(t, owner, place, { visibility: 'All' }, [
      await jpegImage(),
    ]);
    const flyer = await createFlyer(t, flyerBroker, property.id);
    const canonical = (await getPage(t, `/flyer/${flyer.public_id}`)).headers.location ?? '';
    const page = await firstVisit(canonical);
    const og = await firstVisit(`/og/flyer/${flyer.public_id}.jpg`);

    await edit(owner, property, { visibility: 'Private' });
    await expectGone(canonical, page);
    await expectGone(`/og/flyer/${flyer.public_id}.jpg`, og);
  });

  it('is the not-found page on the next open after the connection is removed', async () => {
    const owner = await broker('Owner Om');
    const flyerBroker = await broker('Flyer Fiona');
    const connectionId = await connectBrokers(t, owner, flyerBroker);
    const property = await createProperty(t, owner, place, { visibility: 'Network Only' });
    const flyer = await createFlyer(t, flyerBroker, property.id);
    const canonical = (await getPage(t, `/flyer/${flyer.public_id}`)).headers.location ?? '';
    const page = await firstVisit(canonical);

    expect((await removeConnection(t, owner, connectionId)).statusCode).toBe(204);
    await expectGone(canonical, page);
  });
});

describe("a Public listing's own page, the broker card and profile", () => {
  it('follow price, broker and visibility changes at once; 304 while unchanged', async () => {
    const owner = await broker('Asha Rao', { company_name: 'Rao Realty' });
    const kept = await createProperty(t, owner, place, {
      visibility: 'Public',
      title: 'Kept villa',
    });
    let listing = await createProperty(t, owner, place, {
      visibility: 'Public',
      title: 'Sunny flat',
      price: 12_500_000,
    });
    const url = listing.static_html_url ?? '';
    const vanity = url.split('/')[1] ?? '';
    const card = `/${vanity}/card`;
    const profile = `/in/${vanity}`;

    let page = await firstVisit(url);
    let cardCopy = await firstVisit(card);
    let profileCopy = await firstVisit(profile);
    const ogCopy = await firstVisit(`/og/property/${listing.id}.jpg`);
    expect(page.body).toContain('1,25,00,000');
    await expectStillFresh(url, page);
    await expectStillFresh(card, cardCopy);
    await expectStillFresh(profile, profileCopy);
    await expectStillFresh(`/og/property/${listing.id}.jpg`, ogCopy);

    listing = await edit(owner, listing, { price: 11_000_000 });
    page = await expectChanged(url, page, (body) => {
      expect(body).toContain('1,10,00,000');
      expect(body).not.toContain('1,25,00,000');
    });
    profileCopy = await expectChanged(profile, profileCopy, (body) =>
      expect(body).toContain('1,10,00,000'),
    );
    // The card shows no listing: unchanged.
    await expectStillFresh(card, cardCopy);

    // The broker's company is on all three pages.
    await updateProfile(t, owner, {
      full_name: 'Asha Rao',
      phone: '9811122233',
      vanity_url: vanity,
      company_name: 'Rao and Daughters',
    });
    page = await expectChanged(url, page, (body) => expect(body).toContain('Rao and Daughters'));
    cardCopy = await expectChanged(card, cardCopy, (body) =>
      expect(body).toContain('Rao and Daughters'),
    );
    profileCopy = await expectChanged(profile, profileCopy, (body) =>
      expect(body).toContain('Rao and Daughters'),
    );

    // Narrowed: the page is gone at once, and it leaves the profile (whose other rows,
    // the broker and the kept listing, did not change).
    await edit(owner, listing, { visibility: 'All' });
    await expectGone(url, page);
    await expectGone(`/og/property/${listing.id}.jpg`, ogCopy);
    await expectChanged(profile, profileCopy, (body) => {
      expect(body).not.toContain('Sunny flat');
      expect(body).toContain(kept.title);
    });
  });
});
