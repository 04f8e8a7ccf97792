// The network list's filters (issue 19): city, areas, type, price range and BHK, each from
// both sides (a listing that fits is in, one that does not is out), combined, with paging,
// and bad values refused with 400 and a message that names the field. The filters only
// narrow the network: a stranger's listing or the owner's Private one never comes in.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NETWORK_FILTER_MESSAGES,
  type PropertyInput,
  type NetworkPropertyList,
} from '#shared/schemas/properties.ts';
import { cities, localAreas } from '#server/db/schema.ts';
import { connectBrokers, createProperty, getJson, type Place } from '../helpers/properties';
import { createTestApp, registerBroker, type SignedIn, type TestApp } from '../helpers/test-app';
import { errorOf } from '../helpers/test-utils';

let t: TestApp;
let viewer: SignedIn;
/** Two areas of Bangalore and one of Mumbai. */
let x: Place;
let y: Place;
let m: Place;

async function areasOf(cityName: string, count: number): Promise<Place[]> {
  const rows = await t.database.db
    .select({ cityId: cities.id, cityName: cities.name, areaId: localAreas.id, areaName: localAreas.area })
    .from(cities)
    .innerJoin(localAreas, eq(localAreas.cityId, cities.id))
    .where(and(eq(cities.name, cityName)))
    .orderBy(asc(localAreas.area))
    .limit(count);
  if (rows.length < count) throw new Error(`${cityName} has fewer than ${count} seeded areas`);
  return rows;
}

// The connection's listings, by title: place, type, price, bedrooms.
const LISTINGS: Array<[string, () => Place, Partial<PropertyInput>]> = [
  ['L1 X sale 1.2 Cr 3 BHK', () => x, { property_type: 'Sale', price: 12_000_000, bedrooms: 3 }],
  ['L2 Y sale 80 L 2 BHK', () => y, { property_type: 'Sale', price: 8_000_000, bedrooms: 2 }],
  ['L3 X rent 40k 2 BHK', () => x, { property_type: 'Rent', price: 40_000, bedrooms: 2 }],
  ['L4 Mumbai sale 1.5 Cr 4 BHK', () => m, { property_type: 'Sale', price: 15_000_000, bedrooms: 4 }],
  ['L5 Y sale no price 3 BHK', () => y, { property_type: 'Sale', price: null, bedrooms: 3 }],
  ['L6 city rent 25k no BHK', () => ({ ...x, areaId: 0 }), { property_type: 'Rent', price: 25_000, bedrooms: null }],
];

beforeAll(async () => {
  t = await createTestApp();
  viewer = await registerBroker(t);
  const owner = await registerBroker(t);
  const stranger = await registerBroker(t);
  await connectBrokers(t, viewer, owner);
  [x, y] = (await areasOf('Bangalore', 2)) as [Place, Place];
  [m] = (await areasOf('Mumbai', 1)) as [Place];
  for (const [title, place, fields] of LISTINGS) {
    const where = place();
    await createProperty(t, owner, where, {
      title,
      visibility: title.startsWith('L1') ? 'Network Only' : 'All',
      ...fields,
      ...(where.areaId === 0 ? { area_id: null } : {}),
    });
  }
  // What every filter below would let in, were it not outside the viewer's network.
  const fitsEverything = { property_type: 'Sale', price: 12_000_000, bedrooms: 3 } as const;
  await createProperty(t, owner, x, { ...fitsEverything, title: 'Owner private one', visibility: 'Private' });
  await createProperty(t, stranger, x, { ...fitsEverything, title: 'Stranger listing', visibility: 'All' });
});
afterAll(async () => t.close());

