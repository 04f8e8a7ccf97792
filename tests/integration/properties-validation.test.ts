// The property form's rules (spec section 5) enforced by the server: each refusal
// carries the spec's message and the field at fault, and leaves no row and no file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property, PropertyList } from '#shared/schemas/properties.ts';
import { PROPERTY_MESSAGES } from '#shared/schemas/properties.ts';
import { jpegImage } from '../helpers/images';
import { buildMultipart } from '../helpers/multipart';
import {
  getJson,
  placeOf,
  postProperty,
  propertyData,
  propertyFootprint,
  type Place,
} from '../helpers/properties';
import {
  bearer,
  createTestApp,
  ensureFounder,
  registerBroker,
  type SignedIn,
  type TestApp,
} from '../helpers/test-app';
import { errorOf } from '../helpers/test-utils';

let t: TestApp;
let place: Place;
let otherCity: Place;
let broker: SignedIn;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  place = await placeOf(t, 'Bangalore');
  otherCity = await placeOf(t, 'Mumbai');
  broker = await registerBroker(t);
  photo = await jpegImage(200, 150);
});
afterAll(async () => t.close());

type Case = { name: string; change: Record<string, unknown>; message: string; field?: string };

const CASES: Case[] = [
  {
    name: 'title under 5 characters',
    change: { title: 'Flat' },
    message: PROPERTY_MESSAGES.titleMin,
    field: 'title',
  },
  {
    name: 'title of spaces',
    change: { title: '      ' },
    message: PROPERTY_MESSAGES.titleMin,
    field: 'title',
  },
  {
    name: 'description under 10 characters',
    change: { description: 'Nice flat' },
    message: PROPERTY_MESSAGES.descriptionMin,
    field: 'description',
  },
  {
    name: 'price of 0',
    change: { price: 0 },
    message: PROPERTY_MESSAGES.pricePositive,
    field: 'price',
  },
  {
    name: 'negative price',
    change: { price: -100 },
    message: PROPERTY_MESSAGES.pricePositive,
    field: 'price',
  },
  {
    name: 'price as text',
    change: { price: 'lots' },
    message: PROPERTY_MESSAGES.pricePositive,
    field: 'price',
  },
  {
    name: 'missing city',
    change: { city_id: undefined },
    message: 'City is required',
    field: 'city_id',
  },
  {
    name: 'city that does not exist',
    change: { city_id: 999_999, area_id: null },
    message: 'City is required',
    field: 'city_id',
  },
  {
    name: 'negative bedrooms',
    change: { bedrooms: -1 },
    message: PROPERTY_MESSAGES.bedrooms,
    field: 'bedrooms',
  },
  {
    name: 'fractional bedrooms',
    change: { bedrooms: 2.5 },
    message: PROPERTY_MESSAGES.bedrooms,
    field: 'bedrooms',
  },
  {
    name: 'negative baths',
    change: { baths: -2 },
    message: PROPERTY_MESSAGES.baths,
    field: 'baths',
  },
  {
    name: 'fractional baths',
    change: { baths: 1.5 },
    message: PROPERTY_MESSAGES.baths,
    field: 'baths',
  },
  { name: 'negative sqft', change: { sqft: -1 }, message: PROPERTY_MESSAGES.sqft, field: 'sqft' },
  {
    name: 'fractional sqft',
    change: { sqft: 1200.5 },
    message: PROPERTY_MESSAGES.sqft,
    field: 'sqft',
  },
  {
    name: 'unknown property type',
    change: { property_type: 'Lease' },
    message: expect.any(String) as unknown as string,
    field: 'property_type',
  },
  {
    name: 'unknown visibility',
    change: { visibility: 'Friends' },
    message: expect.any(String) as unknown as string,
    field: 'visibility',
  },
  { name: 'unknown field', change: { colour: 'blue' }, message: 'Unknown field: colour' },
  {
    name: 'currency is not a form field',
    change: { currency: 'USD' },
    message: 'Unknown field: currency',
  },
];

