// Matching, both ways (issue 19; decision 040): every rule from both sides. Each case is
// run with the requirement posted first (the listing's save finds it) and with the listing
// first (the requirement's save finds it); both owners' views must agree.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { PropertyInput } from '#shared/schemas/properties.ts';
import type { RequirementInput } from '#shared/schemas/requirements.ts';
import { test } from '../helpers/fixtures';
import { connectBrokers, createProperty, placeOf, putProperty } from '../helpers/properties';
import { call, cityWithAreas, matchesOf, matchNotificationsOf, postRequirement, requirementsOfListing } from '../helpers/requirements';
import { notificationsOfType } from '../helpers/notifications';
import { registerBroker, type SignedIn, type TestApp } from '../helpers/test-app';
import { jobs } from '#server/db/schema.ts';

type Case = {
  name: string;
  requirement?: Partial<RequirementInput>;
  listing?: Partial<PropertyInput> | ((t: TestApp) => Promise<Partial<PropertyInput>>);
  connected?: boolean;
  /** null: no match. */
  reasons: string[] | null;
  score?: number;
};

async function setting(t: TestApp) {
  const { cityId, areas } = await cityWithAreas(t);
  const area = areas[0]!;
  const requirement: RequirementInput = {
    property_type: 'Sale',
    city_id: cityId,
    area_ids: [area.areaId],
    budget_min: 10_000_000,
    budget_max: 15_000_000,
    bedrooms_min: 3,
    bedrooms_max: 3,
    sqft_min: 1200,
    sqft_max: 1600,
    visibility: 'Network Only',
    client_note: 'Client Meera 98450 00000',
  };
  const listing: Partial<PropertyInput> = { price: 12_500_000, bedrooms: 3, sqft: 1450, area_id: area.areaId, city_id: cityId, visibility: 'Network Only' };
  return { requirement, listing, area: area.area };
}

const cases: Case[] = [
  { name: 'a listing that fits every range', reasons: ['within budget', 'in AREA', '3 BHK as asked', '1,450 sq ft as asked'], score: 100 },
  { name: 'another type', listing: { property_type: 'Rent' }, reasons: null },
  {
    name: 'another city',
    listing: async (t) => {
      const mumbai = await placeOf(t, 'Mumbai');
      return { city_id: mumbai.cityId, area_id: mumbai.areaId };
    },
    reasons: null,
  },
  {
    name: 'another area of the city',
    listing: async (t) => ({ area_id: (await cityWithAreas(t)).areas[1]!.areaId }),
    reasons: null,
  },
  {
    name: 'any area when the requirement names none',
    requirement: { area_ids: [] },
    reasons: ['within budget', 'in AREA, Bangalore', '3 BHK as asked', '1,450 sq ft as asked'],
    score: 100,
  },
  { name: '8 % over budget (a stretch)', listing: { price: 16_200_000 }, reasons: ['8 % over budget', 'in AREA', '3 BHK as asked', '1,450 sq ft as asked'], score: 76 },
  { name: 'more than 10 % over budget', listing: { price: 16_600_000 }, reasons: null },
  { name: '5 % under budget', listing: { price: 9_500_000 }, reasons: ['5 % under budget', 'in AREA', '3 BHK as asked', '1,450 sq ft as asked'], score: 95 },
  { name: 'far under budget', listing: { price: 8_500_000 }, reasons: null },
  { name: 'no price against a budget', listing: { price: null }, reasons: null },
  { name: 'fewer bedrooms', listing: { bedrooms: 2 }, reasons: null },
  { name: 'more bedrooms', listing: { bedrooms: 4 }, reasons: null },
  { name: 'no bedroom count against a BHK asked', listing: { bedrooms: null }, reasons: null },
  { name: 'a little small', listing: { sqft: 1100 }, reasons: ['within budget', 'in AREA', '3 BHK as asked', '8 % smaller than asked'], score: 88 },
  { name: 'too small', listing: { sqft: 1000 }, reasons: null },
  { name: 'too large', listing: { sqft: 1800 }, reasons: null },
  { name: 'no size given', listing: { sqft: null }, reasons: ['within budget', 'in AREA', '3 BHK as asked', 'size not given'], score: 90 },
  { name: 'a Private listing', listing: { visibility: 'Private' }, reasons: null },
  { name: 'a Private requirement', requirement: { visibility: 'Private' }, reasons: null },
  { name: 'Network Only listing, not connected', connected: false, requirement: { visibility: 'All' }, reasons: null },
  { name: 'Network Only requirement, not connected', connected: false, listing: { visibility: 'All' }, reasons: null },
  {
    name: 'both for all brokers, not connected',
    connected: false,
    requirement: { visibility: 'All' },
    listing: { visibility: 'All' },
    reasons: ['within budget', 'in AREA', '3 BHK as asked', '1,450 sq ft as asked'],
    score: 100,
  },
];

