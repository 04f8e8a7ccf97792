// 'Private' means only you: a Private listing never reaches anyone's network list, not
// even an admin's who is connected to its owner (the admin may still open it directly).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISIBILITIES, type NetworkPropertyList } from '#shared/schemas/properties.ts';
import { bearer, createTestApp, ensureFounder, registerBroker, type TestApp } from '../helpers/test-app';
import { connectBrokers, createProperty, placeOf } from '../helpers/properties';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('network list and Private listings', () => {
  it('an admin connected to the owner sees Network Only, All and Public, not Private', async () => {
    const admin = await ensureFounder(t);
    const owner = await registerBroker(t);
    await connectBrokers(t, admin, owner, 'accepted');
    const place = await placeOf(t);
    const ids = new Map<string, string>();
    for (const visibility of VISIBILITIES) {
      ids.set(visibility, (await createProperty(t, owner, place, { visibility, title: `${visibility} home` })).id);
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/properties/network', headers: bearer(admin.accessToken) });
    expect(res.statusCode).toBe(200);
    const list = res.json() as NetworkPropertyList;
    expect(list.has_more).toBe(false);
    expect(list.items.map((p) => p.visibility).sort()).toEqual(['All', 'Network Only', 'Public']);
    const detail = await t.app.inject({ method: 'GET', url: `/api/properties/${ids.get('Private')}`, headers: bearer(admin.accessToken) });
    expect(detail.statusCode).toBe(200);
  });
});