describe('property form rules', () => {
  it.each(CASES)(
    'refuses $name with its message and writes nothing',
    async ({ change, message, field }) => {
      const before = await propertyFootprint(t);
      const data: Record<string, unknown> = { ...propertyData(place), ...change };
      for (const [key, value] of Object.entries(change)) if (value === undefined) delete data[key];
      const res = await postProperty(t, broker, data, [photo]);
      expect(res.statusCode, res.body).toBe(400);
      expect(errorOf(res)).toEqual(
        field ? { error: 'bad_request', message, field } : { error: 'bad_request', message },
      );
      expect(await propertyFootprint(t)).toEqual(before);
    },
  );

  it('refuses an area of another city', async () => {
    const before = await propertyFootprint(t);
    const res = await postProperty(t, broker, propertyData(place, { area_id: otherCity.areaId }), [
      photo,
    ]);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({
      error: 'bad_request',
      message: PROPERTY_MESSAGES.areaNotInCity,
      field: 'area_id',
    });
    expect(await propertyFootprint(t)).toEqual(before);
  });

  it('refuses data that is not JSON, and a form without data', async () => {
    const before = await propertyFootprint(t);
    const notJson = buildMultipart([{ name: 'data', value: '{"title": ' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { ...bearer(broker.accessToken), ...notJson.headers },
      payload: notJson.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).error).toBe('invalid_json');

    const noData = buildMultipart([{ name: 'images', filename: 'a.jpg', data: photo }]);
    const res2 = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { ...bearer(broker.accessToken), ...noData.headers },
      payload: noData.payload,
    });
    expect(res2.statusCode).toBe(400);
    expect(errorOf(res2).field).toBe('data');
    expect(await propertyFootprint(t)).toEqual(before);
  });

  it('refuses a JSON body: the form is multipart', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: bearer(broker.accessToken),
      payload: propertyData(place),
    });
    expect(res.statusCode).toBe(415);
  });

  it('refuses an unknown form part', async () => {
    const form = buildMultipart([
      { name: 'data', value: JSON.stringify(propertyData(place)) },
      { name: 'photos', filename: 'a.jpg', data: photo },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { ...bearer(broker.accessToken), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('Unknown field: photos');
  });
});

describe('a valid property', () => {
  it('is saved with defaults, the city and area names, INR and the caller as owner', async () => {
    const {
      property_type: _type,
      visibility: _visibility,
      ...data
    } = propertyData(place, { price: 9_900_000 });
    const res = await postProperty(t, broker, data, [photo]);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<Property>();
    expect(created).toMatchObject({
      user_id: broker.id,
      property_type: 'Sale',
      visibility: 'All',
      currency: 'INR',
      price: 9_900_000,
      city_id: place.cityId,
      city: place.cityName,
      area_id: place.areaId,
      area: place.areaName,
      view_count: 0,
      is_owner: true,
      can_edit: true,
      static_html_url: null,
      broker: { id: broker.id },
    });
    expect(created.images).toHaveLength(1);
    expect(created.thumbnail_url).toBe(created.images[0]?.replace(/full\.webp$/, 'thumb.webp'));
  });

  it('may have no price, area, counts or photos (thumbnail null)', async () => {
    const res = await postProperty(t, broker, {
      title: 'Plot near the lake',
      description: 'A quiet corner plot, clear title.',
      city_id: place.cityId,
      price: null,
      area_id: null,
      bedrooms: null,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Property>()).toMatchObject({
      price: null,
      area: null,
      area_id: null,
      bedrooms: null,
      images: [],
      thumbnail_url: null,
    });
  });
});

describe('assigning a property to a broker (admins only)', () => {
  it('refuses a non-admin who names another broker, and writes nothing', async () => {
    const other = await registerBroker(t);
    const before = await propertyFootprint(t);
    const res = await postProperty(t, broker, propertyData(place, { selectedBrokerId: other.id }), [
      photo,
    ]);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(PROPERTY_MESSAGES.assignAdminOnly);
    expect(await propertyFootprint(t)).toEqual(before);
  });

  it('lets a non-admin name themselves', async () => {
    const res = await postProperty(t, broker, propertyData(place, { selectedBrokerId: broker.id }));
    expect(res.statusCode).toBe(201);
    expect(res.json<Property>().user_id).toBe(broker.id);
  });

  it("an admin's assignment makes the broker the owner", async () => {
    const admin = await ensureFounder(t);
    const assignee = await registerBroker(t);
    const res = await postProperty(
      t,
      admin,
      propertyData(place, { selectedBrokerId: assignee.id, visibility: 'Private' }),
      [photo],
    );
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<Property>();
    expect(created).toMatchObject({
      user_id: assignee.id,
      broker: { id: assignee.id },
      is_owner: false,
      can_edit: true,
    });
    const theirs = await getJson(t, assignee, '/api/properties/mine');
    expect(theirs.json<PropertyList>().items.map((p) => p.id)).toEqual([created.id]);
    const adminsOwn = await getJson(t, admin, '/api/properties/mine');
    expect(adminsOwn.json<PropertyList>().items.map((p) => p.id)).not.toContain(created.id);
  });

  it('refuses an admin who names a broker that does not exist', async () => {
    const admin = await ensureFounder(t);
    const before = await propertyFootprint(t);
    const res = await postProperty(
      t,
      admin,
      propertyData(place, { selectedBrokerId: '00000000-0000-4000-8000-000000000001' }),
      [photo],
    );
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({
      error: 'bad_request',
      message: PROPERTY_MESSAGES.brokerNotFound,
      field: 'selectedBrokerId',
    });
    expect(await propertyFootprint(t)).toEqual(before);
  });
});
