// Where a bench run's data lives: a PostgreSQL database `bc_bench` (created fresh,
// dropped afterwards unless kept) or a PGlite folder under bench/.data/.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Database } from '#server/db/open.ts';
import { seedReferenceData } from '#server/db/seed/reference-data.ts';

export type DbKind = 'pglite' | 'postgres';
export type Target =
  | { kind: 'postgres'; adminUrl: string; url: string; name: string }
  | { kind: 'pglite'; dataDir: string };

export const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const benchRoot = fileURLToPath(new URL('..', import.meta.url));

export function targetFor(
  kind: DbKind,
  label: string,
  options: { pgUrl?: string; dbName?: string } = {},
): Target {
  if (kind === 'pglite') return { kind, dataDir: path.join(benchRoot, '.data', `pglite-${label}`) };
  const adminUrl = options.pgUrl ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_PG_URL;
  const name = options.dbName ?? 'bc_bench';
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
  const url = new URL(adminUrl);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
    throw new Error(`bench only talks to a loopback PostgreSQL, not ${url.hostname}`);
  }
  url.pathname = `/${name}`;
  return { kind, adminUrl, url: url.toString(), name };
}

/** An empty target: the database or folder is removed and made again. */
export async function recreateTarget(target: Target): Promise<void> {
  await dropTarget(target);
  if (target.kind === 'pglite') {
    fs.mkdirSync(target.dataDir, { recursive: true });
    return;
  }
  await withAdmin(target.adminUrl, (c) => c.query(`create database ${target.name}`));
}

export async function dropTarget(target: Target): Promise<void> {
  if (target.kind === 'pglite') {
    fs.rmSync(target.dataDir, { recursive: true, force: true });
    return;
  }
  await withAdmin(target.adminUrl, (c) =>
    c.query(`drop database if exists ${target.name} with (force)`),
  );
}

export function targetExists(target: Target): Promise<boolean> {
  if (target.kind === 'pglite')
    return Promise.resolve(fs.existsSync(path.join(target.dataDir, 'pgdata')));
  return withAdmin(target.adminUrl, async (c) => {
    const r = await c.query('select 1 from pg_database where datname = $1', [target.name]);
    return (r.rowCount ?? 0) > 0;
  });
}

/** Opens through the app's layer (migrations run), with the reference data seeded. */
export async function openTarget(target: Target): Promise<Database> {
  const database = await openDatabase(
    target.kind === 'postgres'
      ? { kind: 'postgres', url: target.url }
      : { kind: 'pglite', dataDir: target.dataDir },
  );
  await seedReferenceData(database.db);
  return database;
}

/** The environment a server process needs to open this target. */
export function serverEnv(target: Target): Record<string, string> {
  return target.kind === 'postgres'
    ? { DATABASE_URL: target.url, DATA_DIR: path.join(benchRoot, '.data', 'server-media') }
    : { DATABASE_URL: '', DATA_DIR: target.dataDir };
}

async function withAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
