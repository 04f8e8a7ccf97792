// The request limits hold across instances (decision 031): two apps on one database
// share every counter, so a client that spreads its attempts over the instances behind
// a load balancer is refused as soon as their sum is over the limit. PostgreSQL: a second
// app with its own pool on the same database; PGlite: a second app on the same
// in-process database (the same SQL).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { openDatabase, type Database } from '#server/db/open.ts';
import { rateLimitCounters } from '#server/db/schema.ts';
import { SCRAPE_PROPERTY_PER_MINUTE } from '#server/features/quick-entry/routes.ts';
import { INVITE_RATE_LIMITS } from '#server/features/invitations/invite-rate-limit.ts';
import { bearer, createTestApp, registerBroker, type SignedIn, type TestApp } from '../helpers/test-app';
import { errorOf } from '../helpers/test-utils';

let t: TestApp;
let other: FastifyInstance;
let otherDatabase: Database | undefined;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'false' });
  otherDatabase = t.database.url ? await openDatabase({ kind: 'postgres', url: t.database.url }) : undefined;
  other = await buildApp({
    config: t.config,
    database: otherDatabase ?? t.database,
    logger: false,
    webRoot: '/nonexistent',
  });
});
afterAll(async () => {
  await other.close();
  await otherDatabase?.close();
  await t.close();
});

/** Instance 1, 2, 1, 2, ... for attempt 0, 1, 2, 3, ... */
const instance = (i: number) => (i % 2 === 0 ? t.app : other);

function expectLimited(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(429);
  expect(errorOf(res).error).toBe('rate_limited');
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('limits shared by two instances on one database', () => {
  it('sign-in: 10 a minute per IP in total, whichever instance the attempts reach', async () => {
    const attempt = (app: FastifyInstance, n: number) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/token',
        remoteAddress: '198.51.100.40',
        payload: { email: `spread${n}@example.com`, password: 'wrong password' },
      });
    for (let i = 0; i < 10; i++) {
      expect((await attempt(instance(i), i)).statusCode, `attempt ${i + 1}`).toBe(401);
    }
    // Each instance has seen only 5: an in-memory count would still let both through.
    expectLimited(await attempt(t.app, 10));
    expectLimited(await attempt(other, 11));
    // Another address is counted on its own.
    const fresh = await other.inject({
      method: 'POST',
      url: '/api/auth/token',
      remoteAddress: '198.51.100.41',
      payload: { email: 'spread@example.com', password: 'wrong password' },
    });
    expect(fresh.statusCode).toBe(401);

    // The counter is one row per route and address; once its window is over, both
    // instances let the address try again.
    const moved = await t.database.db
      .update(rateLimitCounters)
      .set({ windowStartedAt: sql`now() - interval '61 seconds'` })
      .where(eq(rateLimitCounters.key, 'rl:POST /api/auth/token:198.51.100.40'))
      .returning({ hits: rateLimitCounters.hits });
    expect(moved).toEqual([{ hits: 12 }]);
    expect((await attempt(other, 12)).statusCode).toBe(401);
    expect((await attempt(t.app, 13)).statusCode).toBe(401);
  });

  it('per broker (Quick Entry reads): the budget is one for both instances', async () => {
    const broker = await registerBroker(t);
    // A private address is refused by the fetcher before any network use; the limit
    // counts the call all the same.
    const scrape = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/quick-entry/scrape-property',
        headers: bearer(broker.accessToken),
        payload: { url: 'http://10.0.0.1/listing' },
      });
    for (let i = 0; i < SCRAPE_PROPERTY_PER_MINUTE; i++) {
      expect((await scrape(instance(i))).statusCode, `scrape ${i + 1}`).not.toBe(429);
    }
    expectLimited(await scrape(t.app));
    expectLimited(await scrape(other));
  });

  it('invitations (a limit made with createRateLimit): 20 an hour per broker across instances', async () => {
    const broker: SignedIn = await registerBroker(t);
    const send = (app: FastifyInstance, n: number) =>
      app.inject({
        method: 'POST',
        url: '/api/invitations',
        headers: bearer(broker.accessToken),
        remoteAddress: `198.51.100.${50 + (n % 2)}`,
        payload: { email: `shared-invitee-${n}-${Date.now()}@example.com`, message: 'Join' },
      });
    const max = INVITE_RATE_LIMITS.perBroker.max;
    for (let i = 0; i < max; i++) {
      const res = await send(instance(i), i);
      expect(res.statusCode, `send ${i + 1}: ${res.body}`).toBe(201);
    }
    expectLimited(await send(other, max));
    expectLimited(await send(t.app, max + 1));
  });
});
