// Deny by default (DESIGN 'How a request flows'): every route declares who may call
// it, member routes refuse anonymous callers, and the public surface is a reviewed list.
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerBroker, type TestApp } from '../helpers/test-app';
import { errorOf, signIn } from '../helpers/test-utils';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Method = NonNullable<InjectOptions['method']>;
type Endpoint = { method: Method; url: string; path: string; access: string | undefined };

/** One entry per method and route, with `:params` filled in and `*` given a value. */
function endpoints(): Endpoint[] {
  return t.app.declaredRoutes.flatMap((route) =>
    route.method.split(',').map((method) => ({
      method: method.trim() as Method,
      path: route.url,
      url: route.url.replace(/:[A-Za-z_]+/g, () => randomUUID()).replace(/\*$/, 'x'),
      access: route.access,
    })),
  );
}

const key = (e: { method: string; path: string }) => `${e.method} ${e.path}`;

describe('declared access', () => {
  it("every route declares 'public', 'user' or 'admin'", () => {
    const all = endpoints();
    expect(all.length).toBeGreaterThan(20);
    const undeclared = all
      .filter((e) => !['public', 'user', 'admin'].includes(e.access ?? ''))
      .map(key);
    expect(undeclared).toEqual([]);
  });

  it('the public routes are exactly the reviewed list', () => {
    const publicRoutes = endpoints()
      .filter((e) => e.access === 'public')
      .map(key)
      .sort();
    // Adding a public route is a conscious change: add it here with a reason.
    expect(publicRoutes).toEqual(
      [
        // OpenAPI documentation (DESIGN: OpenAPI at /api/docs).
        'GET /api/docs',
        'HEAD /api/docs',
        'GET /api/docs/json',
        'HEAD /api/docs/json',
        'GET /api/docs/yaml',
        'HEAD /api/docs/yaml',
        'GET /api/docs/static/index.html',
        'HEAD /api/docs/static/index.html',
        'GET /api/docs/static/swagger-initializer.js',
        'HEAD /api/docs/static/swagger-initializer.js',
        'GET /api/docs/static/*',
        'HEAD /api/docs/static/*',
        // Health check for load balancers; app config for the signed-out shell.
        'GET /api/health',
        'HEAD /api/health',
        'GET /api/app-config',
        'HEAD /api/app-config',
        // Token verification keys.
        'GET /.well-known/jwks.json',
        'HEAD /.well-known/jwks.json',
        // Signing up, in and out, and password recovery happen before a session exists.
        'POST /api/auth/signup',
        'POST /api/auth/token',
        'POST /api/auth/refresh',
        'POST /api/auth/logout',
        'POST /api/auth/recover',
        'POST /api/auth/reset-password',
        // The landing page checks a code before registration.
        'POST /api/invitations/validate',
        // The realtime WebSocket: authenticated in-band by its first message (the token
        // never goes in a URL); nothing is delivered before that (plugins/realtime.ts).
        // A plain GET that is not an upgrade answers 404.
        'GET /api/realtime',
        // Stored images by unguessable, never-listed key (src/server/plugins/media.ts).
        'GET /media/*',
        'HEAD /media/*',
        // Public pages (decision 011): server-rendered HTML of Public listings, flyers
        // whose broker may still see the listing, broker cards and profiles, and their
        // preview images; anything else is the not-found page.
        'GET /flyer/:publicId',
        'HEAD /flyer/:publicId',
        'GET /flyer/:publicId/:slug',
        'HEAD /flyer/:publicId/:slug',
        'GET /in/:vanityOrId',
        'HEAD /in/:vanityOrId',
        'GET /:vanityOrId/:slug',
        'HEAD /:vanityOrId/:slug',
        'GET /og/flyer/:publicId.jpg',
        'HEAD /og/flyer/:publicId.jpg',
        'GET /og/property/:id.jpg',
        'HEAD /og/property/:id.jpg',
        'GET /og/broker/:id.jpg',
        'HEAD /og/broker/:id.jpg',
        // A data export's file (decision 028): opened only by the one-minute single-use
        // ticket that POST .../link hands its signed-in owner; anything else is 404.
        // No HEAD: it would spend the ticket.
        'GET /api/account/exports/:id/download',
        // An agreement's signing link (decision 042): the unguessable, single-purpose
        // token is the credential; the page and its forms, the same steps as JSON, and the
        // public check of an executed PDF's SHA-256. No HEAD: a preview fetch is not a view.
        'GET /sign/:token',
        'GET /sign-assets/signature-pad.js',
        'HEAD /sign-assets/signature-pad.js',
        'POST /sign/:token/code',
        'POST /sign/:token/sign',
        'POST /sign/:token/decline',
        'POST /api/signing/:token/code',
        'POST /api/signing/:token/sign',
        'POST /api/signing/:token/decline',
        'POST /api/verify-agreement',
        // A project's site-visit slip (decision 044): the unguessable, typeable code is the
        // only key; the page shows the project, the time, the broker and the code, never the
        // client's phone.
        'GET /visit-slip/:code',
        'HEAD /visit-slip/:code',
        // A broker's public project page and its preview image (decision 044): the
        // unguessable 12-character id is the key; online only while its broker may share
        // the project; never the marketer's contact on another broker's page, nor clients.
        'GET /p/:publicId',
        'HEAD /p/:publicId',
        'GET /p/:publicId/brochure',
        'HEAD /p/:publicId/brochure',
        'GET /og/project/:publicId.jpg',
        'HEAD /og/project/:publicId.jpg',
        // A project's brochure (issue 21): the project's visibility applied to the caller;
        // signed out, only a Public project's (its public page links to it). No HEAD: it
        // would open the file for nothing.
        'GET /api/projects/:id/brochure',
      ].sort(),
    );
  });

  it('public routes answer without a token (the guard does not refuse them)', async () => {
    for (const e of endpoints().filter((x) => x.access === 'public')) {
      const res = await t.app.inject({ method: e.method, url: e.url });
      expect(res.statusCode, key(e)).toBeLessThan(500);
      if (res.statusCode === 401 || res.statusCode === 403) {
        // Only a refusal of the request itself (no refresh cookie), never "sign in first".
        expect(errorOf(res).message, key(e)).not.toBe('You must be signed in');
      }
    }
  });
});

