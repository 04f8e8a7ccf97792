// A database of its own for each test file: in-memory PGlite by default, or a fresh
// PostgreSQL database (created, migrated, dropped) when TEST_DATABASE_URL is set. No
// two files share rows, so they can run in parallel.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/open';
import { seedReferenceData } from '../../src/server/db/seed/reference-data';

export type TestDatabase = Database & { dispose(): Promise<void> };

export async function createTestDatabase(): Promise<TestDatabase> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    const database = await openDatabase({ kind: 'memory' });
    await seedReferenceData(database.db);
    return { ...database, dispose: () => database.close() };
  }
  const name = `bc_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(baseUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  await seedReferenceData(database.db);
  return {
    ...database,
    async dispose() {
      await database.close();
      await withAdminClient(baseUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
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
