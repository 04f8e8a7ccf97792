// A database of its own for each test file: in-memory PGlite by default, or a fresh
// PostgreSQL database (cloned from a migrated template, dropped) when TEST_DATABASE_URL
// is set. No two files share rows, so they can run in parallel.
//
// PGlite: initdb plus migrations cost seconds per database, so the first file to need
// one builds a migrated, seeded template and dumps it to the temp folder (keyed by the
// migrations and seed files, so a schema change makes a new one); every other database
// starts from that dump. The Drizzle wrapper and migrator are the ones production uses
// (src/server/db/open.ts); openDatabase itself is covered by src/server/db/open.test.ts.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { openDatabase, pgliteDatabase, type Database, type Db } from '#server/db/open.ts';
import * as schema from '#server/db/schema.ts';
import { seedReferenceData } from '#server/db/seed/reference-data.ts';

export type TestDatabase = Database & {
  /** The PostgreSQL database's URL (unset on PGlite), e.g. for a second server process. */
  url?: string;
  dispose(): Promise<void>;
};

// Each test file is a short-lived worker: V8's optimising tier for PGlite's WebAssembly
// costs more CPU in the background than it ever saves (measured: PGlite start plus a
// few hundred queries takes half the CPU with the baseline compiler only). Test
// processes only; production keeps V8's defaults.
v8.setFlagsFromString('--liftoff-only');

const dbFolder = fileURLToPath(new URL('../../src/server/db/', import.meta.url));
const migrationsFolder = path.join(dbFolder, 'migrations');

export async function createTestDatabase(): Promise<TestDatabase> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    const database = await openPgliteFromTemplate();
    return { ...database, dispose: () => database.close() };
  }
  const template = await ensurePostgresTemplate(baseUrl);
  const name = `bc_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(baseUrl, (client) => client.query(`create database ${name} template ${template}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  // openDatabase migrates: a no-op on the template's copy, run anyway (as on PGlite) so
  // a stale template cannot hide a migration.
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...database,
    url: url.toString(),
    async dispose() {
      await database.close();
      await withAdminClient(baseUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

// Same idea as the PGlite template: migrating a fresh database cost every file seconds.
// The first file of a run builds bc_test_tpl_<key> (migrated and seeded) under an
// advisory lock, so files starting together wait for it instead of racing; the others
// find it and clone it (CREATE DATABASE ... TEMPLATE, a file copy). The key changes with
// the migrations and seed files, so a schema change builds a new template. Old templates
// stay until dropped by hand (drop database bc_test_tpl_<key>): other checkouts on the
// same server may be cloning them at that moment.
const TEMPLATE_LOCK_KEY = 7_318_245_018;
let postgresTemplate: Promise<string> | undefined;

function ensurePostgresTemplate(baseUrl: string): Promise<string> {
  postgresTemplate ??= buildPostgresTemplateOnce(baseUrl);
  return postgresTemplate;
}

async function buildPostgresTemplateOnce(baseUrl: string): Promise<string> {
  const template = `bc_test_tpl_${templateKey()}`;
  await withAdminClient(baseUrl, async (client) => {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [template]);
      if (found.rowCount) return;
      // Built under another name and renamed when complete: a crash half-way leaves no
      // template that looks ready.
      const building = `${template}_building`;
      await client.query(`drop database if exists ${building} with (force)`);
      await client.query(`create database ${building}`);
      const url = new URL(baseUrl);
      url.pathname = `/${building}`;
      const database = await openDatabase({ kind: 'postgres', url: url.toString() });
      try {
        await seedReferenceData(database.db);
      } finally {
        await database.close();
      }
      await client.query(`alter database ${building} rename to ${template}`);
      // Nobody connects to it again: a connection would make every clone fail.
      await client.query(`alter database ${template} with allow_connections false`);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });
  return template;
}

async function openPgliteFromTemplate(): Promise<Database> {
  const templatePath = path.join(os.tmpdir(), `brokercircle-test-pglite-${templateKey()}.tar`);
  const template = readIfExists(templatePath);
  let client: PGlite;
  let db: Db;
  if (template) {
    client = new PGlite({ loadDataDir: new Blob([template]) });
    await client.waitReady;
    db = drizzle(client, { schema }) as unknown as Db;
    // Already applied in the template; run anyway so a stale template cannot hide a migration.
    await migrate(db as never, { migrationsFolder });
  } else {
    client = new PGlite();
    await client.waitReady;
    db = drizzle(client, { schema }) as unknown as Db;
    await migrate(db as never, { migrationsFolder });
    await seedReferenceData(db);
    const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    // Write aside and rename: a file running in parallel never reads half a template.
    const partial = `${templatePath}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, dump);
    fs.renameSync(partial, templatePath);
    removeOtherTemplates(templatePath);
  }
  return pgliteDatabase(client, db);
}

function readIfExists(file: string): Buffer<ArrayBuffer> | undefined {
  try {
    return fs.readFileSync(file);
  } catch {
    return undefined;
  }
}

/** Templates of older schemas are 40 MB each; keep only the current one. */
function removeOtherTemplates(current: string): void {
  const dir = path.dirname(current);
  for (const name of fs.readdirSync(dir)) {
    if (
      /^brokercircle-test-pglite-[0-9a-f]{16}\.tar$/.test(name) &&
      path.join(dir, name) !== current
    ) {
      fs.rmSync(path.join(dir, name), { force: true });
    }
  }
}

/** Changes whenever the schema, the seed data or PGlite changes. */
function templateKey(): string {
  const hash = createHash('sha256');
  const files = [
    ...fs
      .readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' })
      .map((f) => path.join(migrationsFolder, f)),
    path.join(dbFolder, 'seed', 'localities.ts'),
    path.join(dbFolder, 'seed', 'reference-data.ts'),
  ]
    .filter((f) => fs.statSync(f).isFile())
    .sort();
  for (const file of files) hash.update(file).update(fs.readFileSync(file));
  hash.update(
    fs.readFileSync(
      fileURLToPath(
        new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url),
      ),
    ),
  );
  return hash.digest('hex').slice(0, 16);
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
