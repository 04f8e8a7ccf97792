import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerBroker, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('smoke', () => {
  it('health answers ok', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('registers a broker and reads their profile', async () => {
    const broker = await registerBroker(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/profiles/me', headers: bearer(broker.accessToken) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: broker.email, role: 'broker' });
  });
});
