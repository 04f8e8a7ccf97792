// Acting on properties and connections through the API, and looking at what the
// media folder holds, for the property, profile and media tests.
import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Property, PropertyInput } from '#shared/schemas/properties.ts';
import { cities, localAreas, properties, propertyViews } from '#server/db/schema.ts';
import { createConnection } from './factories/connections';
import { propertyForm } from './multipart';
import { bearer, type SignedIn, type TestApp } from './test-app';
import { countRows } from './test-utils';

export type Place = { cityId: number; cityName: string; areaId: number; areaName: string };

/** A seeded city and one of its areas (by name, so tests read clearly). */
export async function placeOf(t: TestApp, cityName = 'Bangalore'): Promise<Place> {
  const [row] = await t.database.db
    .select({
      cityId: cities.id,
      cityName: cities.name,
      areaId: localAreas.id,
      areaName: localAreas.area,
    })
    .from(cities)
    .innerJoin(localAreas, eq(localAreas.cityId, cities.id))
    .where(and(eq(cities.name, cityName)))
    .orderBy(asc(localAreas.area))
    .limit(1);
  if (!row) throw new Error(`no seeded city ${cityName} with areas`);
  return row;
}

export function propertyData(place: Place, overrides: Partial<PropertyInput> = {}): PropertyInput {
  return {
    title: 'Sunny 3 BHK apartment',
    description: 'Corner flat with two balconies and covered parking.',
    price: 12_500_000,
    property_type: 'Sale',
    city_id: place.cityId,
    area_id: place.areaId,
    bedrooms: 3,
    baths: 2,
    sqft: 1450,
    visibility: 'All',
    ...overrides,
  };
}

export function postProperty(
  t: TestApp,
  as: SignedIn,
  data: unknown,
  images: readonly Buffer[] = [],
) {
  const form = propertyForm(data, images);
  return t.app.inject({
    method: 'POST',
    url: '/api/properties',
    headers: { ...bearer(as.accessToken), ...form.headers },
    payload: form.payload,
  });
}

export function putProperty(
  t: TestApp,
  as: SignedIn,
  id: string,
  data: unknown,
  images: readonly Buffer[] = [],
) {
  const form = propertyForm(data, images);
  return t.app.inject({
    method: 'PUT',
    url: `/api/properties/${id}`,
    headers: { ...bearer(as.accessToken), ...form.headers },
    payload: form.payload,
  });
}

/** Creates a property through the API and fails the test if that does not work. */
export async function createProperty(
  t: TestApp,
  as: SignedIn,
  place: Place,
  overrides: Partial<PropertyInput> = {},
  images: readonly Buffer[] = [],
): Promise<Property> {
  const res = await postProperty(t, as, propertyData(place, overrides), images);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Property>();
}

export function getJson(
  t: TestApp,
  as: SignedIn | null,
  url: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url, headers: as ? bearer(as.accessToken) : {} });
}

/**
 * `a` asks `b` to connect; `b` accepts unless `status` is 'pending'. Through the
 * connection service (factories/connections.ts); the connection tests use
 * connectThroughApi.
 */
export function connectBrokers(
  t: TestApp,
  a: SignedIn,
  b: SignedIn,
  status: 'pending' | 'accepted' = 'accepted',
): Promise<string> {
  return createConnection(t, a, b, status);
}

/** The same through POST /api/connections and /accept, for the tests of those endpoints. */
export async function connectThroughApi(
  t: TestApp,
  a: SignedIn,
  b: SignedIn,
  status: 'pending' | 'accepted' = 'accepted',
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/connections',
    headers: bearer(a.accessToken),
    payload: { recipient_id: b.id },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json<{ id: string }>().id;
  if (status === 'accepted') {
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/connections/${id}/accept`,
      headers: bearer(b.accessToken),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  }
  return id;
}

/** Every file under the app's media folder, as keys relative to it, sorted. */
export function listMediaFiles(t: TestApp): string[] {
  const root = t.config.mediaDir;
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}

/** The storage key behind a /media/ URL. */
export const keyOfMediaUrl = (url: string) => url.replace(/^\/media\//, '');

/** Rows and files a property write could leave behind; compare before and after a refusal. */
export async function propertyFootprint(t: TestApp) {
  return {
    properties: await countRows(t, properties),
    property_views: await countRows(t, propertyViews),
    files: listMediaFiles(t),
  };
}
