// The access guard on its own Fastify instance, with routes the app does not have yet
// (admin-only, undeclared), against the real database and signing keys. A role changed
// while a token lives: tests/integration/session-cache.test.ts (the whole app, which
// hears the change announced).
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  ensureFounder,
  registerBroker,
  type TestApp,
} from '../../../tests/helpers/test-app';
import { createSessionLiveness } from '../features/auth/session-liveness';
import { loadSigningKeys } from '../features/auth/signing-keys';
import { createAccessTokenVerifier } from '../features/auth/verified-tokens';
import { errorHandlerPlugin } from './error-handler';
import { requireAuth, routeAccessPlugin } from './route-access';

let t: TestApp;
let guarded: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  guarded = Fastify({ logger: false });
  await guarded.register(errorHandlerPlugin);
  await guarded.register(routeAccessPlugin, {
    verifyToken: createAccessTokenVerifier(await loadSigningKeys(t.database.db), t.config.publicUrl),
    sessions: createSessionLiveness(t.database.db),
  });
  guarded.get('/admin-only', { config: { access: 'admin' } }, async (request) => ({
    sub: requireAuth(request).sub,
  }));
  guarded.get('/member', { config: { access: 'user' } }, async (request) => ({
    sub: requireAuth(request).sub,
  }));
  guarded.get('/open', { config: { access: 'public' } }, async (request) => ({
    signedIn: request.auth !== null,
  }));
  await guarded.ready();
});
afterAll(async () => {
  await guarded.close();
  await t.close();
});

describe('route access guard', () => {
  it('an admin route admits the admin and refuses a broker', async () => {
    const founder = await ensureFounder(t);
    const broker = await registerBroker(t);
    const asAdmin = await guarded.inject({
      method: 'GET',
      url: '/admin-only',
      headers: bearer(founder.accessToken),
    });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toEqual({ sub: founder.id });
    const asBroker = await guarded.inject({
      method: 'GET',
      url: '/admin-only',
      headers: bearer(broker.accessToken),
    });
    expect(asBroker.statusCode).toBe(403);
    expect(asBroker.json()).toEqual({
      error: 'forbidden',
      message: 'You do not have permission to do this',
      request_id: expect.any(String),
    });
    const anonymous = await guarded.inject({ method: 'GET', url: '/admin-only' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a public route sees a valid token but ignores a bad one', async () => {
    const broker = await registerBroker(t);
    const signedIn = await guarded.inject({
      method: 'GET',
      url: '/open',
      headers: bearer(broker.accessToken),
    });
    expect(signedIn.json()).toEqual({ signedIn: true });
    const forged = await guarded.inject({ method: 'GET', url: '/open', headers: bearer('a.b.c') });
    expect(forged.statusCode).toBe(200);
    expect(forged.json()).toEqual({ signedIn: false });
    const member = await guarded.inject({
      method: 'GET',
      url: '/member',
      headers: bearer(broker.accessToken),
    });
    expect(member.json()).toEqual({ sub: broker.id });
  });

  it('an app with a route that declares no access does not start', async () => {
    const app = Fastify({ logger: false });
    await app.register(routeAccessPlugin, {
      verifyToken: createAccessTokenVerifier(await loadSigningKeys(t.database.db), t.config.publicUrl),
      sessions: createSessionLiveness(t.database.db),
    });
    app.get('/forgotten', async () => ({ ok: true }));
    app.post('/declared', { config: { access: 'user' } }, async () => ({ ok: true }));
    await expect(app.ready()).rejects.toThrow('Routes without a declared access: GET /forgotten');
    await app.close().catch(() => undefined);
  });
});
