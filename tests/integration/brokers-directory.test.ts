// /agents and /network (spec section 2, issue 5): every member but the caller, searched
// by name, company, city or area, alphabetical and paged; each with the listing count
// the caller may see and the connect button's state from the caller's side.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '#server/db/schema.ts';
import type { BrokerDirectory } from '#shared/schemas/connections.ts';
import {
  connectBrokers,
  createProperty,
  getJson,
  placeOf,
  type Place,
} from '../helpers/properties';
import {
  createTestApp,
  ensureFounder,
  registerBroker,
  type SignedIn,
  type TestApp,
} from '../helpers/test-app';

let t: TestApp;
let place: Place;
beforeAll(async () => {
  t = await createTestApp();
  place = await placeOf(t);
});
afterAll(async () => t.close());

let seq = 0;
/** A marker no other broker of this file carries, so searches see only a test's brokers. */
const marker = () => `Zq${(seq += 1)}x${Math.random().toString(36).slice(2, 6)}`;

async function broker(
  name: string,
  fields: { company?: string; city?: string; areas?: string[] } = {},
) {
  const b = await registerBroker(t, { name });
  await t.database.db
    .update(profiles)
    .set({
      companyName: fields.company ?? null,
      city: fields.city ?? null,
      areas: fields.areas ?? [],
    })
    .where(eq(profiles.id, b.id));
  return b;
}

async function directory(
  as: SignedIn,
  query: Record<string, string | number> = {},
): Promise<BrokerDirectory> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const res = await getJson(t, as, `/api/brokers${qs ? `?${qs}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BrokerDirectory>();
}

const names = (d: BrokerDirectory) => d.items.map((i) => i.full_name);

