// The listing owner controls flyers of their listing (decision 023). The switch 'Other
// brokers may make client flyers' is on by default and saved with the property; turned
// off, every flyer of the listing goes offline at once (public page and preview 404, the
// editor 'Flyer Not Found', /my-flyers says why) and a new one is refused with a clear
// 403; turned on again, they come back. Narrowing the visibility takes down the flyers
// of every broker who can no longer see the listing. The owner, and only the owner, sees
// who made flyers of it; offline flyers are counted, not linked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FLYER_MESSAGES,
  type FlyerListItem,
  type ListingFlyers,
} from '#shared/schemas/flyers.ts';
import type { Property } from '#shared/schemas/properties.ts';
import { call } from '../helpers/feed';
import { createFlyer, flyerData, listFlyers, postFlyer, putFlyer } from '../helpers/flyers';
import { jpegImage } from '../helpers/images';
import {
  connectBrokers,
  createProperty,
  placeOf,
  putProperty,
  type Place,
} from '../helpers/properties';
import {
  editableFields,
  expectNotFoundPage,
  getPage,
  updateProfile,
} from '../helpers/public-pages';
import {
  createTestApp,
  ensureFounder,
  registerBroker,
  type SignedIn,
  type TestApp,
} from '../helpers/test-app';
import { errorOf } from '../helpers/test-utils';

let t: TestApp;
let place: Place;

beforeAll(async () => {
  t = await createTestApp();
  place = await placeOf(t);
});
afterAll(async () => t.close());

async function editProperty(
  who: SignedIn,
  property: Property,
  changes: Partial<ReturnType<typeof editableFields>> & { allow_flyers?: boolean },
): Promise<Property> {
  const res = await putProperty(t, who, property.id, { ...editableFields(property), ...changes });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Property>();
}

const itemOf = async (who: SignedIn, flyerId: string): Promise<FlyerListItem | undefined> =>
  (await listFlyers(t, who)).items.find((f) => f.id === flyerId);

async function flyersOfListing(who: SignedIn, propertyId: string) {
  return call(t, who, 'GET', `/api/properties/${propertyId}/flyers`);
}

describe("the owner's switch 'Other brokers may make client flyers'", () => {
  it('is on by default, saved with the property, and kept by an edit that leaves it out', async () => {
    const owner = await registerBroker(t);
    const listing = await createProperty(t, owner, place);
    expect(listing.allow_flyers).toBe(true);
    const closed = await createProperty(t, owner, place, { allow_flyers: false });
    expect(closed.allow_flyers).toBe(false);

    const off = await editProperty(owner, listing, { allow_flyers: false });
    expect(off.allow_flyers).toBe(false);
    // An older client sends no switch: it stays off, it is not turned back on.
    const renamed = await editProperty(owner, off, { title: 'Renamed listing title' });
    expect(renamed.allow_flyers).toBe(false);
    const reader = await registerBroker(t);
    const seen = await call(t, reader, 'GET', `/api/properties/${listing.id}`);
    expect(seen.json<Property>().allow_flyers).toBe(false);

    const bad = await putProperty(t, owner, listing.id, {
      ...editableFields(renamed),
      allow_flyers: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).field).toBe('allow_flyers');
  });

  it('turned off takes every flyer offline at once and refuses new ones; turned on, they return', async () => {
    const owner = await registerBroker(t);
    const ravi = await registerBroker(t);
    const meera = await registerBroker(t);
    const listing = await createProperty(t, owner, place, { visibility: 'All' }, [
      await jpegImage(),
    ]);
    const flyerR = await createFlyer(t, ravi, listing.id);
    const flyerM = await createFlyer(t, meera, listing.id);
    for (const flyer of [flyerR, flyerM]) {
      expect((await getPage(t, flyer.public_url)).statusCode).toBe(200);
      expect((await getPage(t, `/og/flyer/${flyer.public_id}.jpg`)).statusCode).toBe(200);
    }

    const off = await editProperty(owner, listing, { allow_flyers: false });

    for (const flyer of [flyerR, flyerM]) {
      await expectNotFoundPage(t, flyer.public_url);
      await expectNotFoundPage(t, `/flyer/${flyer.public_id}`);
      expect((await getPage(t, `/og/flyer/${flyer.public_id}.jpg`)).statusCode).toBe(404);
    }
    // Ravi's own view: listed as offline with the reason, not editable, still deletable.
    expect(await itemOf(ravi, flyerR.id)).toMatchObject({
      status: 'flyers_off',
      property: { id: listing.id },
    });
    const open = await call(t, ravi, 'GET', `/api/flyers/${flyerR.id}`);
    expect(open.statusCode).toBe(404);
    expect(errorOf(open).message).toBe(FLYER_MESSAGES.notFound);
    const edit = await putFlyer(t, ravi, flyerR.id, flyerData(flyerR, { title: 'Sneaky edit' }));
    expect(edit.statusCode).toBe(404);
    // A new one, by JSON, as the editor's first save, or its draft: a clear 403.
    for (const res of [
      await postFlyer(t, ravi, listing.id),
      await call(t, meera, 'GET', `/api/flyers/draft/${listing.id}`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(errorOf(res)).toEqual({
        error: 'flyers_off',
        message: FLYER_MESSAGES.flyersOff,
        field: 'property_id',
      });
    }
    expect((await listFlyers(t, ravi)).total).toBe(1);

    // Back on: the same links work again, the flyers were never lost.
    await editProperty(owner, off, { allow_flyers: true });
    expect((await getPage(t, flyerR.public_url)).statusCode).toBe(200);
    expect((await itemOf(ravi, flyerR.id))?.status).toBe('live');
    expect((await call(t, ravi, 'GET', `/api/flyers/${flyerR.id}`)).statusCode).toBe(200);

    // Off again, the broker may still delete theirs.
    await editProperty(owner, off, { allow_flyers: false });
    expect((await call(t, meera, 'DELETE', `/api/flyers/${flyerM.id}`)).statusCode).toBe(204);
  });

  it('narrowing the visibility takes down the flyers of every broker who can no longer see it', async () => {
    const owner = await registerBroker(t);
    const friend = await registerBroker(t);
    const stranger = await registerBroker(t);
    await connectBrokers(t, owner, friend);
    const listing = await createProperty(t, owner, place, { visibility: 'All' });
    const friendsFlyer = await createFlyer(t, friend, listing.id);
    const strangersFlyer = await createFlyer(t, stranger, listing.id);

    const networkOnly = await editProperty(owner, listing, { visibility: 'Network Only' });
    await expectNotFoundPage(t, strangersFlyer.public_url);
    expect((await itemOf(stranger, strangersFlyer.id))?.status).toBe('listing_unavailable');
    const again = await postFlyer(t, stranger, listing.id);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).message).toBe(FLYER_MESSAGES.propertyNotFound);
    // The owner's connection may still see it: theirs stays online.
    expect((await getPage(t, friendsFlyer.public_url)).statusCode).toBe(200);

    await editProperty(owner, networkOnly, { visibility: 'Private' });
    await expectNotFoundPage(t, friendsFlyer.public_url);
    expect((await itemOf(friend, friendsFlyer.id))?.status).toBe('listing_unavailable');
  });
});