async function titlesFor(query: string): Promise<string[]> {
  const res = await getJson(t, viewer, `/api/properties/network${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const list = res.json<NetworkPropertyList>();
  expect(list.has_more).toBe(false);
  return list.items.map((p) => p.title.slice(0, 2)).sort();
}

describe('GET /api/properties/network filters', () => {
  it('without filters lists every listing of the network, and nothing else', async () => {
    expect(await titlesFor('')).toEqual(['L1', 'L2', 'L3', 'L4', 'L5', 'L6']);
  });

  const cases: Array<[string, () => string, string[]]> = [
    ['city: Bangalore in, Mumbai out', () => `?city_id=${x.cityId}`, ['L1', 'L2', 'L3', 'L5', 'L6']],
    ['city: Mumbai in, Bangalore out', () => `?city_id=${m.cityId}`, ['L4']],
    ['one area: in it, other areas and no area out', () => `?city_id=${x.cityId}&area_ids=${x.areaId}`, ['L1', 'L3']],
    [
      'two areas: either one in',
      () => `?city_id=${x.cityId}&area_ids=${x.areaId},${y.areaId}`,
      ['L1', 'L2', 'L3', 'L5'],
    ],
    ['an area of another city: nothing', () => `?city_id=${x.cityId}&area_ids=${m.areaId}`, []],
    ['type Rent: rentals in, sales out', () => '?property_type=Rent', ['L3', 'L6']],
    ['type Sale: sales in, rentals out', () => '?property_type=Sale', ['L1', 'L2', 'L4', 'L5']],
    ['price_min: at or above in; below and unpriced out', () => '?price_min=12000000', ['L1', 'L4']],
    ['price_max: at or below in (the bound itself too); above and unpriced out', () => '?price_max=8000000', ['L2', 'L3', 'L6']],
    ['price range: both bounds inclusive', () => '?price_min=8000000&price_max=12000000', ['L1', 'L2']],
    ['a range with no listing in it: nothing', () => '?price_min=9000000&price_max=11000000', []],
    ['BHK 3: three or more in, fewer and unknown out', () => '?bedrooms=3', ['L1', 'L4', 'L5']],
    ['BHK 5: none has that many', () => '?bedrooms=5', []],
    ['BHK 0: any known count in, unknown out', () => '?bedrooms=0', ['L1', 'L2', 'L3', 'L4', 'L5']],
    [
      'all combined',
      () => `?city_id=${x.cityId}&area_ids=${x.areaId},${y.areaId}&property_type=Sale&price_max=12000000&bedrooms=3`,
      ['L1'],
    ],
  ];
  it.each(cases)('%s', async (_name, query, expected) => {
    expect(await titlesFor(query())).toEqual(expected);
  });

  it('pages a filtered list: has_more until its last page', async () => {
    const first = await getJson(t, viewer, `/api/properties/network?property_type=Sale&page_size=3&page=1`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<NetworkPropertyList>()).toMatchObject({ has_more: true, page: 1 });
    expect(first.json<NetworkPropertyList>().items).toHaveLength(3);
    const res = await getJson(t, viewer, `/api/properties/network?property_type=Sale&page_size=3&page=2`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<NetworkPropertyList>();
    expect(list.has_more).toBe(false);
    expect(list.items).toHaveLength(1);
    expect(list.page).toBe(2);
  });

  const invalid: Array<[string, string, string, string]> = [
    ['a city that is not a number', '?city_id=abc', 'city_id', NETWORK_FILTER_MESSAGES.city],
    ['city 0', '?city_id=0', 'city_id', NETWORK_FILTER_MESSAGES.city],
    ['a fractional city', '?city_id=1.5', 'city_id', NETWORK_FILTER_MESSAGES.city],
    ['areas without a city', '?area_ids=5', 'area_ids', NETWORK_FILTER_MESSAGES.areaNeedsCity],
    ['an area that is not a number', '?city_id=1&area_ids=5,x', 'area_ids', NETWORK_FILTER_MESSAGES.area],
    ['an empty area in the list', '?city_id=1&area_ids=5,,7', 'area_ids', NETWORK_FILTER_MESSAGES.area],
    ['a repeated area_ids key', '?city_id=1&area_ids=5&area_ids=7', 'area_ids', NETWORK_FILTER_MESSAGES.area],
    ['eleven areas', `?city_id=1&area_ids=${Array.from({ length: 11 }, (_, i) => i + 1).join(',')}`, 'area_ids', NETWORK_FILTER_MESSAGES.tooManyAreas],
    ['an unknown type', '?property_type=Lease', 'property_type', NETWORK_FILTER_MESSAGES.type],
    ['type in lower case', '?property_type=sale', 'property_type', NETWORK_FILTER_MESSAGES.type],
    ['a negative minimum price', '?price_min=-5', 'price_min', NETWORK_FILTER_MESSAGES.price],
    ['a price that is not a number', '?price_max=1cr', 'price_max', NETWORK_FILTER_MESSAGES.price],
    ['an empty price', '?price_max=', 'price_max', NETWORK_FILTER_MESSAGES.price],
    ['a minimum above the maximum', '?price_min=200&price_max=100', 'price_min', NETWORK_FILTER_MESSAGES.priceRange],
    ['fractional BHK', '?bedrooms=2.5', 'bedrooms', NETWORK_FILTER_MESSAGES.bedrooms],
    ['BHK above 20', '?bedrooms=21', 'bedrooms', NETWORK_FILTER_MESSAGES.bedrooms],
    ['negative BHK', '?bedrooms=-1', 'bedrooms', NETWORK_FILTER_MESSAGES.bedrooms],
  ];
  it.each(invalid)('refuses %s with 400 and the field', async (_name, query, field, message) => {
    const res = await getJson(t, viewer, `/api/properties/network${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res)).toEqual({ error: 'validation_failed', message, field });
  });

  it('refuses an unknown filter by name', async () => {
    const res = await getJson(t, viewer, '/api/properties/network?bhk=3');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('Unknown field: bhk');
  });
});
