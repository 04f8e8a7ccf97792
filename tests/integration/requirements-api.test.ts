// Requirements through the API (issue 19): create with validation, read, edit, status,
// renew, delete, the two lists and their filters, the owner-only rules, and the parser.
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { REQUIREMENT_MESSAGES, type Requirement } from '#shared/schemas/requirements.ts';
import { requirements } from '#server/db/schema.ts';
import { createPost } from '../helpers/feed';
import { test } from '../helpers/fixtures';
import { connectBrokers } from '../helpers/properties';
import { call, cityWithAreas, listRequirementsOf, postRequirement } from '../helpers/requirements';
import { registerBroker } from '../helpers/test-app';
import { countRows, errorOf } from '../helpers/test-utils';

describe('creating a requirement', () => {
  test('saves the fields, generates the title and gives the client note to its owner', async ({ t, broker }) => {
    const { cityId, areas } = await cityWithAreas(t);
    const created = await postRequirement(t, broker, {
      property_type: 'Sale',
      city_id: cityId,
      area_ids: [areas[1]!.areaId, areas[0]!.areaId, areas[1]!.areaId],
      budget_min: 12_000_000,
      budget_max: 15_000_000,
      bedrooms_min: 3,
      bedrooms_max: 3,
      notes: 'Ready to move',
      client_note: 'Mr Rao +91 98450 12345',
    });
    expect(created).toMatchObject({
      title: `3 BHK to buy in ${areas[1]!.area} or ${areas[0]!.area}, 1.2–1.5 Cr`,
      areas: [
        { id: areas[1]!.areaId, name: areas[1]!.area },
        { id: areas[0]!.areaId, name: areas[0]!.area },
      ],
      city: 'Bangalore',
      visibility: 'Network Only',
      status: 'active',
      client_note: 'Mr Rao +91 98450 12345',
      is_owner: true,
      match_count: 0,
      new_match_count: 0,
    });
    const days = (Date.parse(created.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  test.for([
    ['a budget range upside down', { budget_min: 20, budget_max: 10 }, 'budget_min', REQUIREMENT_MESSAGES.budgetRange],
    ['a bedroom range upside down', { bedrooms_min: 4, bedrooms_max: 2 }, 'bedrooms_min', REQUIREMENT_MESSAGES.bedroomsRange],
    ['a size range upside down', { sqft_min: 2000, sqft_max: 1000 }, 'sqft_min', REQUIREMENT_MESSAGES.sqftRange],
    ['a negative budget', { budget_max: -5 }, 'budget_max', REQUIREMENT_MESSAGES.budgetPositive],
    ['a zero size', { sqft_min: 0 }, 'sqft_min', REQUIREMENT_MESSAGES.sqftPositive],
    ['half a bedroom', { bedrooms_max: 1.5 }, 'bedrooms_max', REQUIREMENT_MESSAGES.bedrooms],
    ['no city', { city_id: undefined }, 'city_id', REQUIREMENT_MESSAGES.cityRequired],
    ['an unknown city', { city_id: 99_999 }, 'city_id', REQUIREMENT_MESSAGES.cityRequired],
    ['notes too long', { notes: 'x'.repeat(1001) }, 'notes', REQUIREMENT_MESSAGES.notesMax],
  ] as const)('refuses %s with a clear message and saves nothing', async ([, change, field, message], { t, broker }) => {
    const { cityId } = await cityWithAreas(t);
    const before = await countRows(t, requirements);
    const res = await call(t, broker, 'POST', '/api/requirements', { property_type: 'Rent', city_id: cityId, ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res)).toMatchObject({ message, field });
    expect(await countRows(t, requirements)).toBe(before);
  });

  test('refuses an area of another city', async ({ t, broker }) => {
    const bangalore = await cityWithAreas(t, 'Bangalore');
    const mumbai = await cityWithAreas(t, 'Mumbai');
    const res = await call(t, broker, 'POST', '/api/requirements', {
      property_type: 'Sale',
      city_id: bangalore.cityId,
      area_ids: [mumbai.areas[0]!.areaId],
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ message: REQUIREMENT_MESSAGES.areaNotInCity, field: 'area_ids' });
  });

  test('signed out: 401; unknown fields: 400', async ({ t, broker }) => {
    const { cityId } = await cityWithAreas(t);
    expect((await call(t, null, 'POST', '/api/requirements', { property_type: 'Sale', city_id: cityId })).statusCode).toBe(401);
    expect((await call(t, broker, 'POST', '/api/requirements', { property_type: 'Sale', city_id: cityId, user_id: broker.id })).statusCode).toBe(400);
  });
});

describe('who sees a requirement', () => {
  test('Network Only: owner and connections; All: every broker; Private: owner only; the client note: owner only', async ({ t, founder }) => {
    const owner = await registerBroker(t);
    const friend = await registerBroker(t);
    const stranger = await registerBroker(t);
    
    await connectBrokers(t, owner, friend);
    const { cityId } = await cityWithAreas(t);
    const of = (visibility: Requirement['visibility']) =>
      postRequirement(t, owner, { property_type: 'Rent', city_id: cityId, visibility, client_note: 'Secret client 9845' });
    const network = await of('Network Only');
    const all = await of('All');
    const mine = await of('Private');
    const status = async (who: typeof owner, id: string) => (await call(t, who, 'GET', `/api/requirements/${id}`)).statusCode;
    expect([await status(friend, network.id), await status(stranger, network.id)]).toEqual([200, 404]);
    expect([await status(friend, all.id), await status(stranger, all.id)]).toEqual([200, 200]);
    expect([await status(friend, mine.id), await status(stranger, mine.id), await status(founder, mine.id)]).toEqual([404, 404, 200]);
    for (const who of [friend, stranger, founder]) {
      const res = await call(t, who, 'GET', `/api/requirements/${all.id}`);
      expect(res.body).not.toContain('Secret client');
      expect(res.json<Requirement>().client_note).toBeUndefined();
    }
    expect((await call(t, null, 'GET', `/api/requirements/${all.id}`)).statusCode).toBe(401);
    expect((await call(t, owner, 'GET', '/api/requirements/not-a-uuid')).statusCode).toBe(404);
  });
});

describe('changing a requirement', () => {
  test('the owner edits fields and status; ranges are checked against the saved values', async ({ t, broker }) => {
    const { cityId, areas } = await cityWithAreas(t);
    const r = await postRequirement(t, broker, { property_type: 'Sale', city_id: cityId, budget_min: 5_000_000, budget_max: 8_000_000 });
    const bad = await call(t, broker, 'PATCH', `/api/requirements/${r.id}`, { budget_max: 4_000_000 });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toMatchObject({ message: REQUIREMENT_MESSAGES.budgetRange, field: 'budget_min' });
    const ok = await call(t, broker, 'PATCH', `/api/requirements/${r.id}`, { budget_max: 9_000_000, area_ids: [areas[2]!.areaId], status: 'on_hold' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<Requirement>()).toMatchObject({ budget_max: 9_000_000, status: 'on_hold', areas: [{ id: areas[2]!.areaId }] });
    const expired = await call(t, broker, 'PATCH', `/api/requirements/${r.id}`, { status: 'expired' });
    expect(expired.statusCode).toBe(400);
  });

  test('another broker may not change, renew or delete it (403 when they can see it, 404 when not); an admin may delete', async ({ t, founder }) => {
    const owner = await registerBroker(t);
    const other = await registerBroker(t);
    
    const { cityId } = await cityWithAreas(t);
    const visible = await postRequirement(t, owner, { property_type: 'Sale', city_id: cityId, visibility: 'All' });
    const hidden = await postRequirement(t, owner, { property_type: 'Sale', city_id: cityId, visibility: 'Private' });
    expect((await call(t, other, 'PATCH', `/api/requirements/${visible.id}`, { notes: 'mine now' })).statusCode).toBe(403);
    expect((await call(t, other, 'POST', `/api/requirements/${visible.id}/renew`)).statusCode).toBe(403);
    expect((await call(t, other, 'DELETE', `/api/requirements/${visible.id}`)).statusCode).toBe(403);
    expect((await call(t, other, 'GET', `/api/requirements/${visible.id}/matches`)).statusCode).toBe(403);
    expect((await call(t, other, 'PATCH', `/api/requirements/${hidden.id}`, { notes: 'x' })).statusCode).toBe(404);
    expect((await call(t, founder, 'PATCH', `/api/requirements/${hidden.id}`, { notes: 'x' })).statusCode).toBe(403);
    expect((await call(t, founder, 'DELETE', `/api/requirements/${hidden.id}`)).statusCode).toBe(204);
    expect((await call(t, owner, 'GET', `/api/requirements/${hidden.id}`)).statusCode).toBe(404);
    expect((await call(t, owner, 'DELETE', `/api/requirements/${visible.id}`)).statusCode).toBe(204);
  });

  test('renew: 30 more days, an expired one becomes active, a fulfilled one is refused', async ({ t, broker }) => {
    const { cityId } = await cityWithAreas(t);
    const r = await postRequirement(t, broker, { property_type: 'Rent', city_id: cityId });
    await t.database.db.execute(sql`update requirements set expires_at = now() - interval '1 day' where id = ${r.id}`);
    const seen = await call(t, broker, 'GET', `/api/requirements/${r.id}`);
    expect(seen.json<Requirement>().status).toBe('expired');
    expect((await call(t, broker, 'PATCH', `/api/requirements/${r.id}`, { status: 'active' })).statusCode).toBe(400);
    const renewed = await call(t, broker, 'POST', `/api/requirements/${r.id}/renew`);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json<Requirement>().status).toBe('active');
    expect(Date.parse(renewed.json<Requirement>().expires_at)).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    await call(t, broker, 'PATCH', `/api/requirements/${r.id}`, { status: 'fulfilled' });
    const refused = await call(t, broker, 'POST', `/api/requirements/${r.id}/renew`);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe(REQUIREMENT_MESSAGES.renewFulfilled);
  });
});

describe('the lists', () => {
  test('mine: every status with counts, filtered by status; network: what I may see, active, with filters', async ({ t }) => {
    const me = await registerBroker(t);
    const friend = await registerBroker(t);
    const stranger = await registerBroker(t);
    await connectBrokers(t, me, friend);
    const { cityId } = await cityWithAreas(t);
    const mumbai = await cityWithAreas(t, 'Mumbai');
    const a = await postRequirement(t, me, { property_type: 'Sale', city_id: cityId });
    const b = await postRequirement(t, me, { property_type: 'Rent', city_id: cityId });
    await call(t, me, 'PATCH', `/api/requirements/${b.id}`, { status: 'on_hold' });
    const mine = await listRequirementsOf(t, me, 'scope=mine');
    expect(mine.items.map((r) => r.id)).toEqual([b.id, a.id]);
    expect(mine.status_counts).toEqual({ active: 1, on_hold: 1, fulfilled: 0, expired: 0 });
    expect((await listRequirementsOf(t, me, 'scope=mine&status=on_hold')).items.map((r) => r.id)).toEqual([b.id]);

    // Other tests of this file post requirements for every broker too: only this test's count.
    const ours = new Set<string>();
    const f1 = await postRequirement(t, friend, { property_type: 'Sale', city_id: cityId, budget_max: 10_000_000, bedrooms_min: 2, bedrooms_max: 3, client_note: 'Friend client 98' });
    const f2 = await postRequirement(t, friend, { property_type: 'Rent', city_id: mumbai.cityId, budget_max: 50_000 });
    const s1 = await postRequirement(t, stranger, { property_type: 'Sale', city_id: cityId, visibility: 'All' });
    const hidden = [
      await postRequirement(t, stranger, { property_type: 'Sale', city_id: cityId, visibility: 'Network Only' }),
      await postRequirement(t, friend, { property_type: 'Sale', city_id: cityId, visibility: 'Private' }),
    ];
    for (const r of [f1, f2, s1, ...hidden]) ours.add(r.id);
    const ids = async (q: string) =>
      (await listRequirementsOf(t, me, `scope=network&page_size=50&${q}`)).items.map((r) => r.id).filter((id) => ours.has(id));
    expect(await ids('')).toEqual([s1.id, f2.id, f1.id]);
    expect(await ids(`city_id=${mumbai.cityId}`)).toEqual([f2.id]);
    expect(await ids('property_type=Sale')).toEqual([s1.id, f1.id]);
    expect(await ids('budget=10500000')).toEqual([s1.id, f1.id]);
    expect(await ids('budget=12000000')).toEqual([s1.id]);
    expect(await ids('bedrooms=4')).toEqual([s1.id, f2.id]);
    const network = await call(t, me, 'GET', '/api/requirements?scope=network&page_size=50');
    expect(network.body).not.toContain('Friend client');
    expect((await call(t, me, 'GET', '/api/requirements?scope=network&budget=-1')).statusCode).toBe(400);
  });
});

describe('the requirement parser endpoint', () => {
  test('reads a pasted requirement into the fields, with the city and area ids', async ({ t, broker }) => {
    const res = await call(t, broker, 'POST', '/api/quick-entry/parse-requirement', {
      text: 'Need 3BHK in Whitefield or Marathahalli, Bangalore, budget 1.2-1.5 Cr, ready to move',
    });
    expect(res.statusCode, res.body).toBe(200);
    const parsed = res.json();
    expect(parsed).toMatchObject({ property_type: 'Sale', city: 'Bangalore', budget_min: 12_000_000, budget_max: 15_000_000, bedrooms_min: 3, bedrooms_max: 3 });
    expect(parsed.city_id).toEqual(expect.any(Number));
    expect(parsed.areas).toEqual(['Whitefield', 'Marathahalli']);
    expect(parsed.area_ids).toHaveLength(2);
    expect((await call(t, broker, 'POST', '/api/quick-entry/parse-requirement', { text: '' })).statusCode).toBe(400);
  });
});

describe('requirements in the Community Feed', () => {
  test("each feed page carries the live requirements of its stretch of time: own and connections', never a stranger's or a paused one", async ({ t }) => {
    const me = await registerBroker(t);
    const friend = await registerBroker(t);
    const stranger = await registerBroker(t);
    await connectBrokers(t, me, friend);
    const { cityId } = await cityWithAreas(t);
    const post = (who: typeof me, content: string) => createPost(t, who, content);
    const oldest = await postRequirement(t, friend, { property_type: 'Sale', city_id: cityId, client_note: 'Friend secret 98450' });
    await post(friend, 'first post');
    const paused = await postRequirement(t, friend, { property_type: 'Rent', city_id: cityId });
    await call(t, friend, 'PATCH', `/api/requirements/${paused.id}`, { status: 'on_hold' });
    await postRequirement(t, stranger, { property_type: 'Sale', city_id: cityId, visibility: 'All' });
    await post(me, 'second post');
    const mine = await postRequirement(t, me, { property_type: 'Rent', city_id: cityId, client_note: 'My own client' });
    await post(friend, 'third post');

    const first = await call(t, me, 'GET', '/api/feed?limit=2');
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json();
    expect(page1.items.map((p: { content: string }) => p.content)).toEqual(['third post', 'second post']);
    expect(page1.requirements.map((r: Requirement) => r.id)).toEqual([mine.id]);
    expect(page1.requirements[0].client_note).toBe('My own client');
    const second = await call(t, me, 'GET', `/api/feed?limit=2&cursor=${encodeURIComponent(page1.next_cursor)}`);
    const page2 = second.json();
    expect(page2.items.map((p: { content: string }) => p.content)).toEqual(['first post']);
    // The last page reaches back to the oldest: the friend's requirement, without its note.
    expect(page2.requirements.map((r: Requirement) => r.id)).toEqual([oldest.id]);
    expect(second.body).not.toContain('Friend secret');
  });
});
