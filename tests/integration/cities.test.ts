// Cities and their areas for the property form's city -> area selector.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../helpers/properties';
import { createTestApp, registerBroker, type SignedIn, type TestApp } from '../helpers/test-app';
import { errorOf } from '../helpers/test-utils';

let t: TestApp;
let broker: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  broker = await registerBroker(t);
});
afterAll(async () => t.close());

const byLowerName = (a: string, b: string) => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};

describe('GET /api/cities', () => {
  it('lists the seeded cities ordered by name', async () => {
    const res = await getJson(t, broker, '/api/cities');
    expect(res.statusCode).toBe(200);
    const list = res.json<Array<{ id: number; name: string }>>();
    const names = list.map((c) => c.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Bangalore',
        'Mumbai',
        'Delhi',
        'Chennai',
        'Hyderabad',
        'Kolkata',
        'Pune',
        'Ahmedabad',
        'Jaipur',
      ]),
    );
    expect(names).toEqual([...names].sort(byLowerName));
  });

  it('needs a session', async () => {
    const res = await getJson(t, null, '/api/cities');
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/cities/:id/areas', () => {
  it("lists a city's areas ordered by name", async () => {
    const cities = (await getJson(t, broker, '/api/cities')).json<
      Array<{ id: number; name: string }>
    >();
    const bangalore = cities.find((c) => c.name === 'Bangalore');
    const res = await getJson(t, broker, `/api/cities/${bangalore?.id}/areas`);
    expect(res.statusCode).toBe(200);
    const areas = res.json<Array<{ id: number; area: string }>>().map((a) => a.area);
    expect(areas.length).toBeGreaterThan(20);
    expect(areas).toContain('Koramangala');
    expect(areas).toEqual([...areas].sort(byLowerName));
  });

  it('answers 404 for a city that does not exist', async () => {
    const res = await getJson(t, broker, '/api/cities/999999/areas');
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toEqual({ error: 'not_found', message: 'City not found' });
  });

  it('answers 404 for an id that is not a number (it names no city)', async () => {
    const res = await getJson(t, broker, '/api/cities/abc/areas');
    expect(res.statusCode).toBe(404);
  });
});
