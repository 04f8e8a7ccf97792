// A broker's page for members (profile + the listings the caller may see, paged) and
// the admin's list of all brokers for the property form's broker selector.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '#server/db/schema.ts';
import { MY_LISTINGS_PAGE_SIZE } from '#shared/constants.ts';
import type { BrokerPage } from '#shared/schemas/profiles.ts';
import { brokerPageSchema, PROFILE_MESSAGES } from '#shared/schemas/profiles.ts';
import { createProperty, getJson, placeOf, type Place } from '../helpers/properties';
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
let broker: SignedIn;
let member: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  place = await placeOf(t);
  broker = await registerBroker(t, { name: 'Meera Nair' });
  member = await registerBroker(t, { name: 'arjun Rao' });
});
afterAll(async () => t.close());

describe('GET /api/brokers/:id', () => {
  it("shows the profile and the broker's visible listings, newest first, 8 a page, exact total", async () => {
    const created: string[] = [];
    for (let i = 0; i < 10; i++)
      created.push((await createProperty(t, broker, place, { title: `Listing number ${i}` })).id);
    await createProperty(t, broker, place, { visibility: 'Private', title: 'Hidden from members' });

    const first = await getJson(t, member, `/api/brokers/${broker.id}`);
    expect(first.statusCode).toBe(200);
    const page1 = brokerPageSchema.parse(first.json());
    expect(page1.profile).toMatchObject({ id: broker.id, full_name: 'Meera Nair', role: 'broker' });
    expect(page1.profile).not.toHaveProperty('email');
    expect(page1.listings).toMatchObject({ total: 10, page: 1, page_size: MY_LISTINGS_PAGE_SIZE });
    expect(page1.listings.items.map((p) => p.id)).toEqual([...created].reverse().slice(0, 8));
    expect(
      page1.listings.items.every((p) => p.broker.id === broker.id && !p.is_owner && !p.can_edit),
    ).toBe(true);

    const second = (
      await getJson(t, member, `/api/brokers/${broker.id}?page=2`)
    ).json<BrokerPage>();
    expect(second.listings.total).toBe(10);
    expect(second.listings.items.map((p) => p.id)).toEqual([...created].reverse().slice(8));

    const own = (await getJson(t, broker, `/api/brokers/${broker.id}`)).json<BrokerPage>();
    expect(own.listings.total).toBe(11);
  });

  it('answers 404 Broker not found for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nobody']) {
      const res = await getJson(t, member, `/api/brokers/${id}`);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toEqual({
        error: 'not_found',
        message: PROFILE_MESSAGES.brokerNotFound,
      });
    }
  });

  it('needs a session', async () => {
    expect((await getJson(t, null, `/api/brokers/${broker.id}`)).statusCode).toBe(401);
  });
});

describe('GET /api/admin/brokers', () => {
  it('is refused to brokers (403) and to visitors (401)', async () => {
    expect((await getJson(t, member, '/api/admin/brokers')).statusCode).toBe(403);
    expect((await getJson(t, null, '/api/admin/brokers')).statusCode).toBe(401);
  });

  it('lists every profile by name for an admin', async () => {
    const admin = await ensureFounder(t);
    await t.database.db
      .update(profiles)
      .set({ companyName: 'Nair Homes', city: 'Kochi' })
      .where(eq(profiles.id, broker.id));
    const res = await getJson(t, admin, '/api/admin/brokers');
    expect(res.statusCode).toBe(200);
    const list =
      res.json<
        Array<{
          id: string;
          full_name: string;
          company_name: string | null;
          city: string | null;
          avatar_url: string | null;
        }>
      >();
    expect(list.map((b) => b.id).sort()).toEqual([admin.id, broker.id, member.id].sort());
    const names = list.map((b) => b.full_name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(list.find((b) => b.id === broker.id)).toEqual({
      id: broker.id,
      full_name: 'Meera Nair',
      avatar_url: null,
      company_name: 'Nair Homes',
      city: 'Kochi',
    });
  });
});
