// Flyers (spec sections 2-7, decision 011): a broker makes a flyer from another broker's
// listing they may see (a connection's Network Only, anyone's All or Public), never from
// a listing hidden from them (404, like a missing one) nor from their own (400). Every
// route is scoped to the flyer's broker: another broker's flyer is a 404 and nothing
// changes. The list is one page newest first; a flyer whose listing its broker can no
// longer see stays listed (property null) so it can be deleted, but cannot be opened
// or edited. The editor's price mode nulls the other field.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLYER_PAGE_SIZE } from '#shared/constants.ts';
import { FLYER_MESSAGES, type Flyer } from '#shared/schemas/flyers.ts';
import type { Property } from '#shared/schemas/properties.ts';
import { slugify } from '#shared/slug.ts';
import { flyers, properties } from '#server/db/schema.ts';
import { call } from '../helpers/feed';
import {
  createFlyer,
  flyerData,
  flyerFootprint,
  listFlyers,
  postFlyer,
  putFlyer,
  updateFlyer,
} from '../helpers/flyers';
import { removeConnection } from '../helpers/messages';
import { connectBrokers, createProperty, placeOf, type Place } from '../helpers/properties';
import { createTestApp, registerBroker, type TestApp } from '../helpers/test-app';
import { countRows, errorOf } from '../helpers/test-utils';

let t: TestApp;
let place: Place;

beforeAll(async () => {
  t = await createTestApp();
  place = await placeOf(t);
});
afterAll(async () => t.close());

/** A broker, a connection of theirs and a stranger, each with listings. */
async function cast() {
  const me = await registerBroker(t);
  const friend = await registerBroker(t);
  const stranger = await registerBroker(t);
  const connectionId = await connectBrokers(t, me, friend);
  return { me, friend, stranger, connectionId };
}

const setVisibility = (id: string, visibility: Property['visibility']) =>
  t.database.db.update(properties).set({ visibility }).where(eq(properties.id, id));

describe('creating a flyer', () => {
  it("from a connection's Network Only listing and a stranger's All listing: starts as the property", async () => {
    const { me, friend, stranger } = await cast();
    const networkOnly = await createProperty(t, friend, place, {
      title: 'Lake view villa, Whitefield!',
      price: 42_000_000,
      visibility: 'Network Only',
    });
    const forAll = await createProperty(t, stranger, place, { price: null, visibility: 'All' });
    const publicOne = await createProperty(t, stranger, place, { visibility: 'Public' });

    const flyer = await createFlyer(t, me, networkOnly.id);
    expect(flyer).toEqual({
      id: expect.any(String),
      user_id: me.id,
      property_id: networkOnly.id,
      public_id: expect.stringMatching(/^[0-9A-Za-z]{12}$/),
      title: 'Lake view villa, Whitefield!',
      description: null,
      price: 42_000_000,
      custom_price_text: null,
      price_mode: 'standard',
      images: [],
      created_at: expect.any(String),
      updated_at: expect.any(String),
      public_url: `/flyer/${flyer.public_id}/lake-view-villa-whitefield`,
      property: {
        id: networkOnly.id,
        title: networkOnly.title,
        description: networkOnly.description,
        price: 42_000_000,
        currency: 'INR',
        property_type: 'Sale',
        city: place.cityName,
        area: place.areaName,
        bedrooms: 3,
        baths: 2,
        sqft: 1450,
        images: [],
      },
    });
    const fromAll = await createFlyer(t, me, forAll.id);
    expect(fromAll).toMatchObject({ property_id: forAll.id, price: null, price_mode: 'standard' });
    await createFlyer(t, me, publicOne.id);
    // Public ids are distinct and unguessable, not sequential.
    expect(new Set([flyer.public_id, fromAll.public_id]).size).toBe(2);
    // The stored row is what the spec's insert sets (user_id, property_id, title, price).
    const [row] = await t.database.db.select().from(flyers).where(eq(flyers.id, flyer.id));
    expect(row).toMatchObject({
      userId: me.id,
      title: networkOnly.title,
      price: 42_000_000,
      images: [],
    });
  });

  it('refused for a listing the broker may not see (404) and for their own (400); nothing is written', async () => {
    const { me, friend, stranger } = await cast();
    const pending = await registerBroker(t);
    await connectBrokers(t, pending, me, 'pending');
    const friendsPrivate = await createProperty(t, friend, place, { visibility: 'Private' });
    const strangersNetwork = await createProperty(t, stranger, place, {
      visibility: 'Network Only',
    });
    const pendingsNetwork = await createProperty(t, pending, place, { visibility: 'Network Only' });
    const mine = await createProperty(t, me, place, { visibility: 'All' });
    const before = await flyerFootprint(t);

    for (const id of [friendsPrivate.id, strangersNetwork.id, pendingsNetwork.id, randomUUID()]) {
      const res = await postFlyer(t, me, id);
      expect(res.statusCode, res.body).toBe(404);
      expect(errorOf(res)).toEqual({
        error: 'not_found',
        message: FLYER_MESSAGES.propertyNotFound,
        field: 'property_id',
      });
    }
    const own = await postFlyer(t, me, mine.id);
    expect(own.statusCode).toBe(400);
    expect(errorOf(own)).toMatchObject({
      message: FLYER_MESSAGES.ownProperty,
      field: 'property_id',
    });

    const malformed = await postFlyer(t, me, 'not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    const extra = await call(t, me, 'POST', '/api/flyers', { property_id: mine.id, title: 'x' });
    expect(extra.statusCode).toBe(400);
    expect(await flyerFootprint(t)).toEqual(before);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/flyers' });
    expect(res.statusCode).toBe(401);
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/flyers',
      payload: { property_id: randomUUID() },
    });
    expect(create.statusCode).toBe(401);
  });
});