async function run(t: TestApp, c: Case, requirementFirst: boolean) {
  const base = await setting(t);
  const seeker = await registerBroker(t);
  const lister = await registerBroker(t);
  if (c.connected !== false) await connectBrokers(t, seeker, lister);
  const extra = typeof c.listing === 'function' ? await c.listing(t) : (c.listing ?? {});
  const place = await placeOf(t);
  const postR = () => postRequirement(t, seeker, { ...base.requirement, ...c.requirement });
  const postL = () => createProperty(t, lister, place, { ...base.listing, ...extra });
  let requirement;
  let listing;
  if (requirementFirst) {
    requirement = await postR();
    listing = await postL();
  } else {
    listing = await postL();
    requirement = await postR();
  }
  return { seeker, lister, requirement, listing, area: base.area };
}

describe('the matching rules', () => {
  for (const requirementFirst of [true, false]) {
    test.for(cases)(`${requirementFirst ? 'requirement first' : 'listing first'}: $name`, async (c, { t }) => {
      const { seeker, lister, requirement, listing, area } = await run(t, c, requirementFirst);
      // Items for all brokers from the file's other tests may match too: only this pair counts.
      const matches = (await matchesOf(t, seeker, requirement.id)).items.filter((m) => m.property_id === listing.id);
      const fitsAll = await requirementsOfListing(t, lister, listing.id);
      const fits = fitsAll.items.filter((f) => f.requirement.id === requirement.id);
      if (c.reasons === null) {
        expect(matches).toEqual([]);
        expect(fits).toEqual([]);
        return;
      }
      const reasons = c.reasons.map((r) => r.replace('AREA', area));
      expect(matches).toHaveLength(1);
      expect(matches[0]).toMatchObject({ property_id: listing.id, score: c.score, reasons, state: 'new' });
      expect(fits).toHaveLength(1);
      expect(fits[0]).toMatchObject({ score: c.score, reasons, requirement: { id: requirement.id } });
      // The listing's owner never sees the seeker's client.
      expect(JSON.stringify(fitsAll)).not.toContain('Client Meera');
      expect(fits[0]!.requirement.client_note).toBeUndefined();
    });
  }
});

async function matchingPair(t: TestApp) {
  const base = await setting(t);
  const seeker = await registerBroker(t);
  const lister = await registerBroker(t);
  const connectionId = await connectBrokers(t, seeker, lister);
  const requirement = await postRequirement(t, seeker, base.requirement);
  const place = await placeOf(t);
  const listing = await createProperty(t, lister, place, base.listing);
  return { base, seeker, lister, connectionId, requirement, listing, place };
}

const matchIds = async (t: TestApp, who: SignedIn, id: string) => (await matchesOf(t, who, id)).items.map((m) => m.property_id);
// (The pair tests use Network Only items of two fresh brokers: nothing of other tests can match.)

