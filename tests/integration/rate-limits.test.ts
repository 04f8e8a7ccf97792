// Per-IP limits on the endpoints that guess at secrets. Forwarded headers are not
// believed (TRUST_PROXY unset), so a client cannot pick a fresh IP per request.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerBroker, type SignedIn, type TestApp } from '../helpers/test-app';
import { errorOf } from '../helpers/test-utils';

let t: TestApp;
let broker: SignedIn;
const PASSWORD = 'rate limit password';

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'false' });
  // Registering uses the sign-up limit, not the ones tested here.
  broker = await registerBroker(t, { password: PASSWORD });
});
afterAll(async () => t.close());

function expectLimited(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  expect(errorOf(res)).toEqual({
    error: 'rate_limited',
    message: expect.stringMatching(/^Too many attempts\. Please wait \d+ seconds and try again\.$/),
  });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  // A refusal still carries the security headers.
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
}

type Attempt = (
  headers?: Record<string, string>,
  remoteAddress?: string,
) => Promise<LightMyRequestResponse>;

async function exhaust(attempt: Attempt, limit: number, allowedStatus: number) {
  for (let i = 0; i < limit; i++) {
    const res = await attempt({}, '198.51.100.7');
    expect(res.statusCode, `attempt ${i + 1} of ${limit}`).toBe(allowedStatus);
  }
}

async function expectSpoofingDoesNotHelp(attempt: Attempt) {
  expectLimited(await attempt({}, '198.51.100.7'));
  for (const spoof of ['203.0.113.1', '203.0.113.2, 10.0.0.1', '127.0.0.2']) {
    expectLimited(await attempt({ 'x-forwarded-for': spoof, 'x-real-ip': spoof }, '198.51.100.7'));
  }
}

describe('rate limits', () => {
  it('sign-in: 10 a minute per IP, then 429 with Retry-After; X-Forwarded-For does not reset it', async () => {
    // A new address each time: this is the per-IP limit, not the per-account one
    // (security-throttle.test.ts).
    let n = 0;
    const attempt: Attempt = (headers = {}, remoteAddress) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/token',
        headers,
        remoteAddress,
        payload: { email: `guess${++n}@example.com`, password: 'wrong password' },
      });
    await exhaust(attempt, 10, 401);
    await expectSpoofingDoesNotHelp(attempt);
    // Even the right password waits: the limit is on attempts, not failures.
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      remoteAddress: '198.51.100.7',
      payload: { email: broker.email, password: PASSWORD },
    });
    expectLimited(right);
    // Another client is not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      remoteAddress: '198.51.100.8',
      payload: { email: broker.email, password: PASSWORD },
    });
    expect(other.statusCode).toBe(200);
  });

  it('password recovery: 5 a minute per IP', async () => {
    const attempt: Attempt = (headers = {}, remoteAddress) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/recover',
        headers,
        remoteAddress,
        payload: { email: 'someone@example.com' },
      });
    await exhaust(attempt, 5, 200);
    await expectSpoofingDoesNotHelp(attempt);
    const other = await attempt({}, '198.51.100.9');
    expect(other.statusCode).toBe(200);
  });

  it('invitation code checks: 20 a minute per IP', async () => {
    const attempt: Attempt = (headers = {}, remoteAddress) =>
      t.app.inject({
        method: 'POST',
        url: '/api/invitations/validate',
        headers,
        remoteAddress,
        payload: { code: 'ZZZZZZ' },
      });
    await exhaust(attempt, 20, 404);
    await expectSpoofingDoesNotHelp(attempt);
    const other = await attempt({}, '198.51.100.10');
    expect(other.statusCode).toBe(404);
  });

  it('each endpoint counts on its own', async () => {
    // 198.51.100.7 used up sign-in, recovery and code checks above; the health check
    // and the sign-up limit are untouched.
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '198.51.100.7',
    });
    expect(health.statusCode).toBe(200);
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: '198.51.100.7',
      payload: {
        name: 'X',
        email: 'x@example.com',
        password: 'a fine password',
        invite_code: 'ZZZZZZ',
      },
    });
    expect(signup.statusCode).toBe(404);
  });
});
