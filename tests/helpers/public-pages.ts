// Reading the public pages in tests: fetch signed out, parse the HTML with happy-dom
// (no script runs), and read the tags a link preview or a search engine reads.
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { Window } from 'happy-dom';
import { expect } from 'vitest';
import { flyers } from '#server/db/schema.ts';
import type { Property } from '#shared/schemas/properties.ts';
import { bearer, type SignedIn, type TestApp } from './test-app';

export function getPage(t: TestApp, url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

export type ParsedPage = {
  document: Document;
  meta(key: string): string | null;
  canonical: string | null;
  jsonLd: Array<Record<string, unknown>>;
  text: string;
};

export function parsePage(html: string): ParsedPage {
  const window = new Window();
  const document = new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
  const meta = (key: string) =>
    document.querySelector(`meta[property="${key}"]`)?.getAttribute('content') ??
    document.querySelector(`meta[name="${key}"]`)?.getAttribute('content') ??
    null;
  const jsonLd = Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
    (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
  );
  return {
    document,
    meta,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    jsonLd,
    text: document.body.textContent ?? '',
  };
}

/** A 200 HTML page, parsed. */
export async function openPage(
  t: TestApp,
  url: string,
): Promise<ParsedPage & { res: LightMyRequestResponse }> {
  const res = await getPage(t, url);
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  return { ...parsePage(res.body), res };
}

export async function expectNotFoundPage(t: TestApp, url: string): Promise<void> {
  const res = await getPage(t, url);
  expect(res.statusCode, url).toBe(404);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.body).toContain('This page is not available');
  expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
}

export async function expectRedirect(t: TestApp, url: string, location: string): Promise<void> {
  const res = await getPage(t, url);
  expect(res.statusCode, url).toBe(301);
  expect(res.headers.location).toBe(location);
}

export async function updateProfile(
  t: TestApp,
  who: SignedIn,
  fields: Partial<{
    full_name: string;
    city: string | null;
    bio: string | null;
    areas: string[];
    company_name: string | null;
    phone: string | null;
    website: string | null;
    vanity_url: string | null;
  }>,
): Promise<void> {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/profiles/me',
    headers: bearer(who.accessToken),
    payload: {
      full_name: 'Asha Rao',
      city: null,
      bio: null,
      areas: [],
      company_name: null,
      phone: null,
      website: null,
      vanity_url: null,
      ...fields,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

export type FlyerSeed = {
  title?: string;
  description?: string | null;
  price?: number | null;
  customPriceText?: string | null;
  images?: string[];
};

/** A flyer row as the members' API would store it (written directly: only the page is under test). */
export async function insertFlyer(
  t: TestApp,
  who: SignedIn,
  propertyId: string,
  seed: FlyerSeed = {},
): Promise<{ id: string; publicId: string }> {
  const publicId = randomBytes(9).toString('base64url').replace(/[-_]/g, 'x').slice(0, 12);
  const [row] = await t.database.db
    .insert(flyers)
    .values({
      userId: who.id,
      propertyId,
      publicId,
      title: seed.title ?? 'Lovely flat for you',
      description: seed.description ?? null,
      price: seed.price === undefined ? 9_500_000 : seed.price,
      customPriceText: seed.customPriceText ?? null,
      images: seed.images ?? [],
    })
    .returning({ id: flyers.id, publicId: flyers.publicId });
  if (!row) throw new Error('flyer insert returned no row');
  return row;
}

/** The update form's fields for a property as it is now (to change one of them). */
export function editableFields(p: Property) {
  return {
    title: p.title,
    description: p.description,
    price: p.price ?? undefined,
    property_type: p.property_type,
    city_id: p.city_id ?? undefined,
    area_id: p.area_id ?? undefined,
    bedrooms: p.bedrooms ?? undefined,
    baths: p.baths ?? undefined,
    sqft: p.sqft ?? undefined,
    visibility: p.visibility,
  };
}