describe('changes that end or bring back a match', () => {
  test('a removed connection ends a Network Only match; connecting again brings it back, announced once', async ({ t }) => {
    const { seeker, lister, connectionId, requirement, listing } = await matchingPair(t);
    expect(await matchIds(t, seeker, requirement.id)).toEqual([listing.id]);
    expect((await call(t, lister, 'DELETE', `/api/connections/${connectionId}`)).statusCode).toBe(204);
    expect(await matchIds(t, seeker, requirement.id)).toEqual([]);
    expect((await requirementsOfListing(t, lister, listing.id)).items).toEqual([]);
    await connectBrokers(t, seeker, lister);
    expect(await matchIds(t, seeker, requirement.id)).toEqual([listing.id]);
    const toSeeker = await matchNotificationsOf(t, seeker);
    expect(toSeeker).toHaveLength(1);
    expect(toSeeker[0]!.content.match_count).toBe(1);
  });

  test('a listing made Private leaves the lists; an edit that fits again brings it back without a second notice', async ({ t }) => {
    const { base, seeker, lister, requirement, listing, place } = await matchingPair(t);
    const edit = (changes: Partial<PropertyInput>) =>
      putProperty(t, lister, listing.id, { title: listing.title, description: listing.description, ...base.listing, city_id: place.cityId, ...changes });
    expect((await edit({ visibility: 'Private' })).statusCode).toBe(200);
    expect(await matchIds(t, seeker, requirement.id)).toEqual([]);
    expect((await edit({ price: 20_000_000 })).statusCode).toBe(200);
    expect(await matchIds(t, seeker, requirement.id)).toEqual([]);
    expect((await edit({ price: 16_000_000 })).statusCode).toBe(200);
    const [m] = (await matchesOf(t, seeker, requirement.id)).items;
    expect(m).toMatchObject({ property_id: listing.id, score: 79, reasons: expect.arrayContaining(['7 % over budget']) });
    expect(await matchNotificationsOf(t, seeker)).toHaveLength(1);
    expect(await matchNotificationsOf(t, lister)).toHaveLength(1);
  });

  test('paused, fulfilled and expired requirements match nothing; renewing brings the matches back', async ({ t }) => {
    const { seeker, requirement, listing } = await matchingPair(t);
    const patch = (body: object) => call(t, seeker, 'PATCH', `/api/requirements/${requirement.id}`, body);
    expect((await patch({ status: 'on_hold' })).statusCode).toBe(200);
    expect(await matchIds(t, seeker, requirement.id)).toEqual([]);
    expect((await patch({ status: 'active' })).statusCode).toBe(200);
    expect(await matchIds(t, seeker, requirement.id)).toEqual([listing.id]);
    expect((await patch({ status: 'fulfilled' })).statusCode).toBe(200);
    expect(await matchIds(t, seeker, requirement.id)).toEqual([]);
    expect((await patch({ status: 'active' })).statusCode).toBe(200);
    await t.database.db.execute(sql`update requirements set expires_at = now() - interval '1 minute' where id = ${requirement.id}`);
    // Past its date (before the hourly job marks it), any recompute drops its matches.
    expect((await call(t, seeker, 'PATCH', `/api/requirements/${requirement.id}`, { notes: 'still looking' })).statusCode).toBe(200);
    expect(await matchIds(t, seeker, requirement.id)).toEqual([]);
    expect((await call(t, seeker, 'POST', `/api/requirements/${requirement.id}/renew`)).statusCode).toBe(200);
    expect(await matchIds(t, seeker, requirement.id)).toEqual([listing.id]);
  });
});

describe('acting on a match', () => {
  test('the owner marks a match Shortlisted or Rejected and filters by it; nobody else can', async ({ t }) => {
    const { seeker, lister, requirement } = await matchingPair(t);
    const [m] = (await matchesOf(t, seeker, requirement.id)).items;
    const url = `/api/requirements/${requirement.id}/matches/${m!.id}`;
    const res = await call(t, seeker, 'PATCH', url, { state: 'shortlisted' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: m!.id, state: 'shortlisted' });
    const shortlisted = await call(t, seeker, 'GET', `/api/requirements/${requirement.id}/matches?state=shortlisted`);
    expect(shortlisted.json().items).toHaveLength(1);
    const fresh = await call(t, seeker, 'GET', `/api/requirements/${requirement.id}/matches?state=new`);
    expect(fresh.json().items).toHaveLength(0);
    expect((await call(t, seeker, 'GET', `/api/requirements/${requirement.id}`)).json()).toMatchObject({ match_count: 1, new_match_count: 0 });
    // The lister can see the requirement (Network Only, connected) but it is not theirs.
    expect((await call(t, lister, 'PATCH', url, { state: 'rejected' })).statusCode).toBe(403);
    expect((await call(t, seeker, 'PATCH', url, { state: 'maybe' })).statusCode).toBe(400);
    expect((await call(t, seeker, 'PATCH', `/api/requirements/${requirement.id}/matches/nope`, { state: 'rejected' })).statusCode).toBe(404);
  });

  test('the owner messages the listing broker about the listing and the requirement; the title follows visibility', async ({ t }) => {
    const { seeker, lister, requirement, listing } = await matchingPair(t);
    const send = (body: object) => call(t, seeker, 'POST', '/api/messages', { recipient_id: lister.id, content: 'Is it still available?', ...body });
    const res = await send({ property_id: listing.id, requirement_id: requirement.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ property_id: listing.id, property_title: listing.title, requirement_id: requirement.id, requirement_title: requirement.title });
    const thread = await call(t, lister, 'GET', `/api/messages/with/${seeker.id}`);
    expect(thread.json().items.at(-1)).toMatchObject({ requirement_id: requirement.id, requirement_title: requirement.title });
    expect(thread.body).not.toContain('Client Meera');
    // Made Private, the requirement's title is no longer the lister's to read.
    await call(t, seeker, 'PATCH', `/api/requirements/${requirement.id}`, { visibility: 'Private' });
    const later = await call(t, lister, 'GET', `/api/messages/with/${seeker.id}`);
    expect(later.json().items.at(-1)).toMatchObject({ requirement_id: requirement.id, requirement_title: null });
    // A requirement the sender cannot see is refused, and nothing is sent.
    const stranger = await registerBroker(t);
    const hidden = await postRequirement(t, stranger, { property_type: 'Rent', city_id: listing.city_id!, visibility: 'Private' });
    const refused = await send({ requirement_id: hidden.id });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: 'Requirement not found', field: 'requirement_id' });
  });

  test("only the listing's owner sees the requirements it fits", async ({ t }) => {
    const { seeker, listing } = await matchingPair(t);
    expect((await call(t, seeker, 'GET', `/api/properties/${listing.id}/requirements`)).statusCode).toBe(404);
    expect((await call(t, null, 'GET', `/api/properties/${listing.id}/requirements`)).statusCode).toBe(401);
  });
});

