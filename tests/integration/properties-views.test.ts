// Property views (spec section 4): recorded once per broker per property per day (issue
// 17: signing in again used to count again), never for the owner; view_count follows the
// recorded views exactly.
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyViews } from '#server/db/schema.ts';
import type { Property } from '#shared/schemas/properties.ts';
import { PROPERTY_MESSAGES } from '#shared/schemas/properties.ts';
import { createProperty, getJson, placeOf, type Place } from '../helpers/properties';
import {
  bearer,
  createTestApp,
  ensureFounder,
  refreshCookieOf,
  registerBroker,
  type SignedIn,
  type TestApp,
} from '../helpers/test-app';
import { errorOf, refreshCookieHeader, signIn, type AuthBody } from '../helpers/test-utils';

let t: TestApp;
let place: Place;
let owner: SignedIn;
const password = 'views test password';

beforeAll(async () => {
  t = await createTestApp();
  place = await placeOf(t);
  owner = await registerBroker(t, { password });
});
afterAll(async () => t.close());

const view = (as: SignedIn, id: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/properties/${id}/views`,
    headers: bearer(as.accessToken),
  });

async function viewRows(propertyId: string, userId?: string): Promise<number> {
  const where = userId
    ? and(eq(propertyViews.propertyId, propertyId), eq(propertyViews.userId, userId))
    : eq(propertyViews.propertyId, propertyId);
  const [row] = await t.database.db.select({ n: count() }).from(propertyViews).where(where);
  return row?.n ?? 0;
}

describe('recording property views', () => {
  it('never counts the owner, in any session', async () => {
    const listing = await createProperty(t, owner, place);
    const first = await view(owner, listing.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ recorded: false, view_count: 0 });
    const again = await view(await signIn(t, owner.email, password), listing.id);
    expect(again.json()).toEqual({ recorded: false, view_count: 0 });
    expect(await viewRows(listing.id)).toBe(0);
  });

  it('counts a member once a day, whatever the session; another day counts again', async () => {
    const listing = await createProperty(t, owner, place);
    const viewerPassword = 'viewer test password';
    const viewer = await registerBroker(t, { password: viewerPassword });

    expect((await view(viewer, listing.id)).json()).toEqual({ recorded: true, view_count: 1 });
    expect((await view(viewer, listing.id)).json()).toEqual({ recorded: false, view_count: 1 });

    // A refreshed token, and a new sign-in, are the same broker on the same day.
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: refreshCookieHeader(viewer.refreshCookie),
    });
    expect(refreshed.statusCode).toBe(200);
    const sameSession: SignedIn = {
      ...viewer,
      accessToken: refreshed.json<AuthBody>().session.access_token,
      refreshCookie: refreshCookieOf(refreshed),
    };
    expect((await view(sameSession, listing.id)).json()).toEqual({ recorded: false, view_count: 1 });
    const secondSession = await signIn(t, viewer.email, viewerPassword);
    expect((await view(secondSession, listing.id)).json()).toEqual({ recorded: false, view_count: 1 });

    // Yesterday's view (moved back a day) leaves room for today's.
    await t.database.db
      .update(propertyViews)
      .set({ viewedOn: sql`${propertyViews.viewedOn} - 1` })
      .where(and(eq(propertyViews.propertyId, listing.id), eq(propertyViews.userId, viewer.id)));
    expect((await view(secondSession, listing.id)).json()).toEqual({ recorded: true, view_count: 2 });
    expect((await view(secondSession, listing.id)).json()).toEqual({ recorded: false, view_count: 2 });

    const someoneElse = await registerBroker(t);
    expect((await view(someoneElse, listing.id)).json()).toEqual({ recorded: true, view_count: 3 });

    expect(await viewRows(listing.id, viewer.id)).toBe(2);
    expect(await viewRows(listing.id)).toBe(3);
    const detail = await getJson(t, owner, `/api/properties/${listing.id}`);
    expect(detail.json<Property>().view_count).toBe(3);
  });

  it('counts an admin who is not the owner', async () => {
    const listing = await createProperty(t, owner, place, { visibility: 'Private' });
    const admin = await ensureFounder(t);
    expect((await view(admin, listing.id)).json()).toEqual({ recorded: true, view_count: 1 });
  });

  it('refuses a property the caller may not see (404) and records nothing', async () => {
    const listing = await createProperty(t, owner, place, { visibility: 'Network Only' });
    const stranger = await registerBroker(t);
    const res = await view(stranger, listing.id);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe(PROPERTY_MESSAGES.notFound);
    expect(await viewRows(listing.id)).toBe(0);
    const missing = await view(stranger, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
  });

  it('concurrent views from one session count once', async () => {
    const listing = await createProperty(t, owner, place);
    const viewer = await registerBroker(t);
    const results = await Promise.all(Array.from({ length: 5 }, () => view(viewer, listing.id)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.json<{ recorded: boolean }>().recorded)).toHaveLength(1);
    const detail = await getJson(t, owner, `/api/properties/${listing.id}`);
    expect(detail.json<Property>().view_count).toBe(1);
  });
});