describe('who made flyers of a listing', () => {
  it('the owner sees each broker with their count and the links of live flyers', async () => {
    const owner = await registerBroker(t);
    const ravi = await registerBroker(t, { name: 'Ravi Kumar' });
    await updateProfile(t, ravi, {
      full_name: 'Ravi Kumar',
      company_name: 'Kumar Homes',
      phone: '9811122233',
    });
    const meera = await registerBroker(t, { name: 'Meera Shah' });
    const listing = await createProperty(t, owner, place, { visibility: 'All' });
    const other = await createProperty(t, owner, place, { visibility: 'All' });

    const empty = await flyersOfListing(owner, listing.id);
    expect(empty.statusCode).toBe(200);
    expect(empty.json<ListingFlyers>()).toEqual({
      allow_flyers: true,
      flyer_count: 0,
      broker_count: 0,
      brokers: [],
    });

    const r1 = await createFlyer(t, ravi, listing.id);
    const r2 = await createFlyer(t, ravi, listing.id);
    const m1 = await createFlyer(t, meera, listing.id);
    await createFlyer(t, meera, other.id);

    const res = await flyersOfListing(owner, listing.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ListingFlyers>();
    expect(body).toMatchObject({ allow_flyers: true, flyer_count: 3, broker_count: 2 });
    // The most recent maker first; each broker's newest flyer first.
    expect(body.brokers).toEqual([
      {
        broker: { id: meera.id, full_name: 'Meera Shah', avatar_url: null, company_name: null },
        flyer_count: 1,
        flyers: [
          { public_url: m1.public_url, title: m1.title, created_at: m1.created_at, live: true },
        ],
      },
      {
        broker: {
          id: ravi.id,
          full_name: 'Ravi Kumar',
          avatar_url: null,
          company_name: 'Kumar Homes',
        },
        flyer_count: 2,
        flyers: [
          { public_url: r2.public_url, title: r2.title, created_at: r2.created_at, live: true },
          { public_url: r1.public_url, title: r1.title, created_at: r1.created_at, live: true },
        ],
      },
    ]);
    // Nothing private of the makers (no e-mail, no phone) travels with it.
    expect(res.body).not.toContain('9811122233');
    expect(res.body).not.toContain(ravi.email);

    // Switched off: still counted, no longer linked.
    await editProperty(owner, listing, { allow_flyers: false });
    const off = (await flyersOfListing(owner, listing.id)).json<ListingFlyers>();
    expect(off.allow_flyers).toBe(false);
    expect(off.flyer_count).toBe(3);
    expect(off.brokers.flatMap((b) => b.flyers.map((f) => [f.public_url, f.live]))).toEqual([
      [null, false],
      [null, false],
      [null, false],
    ]);
  });

  it('is for the owner only: the makers, other brokers and the admin get a 404', async () => {
    const owner = await registerBroker(t);
    const maker = await registerBroker(t);
    const stranger = await registerBroker(t);
    const listing = await createProperty(t, owner, place, { visibility: 'All' });
    await createFlyer(t, maker, listing.id);
    const admin = await ensureFounder(t);
    for (const who of [maker, stranger, admin]) {
      const res = await flyersOfListing(who, listing.id);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe('Property not found');
    }
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect((await flyersOfListing(owner, id)).statusCode).toBe(404);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/properties/${listing.id}/flyers` }))
        .statusCode,
    ).toBe(401);
  });
});