describe('listing my flyers', () => {
  it("lists only the caller's flyers, newest first, a page at a time", async () => {
    const { me, friend, stranger } = await cast();
    const other = await registerBroker(t);
    const listing = await createProperty(t, stranger, place);
    const friendsListing = await createProperty(t, friend, place, { visibility: 'Network Only' });
    const othersFlyer = await createFlyer(t, other, listing.id);

    const created: Flyer[] = [];
    for (let i = 0; i < FLYER_PAGE_SIZE; i++) created.push(await createFlyer(t, me, listing.id));
    created.push(await createFlyer(t, me, friendsListing.id));
    const newestFirst = created.map((f) => f.id).reverse();

    const first = await listFlyers(t, me);
    expect(first).toMatchObject({
      total: FLYER_PAGE_SIZE + 1,
      page: 1,
      page_size: FLYER_PAGE_SIZE,
    });
    expect(first.items.map((f) => f.id)).toEqual(newestFirst.slice(0, FLYER_PAGE_SIZE));
    expect(first.items[0]).toEqual({ ...created.at(-1), status: 'live' });
    const second = await listFlyers(t, me, '?page=2');
    expect(second.items.map((f) => f.id)).toEqual(newestFirst.slice(FLYER_PAGE_SIZE));
    expect(second.total).toBe(FLYER_PAGE_SIZE + 1);
    const past = await listFlyers(t, me, '?page=3');
    expect(past).toMatchObject({ items: [], total: FLYER_PAGE_SIZE + 1, page: 3 });

    const theirs = await listFlyers(t, other);
    expect(theirs.items.map((f) => f.id)).toEqual([othersFlyer.id]);
    expect(theirs.total).toBe(1);
    expect((await listFlyers(t, friend)).items).toEqual([]);
    expect((await call(t, me, 'GET', '/api/flyers?page=0')).statusCode).toBe(400);
  });

  it('a flyer whose listing the broker can no longer see stays listed without it, and can only be deleted', async () => {
    const { me, friend, stranger, connectionId } = await cast();
    const narrowed = await createProperty(t, stranger, place, { visibility: 'All' });
    const friendsListing = await createProperty(t, friend, place, { visibility: 'Network Only' });
    const stillVisible = await createProperty(t, stranger, place, { visibility: 'Public' });
    const a = await createFlyer(t, me, narrowed.id);
    const b = await createFlyer(t, me, friendsListing.id);
    const c = await createFlyer(t, me, stillVisible.id);

    // The owner narrows one listing; the friend's connection is removed.
    await setVisibility(narrowed.id, 'Private');
    const removed = await removeConnection(t, friend, connectionId);
    expect(removed.statusCode, removed.body).toBeLessThan(300);

    const list = await listFlyers(t, me);
    expect(list.total).toBe(3);
    const byId = new Map(list.items.map((f) => [f.id, f]));
    expect(byId.get(a.id)).toMatchObject({
      id: a.id,
      property: null,
      title: a.title,
      status: 'listing_unavailable',
    });
    expect(byId.get(b.id)).toMatchObject({
      id: b.id,
      property: null,
      status: 'listing_unavailable',
    });
    expect(byId.get(c.id)?.property?.id).toBe(stillVisible.id);
    expect(byId.get(c.id)?.status).toBe('live');

    for (const flyer of [a, b]) {
      const open = await call(t, me, 'GET', `/api/flyers/${flyer.id}`);
      expect(open.statusCode).toBe(404);
      expect(errorOf(open).message).toBe(FLYER_MESSAGES.notFound);
      const edit = await putFlyer(t, me, flyer.id, flyerData(flyer, { title: 'Changed' }));
      expect(edit.statusCode).toBe(404);
    }
    const [row] = await t.database.db.select().from(flyers).where(eq(flyers.id, a.id));
    expect(row?.title).toBe(a.title);

    const deleted = await call(t, me, 'DELETE', `/api/flyers/${a.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await listFlyers(t, me)).items.map((f) => f.id)).toEqual([c.id, b.id]);

    // Visible again: the flyer comes back whole.
    await connectBrokers(t, me, friend);
    expect((await call(t, me, 'GET', `/api/flyers/${b.id}`)).statusCode).toBe(200);
  });
});

describe("another broker's flyer", () => {
  it('is not found for get, update and delete, and nothing changes', async () => {
    const { me, stranger } = await cast();
    const other = await registerBroker(t);
    const listing = await createProperty(t, stranger, place);
    const mine = await createFlyer(t, me, listing.id);
    const before = await flyerFootprint(t);
    // The listing's owner is no more the flyer's broker than anyone else.
    for (const who of [other, stranger]) {
      const get = await call(t, who, 'GET', `/api/flyers/${mine.id}`);
      expect(get.statusCode).toBe(404);
      expect(errorOf(get)).toEqual({ error: 'not_found', message: FLYER_MESSAGES.notFound });
      const put = await putFlyer(t, who, mine.id, flyerData(mine, { title: 'Hijacked' }));
      expect(put.statusCode).toBe(404);
      expect(errorOf(put).message).toBe(FLYER_MESSAGES.notFound);
      const del = await call(t, who, 'DELETE', `/api/flyers/${mine.id}`);
      expect(del.statusCode).toBe(404);
      expect(errorOf(del).message).toBe(FLYER_MESSAGES.notFound);
    }
    for (const id of ['not-a-uuid', randomUUID()]) {
      for (const method of ['GET', 'DELETE'] as const) {
        const res = await call(t, me, method, `/api/flyers/${id}`);
        expect(res.statusCode).toBe(404);
        expect(errorOf(res).message).toBe(FLYER_MESSAGES.notFound);
      }
    }
    expect(await flyerFootprint(t)).toEqual(before);
    expect((await call(t, me, 'GET', `/api/flyers/${mine.id}`)).json<Flyer>()).toEqual(mine);
  });
});

describe('editing a flyer', () => {
  it('saves title, description and price; each price mode nulls the other field', async () => {
    const { me, stranger } = await cast();
    const listing = await createProperty(t, stranger, place, { price: 9_000_000 });
    const flyer = await createFlyer(t, me, listing.id);

    const custom = await updateFlyer(t, me, flyer, {
      title: '  Corner flat — ready to move  ',
      description: 'Ask me for a visit this weekend.',
      price_mode: 'custom',
      price: 8_500_000,
      custom_price_text: '85 Lakhs, negotiable',
    });
    expect(custom).toMatchObject({
      title: 'Corner flat — ready to move',
      description: 'Ask me for a visit this weekend.',
      price_mode: 'custom',
      price: null,
      custom_price_text: '85 Lakhs, negotiable',
      public_url: `/flyer/${flyer.public_id}/${slugify('Corner flat — ready to move')}`,
    });
    expect(Date.parse(custom.updated_at)).toBeGreaterThan(Date.parse(flyer.updated_at));
    expect(custom.created_at).toBe(flyer.created_at);
    expect(custom.public_id).toBe(flyer.public_id);

    const standard = await updateFlyer(t, me, custom, {
      price_mode: 'standard',
      price: 8_750_000,
      custom_price_text: 'ignored in standard mode',
      description: '   ',
    });
    expect(standard).toMatchObject({
      price_mode: 'standard',
      price: 8_750_000,
      custom_price_text: null,
      description: null,
    });
    const [row] = await t.database.db.select().from(flyers).where(eq(flyers.id, flyer.id));
    expect(row).toMatchObject({ price: 8_750_000, customPriceText: null, description: null });
    // GET returns what was saved.
    expect((await call(t, me, 'GET', `/api/flyers/${flyer.id}`)).json<Flyer>()).toEqual(standard);
  });

  it("refuses a blank title with 'Title is required' and bad fields with their message; nothing changes", async () => {
    const { me, stranger } = await cast();
    const listing = await createProperty(t, stranger, place);
    const flyer = await createFlyer(t, me, listing.id);
    const before = await flyerFootprint(t);
    const cases: Array<[unknown, string, string]> = [
      [flyerData(flyer, { title: '   ' }), FLYER_MESSAGES.titleRequired, 'title'],
      [{ ...flyerData(flyer), title: undefined }, FLYER_MESSAGES.titleRequired, 'title'],
      [flyerData(flyer, { title: 'x'.repeat(121) }), FLYER_MESSAGES.titleMax, 'title'],
      [flyerData(flyer, { price: -5 }), FLYER_MESSAGES.pricePositive, 'price'],
      [
        flyerData(flyer, { custom_price_text: 'x'.repeat(101), price_mode: 'custom' }),
        FLYER_MESSAGES.customPriceMax,
        'custom_price_text',
      ],
    ];
    for (const [data, message, field] of cases) {
      const res = await putFlyer(t, me, flyer.id, data);
      expect(res.statusCode, JSON.stringify(data)).toBe(400);
      expect(errorOf(res)).toMatchObject({ message, field });
    }
    const unknownField = await putFlyer(t, me, flyer.id, {
      ...flyerData(flyer),
      user_id: stranger.id,
    });
    expect(unknownField.statusCode).toBe(400);
    expect(errorOf(unknownField).message).toBe('Unknown field: user_id');
    const notJson = await t.app.inject({
      method: 'PUT',
      url: `/api/flyers/${flyer.id}`,
      headers: { authorization: `Bearer ${me.accessToken}`, 'content-type': 'application/json' },
      payload: flyerData(flyer),
    });
    expect(notJson.statusCode).toBe(415);
    expect(await flyerFootprint(t)).toEqual(before);
  });
});

describe('deleting a flyer', () => {
  it('removes the row for its broker only; the listing is untouched', async () => {
    const { me, stranger } = await cast();
    const listing = await createProperty(t, stranger, place);
    const flyer = await createFlyer(t, me, listing.id);
    const flyersBefore = await countRows(t, flyers);
    const res = await call(t, me, 'DELETE', `/api/flyers/${flyer.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await countRows(t, flyers)).toBe(flyersBefore - 1);
    expect((await call(t, me, 'GET', `/api/flyers/${flyer.id}`)).statusCode).toBe(404);
    expect((await call(t, me, 'DELETE', `/api/flyers/${flyer.id}`)).statusCode).toBe(404);
    expect((await call(t, stranger, 'GET', `/api/properties/${listing.id}`)).statusCode).toBe(200);
  });
});
