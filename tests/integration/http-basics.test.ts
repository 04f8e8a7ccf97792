// What every response carries: security headers, no caching of API data, JSON
// errors for unknown routes, and no internal detail in a 500.
import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerBroker, type TestApp } from '../helpers/test-app';
import { errorOf, waitFor } from '../helpers/test-utils';

function expectSecurityHeaders(res: LightMyRequestResponse) {
  const csp = String(res.headers['content-security-policy'] ?? '');
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map((parts) => [parts[0] ?? '', parts.slice(1)]),
  );
  expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  expect(directives.get('default-src')).toEqual(["'self'"]);
  expect(directives.get('object-src')).toEqual(["'none'"]);
  const scriptSrc = directives.get('script-src');
  expect(scriptSrc).toBeDefined();
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['x-powered-by']).toBeUndefined();
}

describe('a healthy app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('JSON answers carry the security headers and are not cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(res);

    const config = await t.app.inject({ method: 'GET', url: '/api/app-config' });
    expect(config.json()).toEqual({
      product_name: 'BrokerCircle',
      request_invite_url: 'https://example.com/request-invite',
      build_number: '161',
    });
    expect(config.headers['cache-control']).toBe('no-store');
  });

  it('member data is not cached either', async () => {
    const broker = await registerBroker(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/profiles/me',
      headers: bearer(broker.accessToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(res);
  });

  it('refusals carry the security headers too', async () => {
    const unauthorized = await t.app.inject({ method: 'GET', url: '/api/profiles/me' });
    expect(unauthorized.statusCode).toBe(401);
    expectSecurityHeaders(unauthorized);
    expect(unauthorized.headers['cache-control']).toBe('no-store');

    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/validate',
      payload: { code: '' },
    });
    expect(invalid.statusCode).toBe(400);
    expectSecurityHeaders(invalid);
  });

  it('an unknown /api route is a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/auth/nope'],
      ['DELETE', '/api/profiles/me'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(errorOf(res)).toEqual({
        error: 'not_found',
        message: `Route ${method} ${url} not found`,
      });
      expect(res.headers['cache-control']).toBe('no-store');
      expectSecurityHeaders(res);
    }
  });

  it('refuses an oversized body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(errorOf(res)).toEqual({
      error: 'payload_too_large',
      message: 'The request body is too large',
    });
  });
});

describe('an app whose database is gone', () => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        logStream: new Writable({
          write(chunk: Buffer, _encoding, callback) {
            logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
            callback();
          },
        }),
      },
    );
    await t.database.close();
  });
  afterAll(async () => t.close());

  it('health answers 503 unavailable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable' });
  });

  it('a 500 says nothing about the cause, which goes to the log', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: 'someone@example.com', password: 'whatever it is' },
    });
    expect(res.statusCode).toBe(500);
    expect(errorOf(res)).toEqual({
      error: 'internal_error',
      message: 'Something went wrong. Please try again.',
    });
    expect(res.body).not.toMatch(/pglite|pool|closed|select|auth_users|stack|at /i);
    expectSecurityHeaders(res);
    const logged = await waitFor(
      () => logLines.find((l) => l.includes('unhandled error')),
      'the logged error',
    );
    expect(JSON.parse(logged)).toMatchObject({
      level: 50,
      err: expect.objectContaining({ message: expect.any(String) as string }),
    });
  });

  it('the build number falls back to the default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/app-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ build_number: '161' });
  });
});
