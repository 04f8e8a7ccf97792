// Issue 22: the access guard keeps each verified token and each session's liveness and
// role in memory, so a request no longer pays an ES256 check and a role query. These
// tests show the memory never outlives what it stands for: a role changed in plain SQL
// (as an operator does it), a sign-out and a revocation take effect on the next
// request, on this instance and on a second one (on PostgreSQL a server of its own, on
// PGlite a second app on the one in-process database).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '#server/db/schema.ts';
import type { Role } from '#shared/schemas/auth.ts';
import { createProperty, placeOf } from '../helpers/properties';
import { bearer, createSecondInstance, createTestApp, registerBroker, type SignedIn, type TestApp } from '../helpers/test-app';
import { waitFor } from '../helpers/test-utils';

let t: TestApp;
let second: Awaited<ReturnType<typeof createSecondInstance>>;

beforeAll(async () => {
  t = await createTestApp();
  second = await createSecondInstance(t);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const instances = () => [
  { name: 'this instance', app: t.app },
  { name: 'the second instance', app: second.app },
];
const adminList = (app: TestApp['app'], as: SignedIn) =>
  app.inject({ method: 'GET', url: '/api/admin/brokers', headers: bearer(as.accessToken) });
const setRole = (as: SignedIn, role: Role) => t.database.db.update(profiles).set({ role }).where(eq(profiles.id, as.id));

/** Every instance answers `status` for `request` (each within one NOTIFY round trip). */
async function everyInstanceAnswers(request: (app: TestApp['app']) => Promise<{ statusCode: number }>, status: number) {
  for (const { name, app } of instances()) {
    await waitFor(async () => ((await request(app)).statusCode === status ? true : undefined), `${name} answering ${status}`);
  }
}

describe('the role comes with the session, and a change in SQL reaches every instance', () => {
  it('a broker promoted in SQL gets admin routes, and loses them when demoted, with the same token', async () => {
    const broker = await registerBroker(t);
    // Both instances have now kept this session as a broker's.
    for (const { app } of instances()) expect((await adminList(app, broker)).statusCode).toBe(403);

    await setRole(broker, 'admin');
    await everyInstanceAnswers((app) => adminList(app, broker), 200);

    await setRole(broker, 'broker');
    await everyInstanceAnswers((app) => adminList(app, broker), 403);
  });

  it('the admin flag the visibility rules read follows the role too (a private listing of another broker)', async () => {
    const owner = await registerBroker(t);
    const reader = await registerBroker(t);
    const listing = await createProperty(t, owner, await placeOf(t), { visibility: 'Private' });
    const read = (app: TestApp['app']) =>
      app.inject({ method: 'GET', url: `/api/properties/${listing.id}`, headers: bearer(reader.accessToken) });
    for (const { app } of instances()) expect((await read(app)).statusCode).toBe(404);

    await setRole(reader, 'admin');
    await everyInstanceAnswers(read, 200);
    await setRole(reader, 'broker');
    await everyInstanceAnswers(read, 404);
  });

  it('an announcement that names a role change it does not spell out makes every instance read roles again', async () => {
    const broker = await registerBroker(t);
    for (const { app } of instances()) expect((await adminList(app, broker)).statusCode).toBe(403);
    // The role changed without its announcement: the kept answers still stand...
    await t.database.db.execute(sql`alter table profiles disable trigger profiles_role_changed`);
    try {
      await setRole(broker, 'admin');
    } finally {
      await t.database.db.execute(sql`alter table profiles enable trigger profiles_role_changed`);
    }
    for (const { app } of instances()) expect((await adminList(app, broker)).statusCode).toBe(403);
    // ...until a role change arrives that cannot be read: nothing kept is trusted then.
    await t.database.db.execute(sql`select pg_notify('bc_realtime', '{"role_changed": 7}')`);
    await everyInstanceAnswers((app) => adminList(app, broker), 200);
    await setRole(broker, 'broker');
  });

  it('a change that leaves the role as it was announces nothing and changes nothing', async () => {
    const broker = await registerBroker(t);
    await t.database.db.update(profiles).set({ role: 'broker', bio: 'Resale flats in Koramangala' }).where(eq(profiles.id, broker.id));
    for (const { app } of instances()) expect((await adminList(app, broker)).statusCode).toBe(403);
  });
});

describe('a remembered token does not outlive its session', () => {
  it('after sign-out, the same token is refused on every instance that had verified it', async () => {
    const broker = await registerBroker(t);
    const me = (app: TestApp['app']) => app.inject({ method: 'GET', url: '/api/profiles/me', headers: bearer(broker.accessToken) });
    for (const { app } of instances()) expect((await me(app)).statusCode).toBe(200);

    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(broker.accessToken) });
    expect(out.statusCode).toBeLessThan(300);
    // The instance that signed out forgot the session itself: no wait there.
    expect((await me(t.app)).statusCode).toBe(401);
    await everyInstanceAnswers(me, 401);
  });
});
