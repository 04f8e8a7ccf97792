// Issue 17, security 4: guessing is limited per account, not only per address. Before,
// 60 wrong passwords for one account from 6 addresses all got 401. Every attempt is now
// counted per account in the database (so every instance shares it) before it is
// checked; after 5 free attempts each must wait a rising delay, capped at 5 minutes, and
// a success (or a password reset) starts afresh. The same holds for second-factor codes.
import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_ATTEMPTS, MAX_DELAY_S } from '#server/features/auth/account-throttle.ts';
import { authThrottle } from '#server/db/schema.ts';
import { bearer, createTestApp, registerBroker, type TestApp } from '../helpers/test-app';
import { errorOf, type AuthBody } from '../helpers/test-utils';

const PASSWORD = 'throttle test password';
let t: TestApp;

beforeAll(async () => {
  // The per-IP limits are on, as in production: the per-account one must hold even so.
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'false' });
});
afterAll(async () => t.close());

const ADDRESSES = ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4', '198.51.100.5', '198.51.100.6'];
/** A fresh address per request elsewhere, so the per-IP limits never answer first. */
let lastAddress = 0;
const nextAddress = () => `203.0.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

const signInFrom = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/token', remoteAddress, payload: { email, password } });

/** As if the account's wait were over (tests do not sleep through back-off delays). */
async function letTimePass(key: string) {
  await t.database.db.update(authThrottle).set({ nextAllowedAt: sql`now()` }).where(eq(authThrottle.key, key));
}

async function waitSecondsOf(key: string): Promise<number> {
  const [row] = await t.database.db
    .select({ wait: sql<number>`extract(epoch from ${authThrottle.nextAllowedAt} - now())` })
    .from(authThrottle)
    .where(eq(authThrottle.key, key));
  return Number(row?.wait ?? 0);
}

describe('sign-in guesses per account', () => {
  it('60 wrong passwords from 6 addresses: 5 free, then 429 with Retry-After, even for the right password', async () => {
    const broker = await registerBroker(t, { password: PASSWORD });
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const res = await signInFrom(broker.email, `wrong guess ${i}`, ADDRESSES[i % ADDRESSES.length] ?? '');
      statuses.push(res.statusCode);
    }
    // 5 free attempts, the 6th counts and sets the first delay, the rest wait.
    expect(statuses.filter((s) => s === 401)).toHaveLength(FREE_ATTEMPTS + 1);
    expect(statuses.slice(FREE_ATTEMPTS + 1).every((s) => s === 429)).toBe(true);

    const right = await signInFrom(broker.email, PASSWORD, nextAddress());
    expect(right.statusCode).toBe(429);
    expect(errorOf(right).message).toMatch(
      /^Too many failed sign-in attempts for this account\. Please wait \d+ seconds and try again\.$/,
    );
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('the delay rises with every counted attempt and stops at 5 minutes', async () => {
    const broker = await registerBroker(t, { password: PASSWORD });
    const key = `login:${broker.email}`;
    const waits: number[] = [];
    for (let i = 0; i < 14; i++) {
      await letTimePass(key);
      expect((await signInFrom(broker.email, 'wrong', nextAddress())).statusCode).toBe(401);
      waits.push(Math.max(0, Math.round(await waitSecondsOf(key))));
    }
    expect(waits.slice(0, FREE_ATTEMPTS)).toEqual([0, 0, 0, 0, 0]);
    expect(waits.slice(FREE_ATTEMPTS, FREE_ATTEMPTS + 4)).toEqual([2, 4, 8, 16]);
    expect(Math.max(...waits)).toBe(MAX_DELAY_S);
  });

  it('once the wait is over the right password works and clears the count', async () => {
    const broker = await registerBroker(t, { password: PASSWORD });
    for (let i = 0; i <= FREE_ATTEMPTS; i++) await signInFrom(broker.email, 'wrong', nextAddress());
    expect((await signInFrom(broker.email, PASSWORD, nextAddress())).statusCode).toBe(429);
    await letTimePass(`login:${broker.email}`);
    expect((await signInFrom(broker.email, PASSWORD, nextAddress())).statusCode).toBe(200);
    expect(await t.database.db.select().from(authThrottle).where(eq(authThrottle.key, `login:${broker.email}`))).toEqual([]);
  });

  it('parallel guesses cannot slip between the check and the count', async () => {
    const broker = await registerBroker(t, { password: PASSWORD });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signInFrom(broker.email, `parallel ${i}`, nextAddress())),
    );
    expect(results.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(FREE_ATTEMPTS + 1);
  });

  it('an unknown e-mail is throttled alike, so the answers tell nothing', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await signInFrom('nobody-here@example.com', 'x', nextAddress())).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
  });
});

describe('second-factor guesses per account', () => {
  it('new challenges do not buy new guesses', async () => {
    const broker = await registerBroker(t, { password: PASSWORD });
    const enrolled = await t.app.inject({
      method: 'POST',
      url: '/api/auth/factors',
      headers: bearer(broker.accessToken),
      payload: { current_password: PASSWORD, factor_type: 'totp' },
    });
    const factor = enrolled.json<{ id: string; totp: { secret: string } }>();
    const guess = async (code: string) => {
      const challenge = await t.app.inject({
        method: 'POST',
        url: `/api/auth/factors/${factor.id}/challenge`,
        headers: bearer(broker.accessToken),
        payload: {},
        remoteAddress: nextAddress(),
      });
      return t.app.inject({
        method: 'POST',
        url: `/api/auth/factors/${factor.id}/verify`,
        headers: bearer(broker.accessToken),
        remoteAddress: nextAddress(),
        payload: { challenge_id: challenge.json<{ id: string }>().id, code },
      });
    };
    const right = await generate({ secret: factor.totp.secret });
    const wrong = right === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await guess(wrong)).statusCode);
    expect(statuses.slice(0, FREE_ATTEMPTS + 1)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(statuses.slice(FREE_ATTEMPTS + 1)).toEqual([429, 429, 429]);
    await letTimePass(`mfa:${broker.id}`);
    const ok = await guess(right);
    expect(ok.statusCode).toBe(200);
    expect(ok.json<AuthBody>().user.aal).toBe('aal2');
  });
});