describe('member routes', () => {
  const protectedEndpoints = () =>
    endpoints().filter((e) => e.access === 'user' || e.access === 'admin');

  it('every user and admin route refuses a request without a token', async () => {
    const list = protectedEndpoints();
    expect(list.length).toBeGreaterThan(5);
    for (const e of list) {
      const res = await t.app.inject({
        method: e.method,
        url: e.url,
        payload: e.method === 'GET' || e.method === 'HEAD' ? undefined : {},
      });
      expect(res.statusCode, key(e)).toBe(401);
      if (e.method !== 'HEAD') {
        expect(errorOf(res), key(e)).toEqual({
          error: 'unauthorized',
          message: 'You must be signed in',
        });
      }
    }
  });

  it('every user and admin route refuses a forged token', async () => {
    const forged = 'eyJhbGciOiJub25lIiwidHlwIjoiYXQrand0In0.eyJzdWIiOiJ4In0.';
    for (const e of protectedEndpoints()) {
      const res = await t.app.inject({ method: e.method, url: e.url, headers: bearer(forged) });
      expect(res.statusCode, key(e)).toBe(401);
    }
  });

  it("a broker's token passes the guard on every user route and on no admin route", async () => {
    const broker = await registerBroker(t);
    const guardMessages = [
      'You must be signed in',
      'Two-factor verification is required',
      'Invalid JWT signature',
    ];
    const userRoutes = endpoints().filter((x) => x.access === 'user' && x.method !== 'HEAD');
    expect(userRoutes.length).toBeGreaterThan(5);
    for (const e of userRoutes) {
      const res = await t.app.inject({
        method: e.method,
        url: e.url,
        headers: bearer(broker.accessToken),
        payload: e.method === 'GET' || e.method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, key(e)).not.toBe(401);
      expect(res.statusCode, key(e)).toBeLessThan(500);
      if (res.statusCode === 403) expect(guardMessages, key(e)).not.toContain(errorOf(res).message);
    }
    // The member's own data answers in full.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/profiles/me',
      headers: bearer(broker.accessToken),
    });
    expect(me.statusCode).toBe(200);

    const adminRoutes = endpoints().filter((x) => x.access === 'admin');
    for (const e of adminRoutes) {
      const res = await t.app.inject({
        method: e.method,
        url: e.url,
        headers: bearer(broker.accessToken),
      });
      expect(res.statusCode, key(e)).toBe(403);
      if (e.method !== 'HEAD') {
        expect(errorOf(res), key(e)).toEqual({
          error: 'forbidden',
          message: 'You do not have permission to do this',
        });
      }
    }
  });

  it('with a second factor owed, only the reviewed MFA routes open', async () => {
    const password = 'route access password';
    const broker = await registerBroker(t, { password });
    const enrol = await t.app.inject({
      method: 'POST',
      url: '/api/auth/factors',
      headers: bearer(broker.accessToken),
      payload: { current_password: password, factor_type: 'totp' },
    });
    const factor = enrol.json<{ id: string; totp: { secret: string } }>();
    const challenge = await t.app.inject({
      method: 'POST',
      url: `/api/auth/factors/${factor.id}/challenge`,
      headers: bearer(broker.accessToken),
      payload: {},
    });
    const verified = await t.app.inject({
      method: 'POST',
      url: `/api/auth/factors/${factor.id}/verify`,
      headers: bearer(broker.accessToken),
      payload: {
        challenge_id: challenge.json<{ id: string }>().id,
        code: await generate({ secret: factor.totp.secret }),
      },
    });
    expect(verified.statusCode).toBe(200);
    const aal1 = await signIn(t, broker.email, password);

    const open: string[] = [];
    for (const e of endpoints().filter((x) => x.access === 'user')) {
      const res = await t.app.inject({
        method: e.method,
        url: e.url,
        headers: bearer(aal1.accessToken),
        payload: e.method === 'GET' || e.method === 'HEAD' ? undefined : {},
      });
      const refused =
        res.statusCode === 403 &&
        (e.method === 'HEAD' || errorOf(res).message === 'Two-factor verification is required');
      if (!refused) open.push(key(e));
    }
    expect(open.sort()).toEqual(
      [
        'GET /api/auth/user',
        'HEAD /api/auth/user',
        'GET /api/auth/aal',
        'HEAD /api/auth/aal',
        'GET /api/auth/factors',
        'HEAD /api/auth/factors',
        'POST /api/auth/factors/:id/challenge',
        'POST /api/auth/factors/:id/verify',
      ].sort(),
    );
  });
});
