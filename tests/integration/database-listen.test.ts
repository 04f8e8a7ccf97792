// Database.listen, on PGlite and on PostgreSQL alike: a NOTIFY reaches the listener
// only when its transaction commits, in commit order; stopping a listener, or closing
// the database, stops delivery.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { waitFor } from '../helpers/test-utils';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.dispose());

const notify = (channel: string, payload: string) => sql`select pg_notify(${channel}, ${payload})`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Database.listen', () => {
  it('delivers committed notifications in commit order, and none of a rolled-back transaction', async () => {
    const received: string[] = [];
    const stop = await database.listen('listen_test', (payload) => received.push(payload));
    try {
      await database.db.transaction(async (tx) => {
        await tx.execute(notify('listen_test', 'first'));
        await tx.execute(notify('listen_test', 'second'));
      });
      await database.db
        .transaction(async (tx) => {
          await tx.execute(notify('listen_test', 'rolled back'));
          throw new Error('roll back');
        })
        .catch(() => undefined);
      await database.db.execute(notify('other_channel', 'elsewhere'));
      await database.db.execute(notify('listen_test', 'third'));
      await waitFor(() => (received.length >= 3 ? true : undefined), 'three notifications');
      await pause(200);
      expect(received).toEqual(['first', 'second', 'third']);
    } finally {
      await stop();
    }
  });

  it('a stopped listener hears nothing more; others keep listening', async () => {
    const stopped: string[] = [];
    const kept: string[] = [];
    const stop = await database.listen('listen_test', (p) => stopped.push(p));
    const stopKept = await database.listen('listen_test', (p) => kept.push(p));
    await stop();
    await stop();
    await database.db.execute(notify('listen_test', 'after stop'));
    await waitFor(() => (kept.length > 0 ? true : undefined), 'the kept listener');
    expect(stopped).toEqual([]);
    await stopKept();
  });

  it('refuses a channel name that is not a plain identifier', async () => {
    await expect(database.listen('bad; drop table x', () => {})).rejects.toThrow('invalid channel name');
  });
});
