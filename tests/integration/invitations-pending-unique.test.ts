// One pending invitation per inviter and address (decisions 012 and 026), settled by a
// unique index on (inviter, lower(e-mail)) where status is pending: sends to one address
// at the same instant leave one row, and the others answer 200/201 with it or a clear 409
// `already_pending`, never a 500 or 503. Another broker may still invite the same
// address. The migration that adds the index first resolves duplicates a database may
// already hold (keeping the oldest of each group), so it cannot fail on existing data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { and, eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_MESSAGES } from '#shared/schemas/invitations.ts';
import { invitations } from '#server/db/schema.ts';
import { inviteeEmail, listSent, postInvitation } from '../helpers/invitations';
import { createTestApp, registerBroker, type TestApp } from '../helpers/test-app';
import { errorOf } from '../helpers/test-utils';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const pendingTo = (inviterId: string, email: string) =>
  t.database.db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.inviterId, inviterId),
        eq(invitations.status, 'pending'),
        sql`lower(${invitations.inviteeEmail}) = ${email.toLowerCase()}`,
      ),
    );

describe('sending to one address at the same instant', () => {
  it('leaves one pending invitation; the other answers are the same invitation or a clear 409', async () => {
    for (let round = 0; round < 3; round++) {
      const broker = await registerBroker(t);
      const email = inviteeEmail('same');
      const spellings = [email, email.toUpperCase(), email, email.toUpperCase(), email];
      const answers = await Promise.all(
        spellings.map((address) =>
          postInvitation(t, broker, { email: address, message: 'Join us' }),
        ),
      );
      const rows = await pendingTo(broker.id, email);
      expect(rows).toHaveLength(1);
      for (const res of answers) {
        expect([201, 409], res.body).toContain(res.statusCode);
        if (res.statusCode === 201) expect(res.json<{ id: string }>().id).toBe(rows[0]?.id);
        else
          expect(errorOf(res)).toEqual({
            error: 'already_pending',
            message: INVITE_MESSAGES.alreadyPending,
            field: 'email',
          });
      }
      expect((await listSent(t, broker)).items.map((i) => i.id)).toEqual([rows[0]?.id]);
    }
  });

  it('another broker inviting the same address gets an invitation of their own', async () => {
    const a = await registerBroker(t);
    const b = await registerBroker(t);
    const email = inviteeEmail('both');
    const [fromA, fromB] = await Promise.all([
      postInvitation(t, a, { email, message: 'Join' }),
      postInvitation(t, b, { email, message: 'Join' }),
    ]);
    expect([fromA.statusCode, fromB.statusCode]).toEqual([201, 201]);
    expect(await pendingTo(a.id, email)).toHaveLength(1);
    expect(await pendingTo(b.id, email)).toHaveLength(1);
  });
});

// ---------------------------------------------------------------- the migration

const migrationsFolder = fileURLToPath(new URL('../../src/server/db/migrations', import.meta.url));
/** The last migration before this change (0005); the duplicates step is 0006. */
const BEFORE_TAG = '0005_hot_query_indexes';

/** A copy of the migrations folder whose journal stops at BEFORE_TAG. */
function migrationsUpTo(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bc-migrations-'));
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  const end = journal.entries.findIndex((e) => e.tag === tag);
  expect(end).toBeGreaterThanOrEqual(0);
  journal.entries = journal.entries.slice(0, end + 1);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

type Sql = (text: string) => Promise<Array<Record<string, unknown>>>;

/** A database of the schema before this change, then the real migrations: PGlite, or PostgreSQL with TEST_DATABASE_URL. */
async function withOldDatabase(
  run: (exec: Sql, migrateToLatest: () => Promise<void>) => Promise<void>,
): Promise<void> {
  const oldFolder = migrationsUpTo(BEFORE_TAG);
  try {
    const baseUrl = process.env.TEST_DATABASE_URL;
    if (!baseUrl) {
      const client = new PGlite();
      await client.waitReady;
      const db = drizzlePglite(client);
      await migratePglite(db, { migrationsFolder: oldFolder });
      await run(
        async (text) => (await client.exec(text)).at(-1)?.rows as Array<Record<string, unknown>>,
        () => migratePglite(db, { migrationsFolder }),
      );
      await client.close();
      return;
    }
    const name = `bc_migration_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const db = drizzlePg(client);
      await migratePg(db, { migrationsFolder: oldFolder });
      await run(
        async (text) => {
          const result = (await client.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
          const last = Array.isArray(result) ? result.at(-1) : result;
          return (last?.rows ?? []) as Array<Record<string, unknown>>;
        },
        () => migratePg(db, { migrationsFolder }),
      );
    } finally {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  } finally {
    fs.rmSync(oldFolder, { recursive: true, force: true });
  }
}

describe('the migration adding the unique index', () => {
  it('keeps the oldest of each group of duplicate pending invitations and then builds the index', async () => {
    await withOldDatabase(async (exec, migrateToLatest) => {
      await exec(`
        insert into auth_users (id, email, name, password_hash) values
          ('00000000-0000-4000-8000-00000000000a', 'a@example.com', 'A', 'x'),
          ('00000000-0000-4000-8000-00000000000b', 'b@example.com', 'B', 'x');
        insert into profiles (id, full_name, email) values
          ('00000000-0000-4000-8000-00000000000a', 'A', 'a@example.com'),
          ('00000000-0000-4000-8000-00000000000b', 'B', 'b@example.com');
        insert into invitations (inviter_id, invitee_email, invite_code, status, created_at) values
          ('00000000-0000-4000-8000-00000000000a', 'Dup@Example.com', 'AAAAA1', 'pending', '2026-01-01T10:00:00Z'),
          ('00000000-0000-4000-8000-00000000000a', 'dup@example.com', 'AAAAA2', 'pending', '2026-01-01T10:00:01Z'),
          ('00000000-0000-4000-8000-00000000000a', 'DUP@EXAMPLE.COM', 'AAAAA3', 'pending', '2026-01-01T10:00:02Z'),
          ('00000000-0000-4000-8000-00000000000a', 'dup@example.com', 'AAAAA4', 'accepted', '2026-01-01T09:00:00Z'),
          ('00000000-0000-4000-8000-00000000000a', 'other@example.com', 'AAAAA5', 'pending', '2026-01-01T10:00:03Z'),
          ('00000000-0000-4000-8000-00000000000b', 'dup@example.com', 'BBBBB1', 'pending', '2026-01-01T10:00:04Z'),
          (null, 'founder@example.com', 'FFFFF1', 'pending', '2026-01-01T08:00:00Z'),
          (null, 'founder@example.com', 'FFFFF2', 'pending', '2026-01-01T08:00:01Z');
      `);
      await migrateToLatest();
      const rows = await exec(`select invite_code, status from invitations order by invite_code`);
      expect(rows.map((r) => `${String(r.invite_code)} ${String(r.status)}`)).toEqual([
        'AAAAA1 pending',
        'AAAAA4 accepted',
        'AAAAA5 pending',
        'BBBBB1 pending',
        'FFFFF1 pending',
      ]);
      const index = await exec(
        `select indexname from pg_indexes where indexname = 'invitations_pending_inviter_email_key'`,
      );
      expect(index).toHaveLength(1);
    });
  });
});
