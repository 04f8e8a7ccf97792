// The broker factory (tests/helpers/factories/brokers.ts) stands in for sign-up in almost
// every test, so it must write what POST /api/auth/signup writes: the same new rows in
// every table, equal but for ids, times, codes and hashes, and a session that works.
import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { verifyPassword } from '#server/lib/passwords.ts';
import { createBroker } from '../helpers/factories/brokers';
import { test } from '../helpers/fixtures';
import {
  bearer,
  createTestApp,
  ensureFounder,
  signUpThroughApi,
  type SignedIn,
  type TestApp,
} from '../helpers/test-app';
import { refreshCookieHeader } from '../helpers/test-utils';

type Row = Record<string, unknown>;

/** Rows of a raw query, on PGlite and node-postgres alike (both answer { rows }). */
async function query<T>(t: TestApp, statement: SQL): Promise<T[]> {
  const result = (await t.database.db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

async function tableNames(t: TestApp): Promise<string[]> {
  const rows = await query<{ name: string }>(
    t,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((r) => r.name);
}

async function rowsOf(t: TestApp, table: string): Promise<string[]> {
  const rows = await query<{ row: Row }>(t, sql`select to_jsonb(x) as row from ${sql.identifier(table)} x`);
  return rows.map((r) => JSON.stringify(r.row));
}

async function countsOf(t: TestApp): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const table of await tableNames(t)) {
    const [row] = await query<{ n: number }>(t, sql`select count(*)::int as n from ${sql.identifier(table)}`);
    counts.set(table, row?.n ?? 0);
  }
  return counts;
}

const VOLATILE = /^(id|invite_code|token_hash|family_id|password_hash|expires_at|created_at|updated_at|accepted_at|member_since|run_at|locked_at)$/;

/** The rows `make` adds, table by table, with the new broker's own values named. */
async function newRowsOf(t: TestApp, make: () => Promise<SignedIn & { name: string }>) {
  const before = await countsOf(t);
  const snapshots = new Map<string, Set<string>>();
  for (const table of before.keys()) {
    if ((before.get(table) ?? 0) < 5_000) snapshots.set(table, new Set(await rowsOf(t, table)));
  }
  const broker = await make();
  const after = await countsOf(t);
  const added: Record<string, Row[]> = {};
  const hashes: string[] = [];
  for (const [table, n] of after) {
    if (n === before.get(table)) continue;
    const old = snapshots.get(table) ?? new Set<string>();
    added[table] = (await rowsOf(t, table))
      .filter((row) => !old.has(row))
      .map((row) => {
        const named = row
          .replaceAll(broker.id, '<broker id>')
          .replaceAll(broker.email, '<broker email>')
          .replaceAll(broker.name, '<broker name>');
        const parsed = JSON.parse(named) as Row;
        if (typeof parsed.password_hash === 'string') hashes.push(parsed.password_hash);
        for (const key of Object.keys(parsed)) {
          if (VOLATILE.test(key) && parsed[key] !== null) parsed[key] = `<${key}>`;
        }
        return parsed;
      });
  }
  return { broker, added, hashes };
}

async function expectSessionWorks(t: TestApp, broker: SignedIn): Promise<void> {
  const user = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(broker.accessToken) });
  expect(user.statusCode, user.body).toBe(200);
  const refreshed = await t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    headers: refreshCookieHeader(broker.refreshCookie),
  });
  expect(refreshed.statusCode, refreshed.body).toBe(200);
}

test('createBroker adds the rows sign-up adds, and its session works', async ({ t }) => {
  const founder = await ensureFounder(t);
  const password = 'factory parity password';
  const viaApi = await newRowsOf(t, async () => ({
    ...(await signUpThroughApi(t, { email: 'via.api@example.com', name: '  Via Api  ', password })),
    name: 'Via Api',
  }));
  const viaFactory = await newRowsOf(t, async () => ({
    ...(await createBroker(t, { inviterId: founder.id, email: 'Via.Factory@Example.com', name: '  Via Factory  ', password })),
    name: 'Via Factory',
  }));

  // The factory reads name and e-mail as the endpoint does (trimmed, lower-cased).
  expect(viaFactory.broker.email).toBe('via.factory@example.com');
  expect(Object.keys(viaApi.added).sort()).toEqual(
    expect.arrayContaining(['auth_users', 'invitations', 'notifications', 'profiles', 'refresh_tokens']),
  );
  expect(viaFactory.added).toEqual(viaApi.added);
  for (const hash of [...viaApi.hashes, ...viaFactory.hashes]) {
    expect(await verifyPassword(hash, password)).toBe(true);
  }
  await expectSessionWorks(t, viaApi.broker);
  await expectSessionWorks(t, viaFactory.broker);
});

test('the founder made by the factory is the admin the bootstrap invitation makes', async () => {
  // Two empty apps: the founder is the first account of each.
  const apiApp = await createTestApp();
  const factoryApp = await createTestApp().catch(async (error: unknown) => {
    await apiApp.close();
    throw error;
  });
  try {
    const founder = (app: TestApp) => ({ inviterId: null, email: app.config.founderEmail, name: 'Founder' });
    const viaApi = await newRowsOf(apiApp, async () => ({ ...(await signUpThroughApi(apiApp, founder(apiApp))), name: 'Founder' }));
    const viaFactory = await newRowsOf(factoryApp, async () => ({
      ...(await createBroker(factoryApp, founder(factoryApp))),
      name: 'Founder',
    }));
    expect(viaFactory.added).toEqual(viaApi.added);
    expect(viaFactory.added.profiles).toEqual([expect.objectContaining({ role: 'admin', invitedby: null })]);
    // Nobody invited the founder, so nobody hears of it.
    expect(viaFactory.added.notifications).toBeUndefined();
    await expect(
      createBroker(factoryApp, { inviterId: null, email: 'someone@example.com', name: 'Someone' }),
    ).rejects.toThrow(/bootstrap invitation is the founder's/);
  } finally {
    await Promise.all([apiApp.close(), factoryApp.close()]);
  }
});