describe('brokers directory', () => {
  it('lists every member but the caller, alphabetically, with profile fields', async () => {
    const m = marker();
    const caller = await broker(`${m} Caller`);
    const zed = await broker(`${m} zed`, {
      company: 'Zed Realty',
      city: 'Pune',
      areas: ['Baner', 'Aundh'],
    });
    await broker(`${m} Amit`);
    await broker(`${m} bela`);
    const list = await directory(caller, { q: m });
    expect(names(list)).toEqual([`${m} Amit`, `${m} bela`, `${m} zed`]);
    expect(list.total).toBe(3);
    expect(list.items.find((i) => i.id === zed.id)).toEqual({
      id: zed.id,
      full_name: `${m} zed`,
      avatar_url: null,
      company_name: 'Zed Realty',
      city: 'Pune',
      areas: ['Baner', 'Aundh'],
      listing_count: 0,
      connection: { state: 'none', connection_id: null },
    });

    // Without a search: everyone else, the founder too, never the caller.
    const all = await directory(caller, { page_size: 50 });
    expect(all.items.map((i) => i.id)).not.toContain(caller.id);
    expect(all.items.map((i) => i.id)).toContain((await ensureFounder(t)).id);
    expect(all.total).toBe(all.items.length);
  });

  it('searches name, company, city and any area, ignoring case', async () => {
    const m = marker().toLowerCase();
    const caller = await broker('Search Caller');
    const byName = await broker(`Naveen ${m}name`);
    const byCompany = await broker('Company Match', { company: `${m}co Estates` });
    const byCity = await broker('City Match', { city: `${m}city` });
    const byArea = await broker('Area Match', { areas: ['Whitefield', `${m}area`] });

    const ids = async (q: string) => (await directory(caller, { q })).items.map((i) => i.id).sort();
    expect(await ids(m.toUpperCase())).toEqual(
      [byName.id, byCompany.id, byCity.id, byArea.id].sort(),
    );
    expect(await ids(`${m}NAME`)).toEqual([byName.id]);
    expect(await ids(`${m}CO est`)).toEqual([byCompany.id]);
    expect(await ids(`${m}City`)).toEqual([byCity.id]);
    expect(await ids(`${m}ARE`)).toEqual([byArea.id]);
    expect(await ids(`${m}nothing`)).toEqual([]);
    // Blank search is no search.
    expect((await directory(caller, { q: '   ' })).total).toBe((await directory(caller)).total);
  });

  it('treats % and _ in a search as plain characters', async () => {
    const m = marker();
    const caller = await broker('Wildcard Caller');
    const percent = await broker(`${m} 100% Homes`);
    await broker(`${m} 1000 Homes`);
    const underscore = await broker(`${m} a_b`);
    await broker(`${m} axb`);
    expect((await directory(caller, { q: `${m} 100%` })).items.map((i) => i.id)).toEqual([
      percent.id,
    ]);
    expect((await directory(caller, { q: `${m} a_b` })).items.map((i) => i.id)).toEqual([
      underscore.id,
    ]);
    expect((await directory(caller, { q: '0% homes' })).items.map((i) => i.id)).toEqual([
      percent.id,
    ]);
    expect((await directory(caller, { q: '\\' })).total).toBe(0);
  });

  it('pages with a stable order and an exact total', async () => {
    const m = marker();
    const caller = await broker('Pager');
    for (const n of ['E', 'D', 'C', 'B', 'A']) await broker(`${m} ${n}`);
    const page1 = await directory(caller, { q: m, page: 1, page_size: 2 });
    const page2 = await directory(caller, { q: m, page: 2, page_size: 2 });
    const page3 = await directory(caller, { q: m, page: 3, page_size: 2 });
    expect([page1, page2, page3].map(names)).toEqual([
      [`${m} A`, `${m} B`],
      [`${m} C`, `${m} D`],
      [`${m} E`],
    ]);
    expect([page1.total, page2.total, page3.total]).toEqual([5, 5, 5]);
    expect(page2).toMatchObject({ page: 2, page_size: 2 });
    expect((await directory(caller, { q: m, page: 4, page_size: 2 })).items).toEqual([]);
    // Bad paging is refused clearly.
    for (const bad of ['page=0', 'page_size=51', 'page=x', 'extra=1']) {
      const res = await getJson(t, caller, `/api/brokers?${bad}`);
      expect(res.statusCode, bad).toBe(400);
    }
    expect((await getJson(t, caller, `/api/brokers?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('counts only the listings the caller may see, for each broker', async () => {
    const m = marker();
    const caller = await broker(`${m} Viewer`);
    const owner = await broker(`${m} Owner`);
    const stranger = await broker(`${m} Stranger`);
    for (const visibility of ['Private', 'Network Only', 'All', 'Public'] as const) {
      await createProperty(t, owner, place, { visibility });
      await createProperty(t, stranger, place, { visibility });
    }
    const countOf = async (as: SignedIn, id: string) =>
      (await directory(as, { q: m })).items.find((i) => i.id === id)?.listing_count;
    expect(await countOf(caller, owner.id)).toBe(2);
    expect(await countOf(caller, stranger.id)).toBe(2);
    await connectBrokers(t, caller, owner);
    expect(await countOf(caller, owner.id)).toBe(3);
    expect(await countOf(caller, stranger.id)).toBe(2);
    // The admin sees everything; the owner's own count is not shown to them (not listed).
    expect(await countOf(await ensureFounder(t), owner.id)).toBe(4);
  });

  it("shows each broker's button state from the caller's side", async () => {
    const m = marker();
    const caller = await broker(`${m} Me`);
    const none = await broker(`${m} None`);
    const sentTo = await broker(`${m} Sent`);
    const receivedFrom = await broker(`${m} Received`);
    const connected = await broker(`${m} Connected`);
    const sentId = await connectBrokers(t, caller, sentTo, 'pending');
    const receivedId = await connectBrokers(t, receivedFrom, caller, 'pending');
    const connectedId = await connectBrokers(t, connected, caller);

    const stateOf = async (as: SignedIn) =>
      Object.fromEntries((await directory(as, { q: m })).items.map((i) => [i.id, i.connection]));
    expect(await stateOf(caller)).toEqual({
      [none.id]: { state: 'none', connection_id: null },
      [sentTo.id]: { state: 'sent', connection_id: sentId },
      [receivedFrom.id]: { state: 'received', connection_id: receivedId },
      [connected.id]: { state: 'connected', connection_id: connectedId },
    });
    // The other side of the same rows.
    expect((await stateOf(sentTo))[caller.id]).toEqual({
      state: 'received',
      connection_id: sentId,
    });
    expect((await stateOf(receivedFrom))[caller.id]).toEqual({
      state: 'sent',
      connection_id: receivedId,
    });
    expect((await stateOf(connected))[caller.id]).toEqual({
      state: 'connected',
      connection_id: connectedId,
    });
    expect((await stateOf(none))[caller.id]).toEqual({ state: 'none', connection_id: null });
  });

  it('still answers one broker at /api/brokers/:id', async () => {
    const caller = await broker('Detail Caller');
    const other = await broker('Detail Other');
    const res = await getJson(t, caller, `/api/brokers/${other.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ profile: { id: string } }>().profile.id).toBe(other.id);
  });
});