describe('requirement_match notifications', () => {
  test('several matches in a short window become one notification to each owner, and re-saving announces nothing', async ({ t }) => {
    const { base, seeker, lister, requirement, listing, place } = await matchingPair(t);
    await createProperty(t, lister, place, { ...base.listing, title: 'Second fitting flat' });
    await createProperty(t, lister, place, { ...base.listing, title: 'Third fitting flat' });
    const toSeeker = await matchNotificationsOf(t, seeker);
    expect(toSeeker).toHaveLength(1);
    expect(toSeeker[0]!.content).toMatchObject({ role: 'requirement_owner', requirement_id: requirement.id, requirement_title: requirement.title, match_count: 3 });
    expect(toSeeker[0]!.action_url).toBe(`/requirement/${requirement.id}`);
    // One per listing for the lister, each fitting one requirement.
    const toLister = await matchNotificationsOf(t, lister);
    expect(toLister).toHaveLength(3);
    expect(toLister.every((n) => n.content.role === 'listing_owner' && n.content.match_count === 1)).toBe(true);
    expect(JSON.stringify(toLister)).not.toContain('Client Meera');
    // Re-saving the listing unchanged: nothing new.
    const again = await putProperty(t, lister, listing.id, { title: listing.title, description: listing.description, ...base.listing, city_id: place.cityId });
    expect(again.statusCode, again.body).toBe(200);
    expect((await call(t, seeker, 'PATCH', `/api/requirements/${requirement.id}`, { notes: base.requirement.notes ?? '' })).statusCode).toBe(200);
    expect((await matchNotificationsOf(t, seeker))[0]!.content.match_count).toBe(3);
    expect(await matchNotificationsOf(t, lister)).toHaveLength(3);
  });

  test('a read notification is not added to: the next match raises a new one', async ({ t }) => {
    const { base, seeker, lister, place } = await matchingPair(t);
    const [first] = await matchNotificationsOf(t, seeker);
    expect((await call(t, seeker, 'POST', `/api/notifications/${first!.id}/read`)).statusCode).toBeLessThan(300);
    await createProperty(t, lister, place, { ...base.listing, title: 'Another fitting flat' });
    const all = await matchNotificationsOf(t, seeker);
    expect(all).toHaveLength(2);
    expect(all.map((n) => n.content.match_count)).toEqual([1, 1]);
  });

  test('the save that finds a pair enqueues its announcement with it; the owners hear once the job runs', async ({ t }) => {
    const base = await setting(t);
    const seeker = await registerBroker(t);
    const lister = await registerBroker(t);
    await connectBrokers(t, seeker, lister);
    await t.app.jobs.runDue();
    const requirement = await postRequirement(t, seeker, base.requirement);
    const listing = await createProperty(t, lister, await placeOf(t), base.listing);
    // The match is there at once for both owners; the notice waits for its job.
    expect(await matchIds(t, seeker, requirement.id)).toEqual([listing.id]);
    const queued = await t.database.db
      .select({ payload: jobs.payload, status: jobs.status })
      .from(jobs)
      .where(and(eq(jobs.name, 'requirement_matches.announce'), sql`${jobs.payload}->'pairs' @> ${JSON.stringify([{ property_id: listing.id }])}::jsonb`));
    expect(queued).toEqual([
      { payload: { pairs: [{ requirement_id: requirement.id, property_id: listing.id }] }, status: 'queued' },
    ]);
    expect(JSON.stringify(queued)).not.toContain('Client Meera');
    expect(await notificationsOfType(t, seeker, 'requirement_match')).toEqual([]);
    expect(await matchNotificationsOf(t, seeker)).toHaveLength(1);
    expect(await matchNotificationsOf(t, lister)).toHaveLength(1);
  });

  test("a broker's own listing fitting their own requirement matches but raises nothing", async ({ t, broker }) => {
    const base = await setting(t);
    const requirement = await postRequirement(t, broker, base.requirement);
    const place = await placeOf(t);
    const listing = await createProperty(t, broker, place, base.listing);
    expect(await matchIds(t, broker, requirement.id)).toEqual([listing.id]);
    expect(await matchNotificationsOf(t, broker)).toEqual([]);
  });
});
