// Opens the database the config names: embedded PGlite in the data folder by default,
// a node-postgres pool when DATABASE_URL is set. Both expose the same Drizzle API,
// so no service knows which one it runs on.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { migrationsDir as migrationsFolder } from '../server-files';
import { assertChannelName, listenOnPostgres, type Unlisten } from './pg-listener';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A place to run queries: the database or a transaction. */
export type Queryable = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<boolean>;
  /**
   * Calls onPayload for every NOTIFY on `channel` (from any instance, this one too).
   * onReconnect: the listening connection was lost and is back; NOTIFYs in between
   * were missed. Resolves to a function that stops listening.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
    /**
     * On PostgreSQL: the listening connection's application_name (pg_stat_activity), and
     * onDrop, called when that connection is lost (NOTIFYs go unheard until onReconnect).
     */
    options?: { applicationName?: string; onDrop?: () => void },
  ): Promise<Unlisten>;
  /** Stops every listener, then closes the database. */
  close(): Promise<void>;
  /** Connections for /metrics: node-postgres's pool; PGlite is one in-process connection. */
  poolStats(): PoolStats;
};

export type PoolStats = {
  max: number;
  total: number;
  /** Unknown on PGlite. */
  idle?: number;
  /** Queries waiting for a free connection; unknown on PGlite. */
  waiting?: number;
};

export type OpenOptions =
  { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string } | { kind: 'memory' };

const POOL_MAX = 10;
// Any constant works; it only has to be the same for every instance of this app.
const MIGRATION_LOCK_KEY = 727_274_001;

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.kind === 'postgres') return openPostgres(options.url);
  if (options.kind === 'memory') return openPglite(new PGlite(), () => {});
  const dir = path.resolve(options.dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const releaseLock = acquireDataDirLock(dir);
  try {
    return await openPglite(new PGlite(path.join(dir, 'pgdata')), releaseLock);
  } catch (error) {
    releaseLock();
    throw error;
  }
}

async function openPglite(client: PGlite, releaseLock: () => void): Promise<Database> {
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return pgliteDatabase(client, db, releaseLock);
}

/**
 * The Database over a ready, migrated PGlite (the test harness builds its PGlite from
 * a template and wraps it here too). PGlite is one in-process connection: its own
 * listen() receives every pg_notify, after the notifying transaction commits, and
 * never needs to reconnect.
 */
export function pgliteDatabase(
  client: PGlite,
  db: Db,
  releaseLock: () => void = () => {},
): Database {
  const listeners = new Set<Unlisten>();
  let closed = false;
  return {
    db,
    kind: 'pglite',
    ping: () => pingDb(db),
    poolStats: () => ({ max: 1, total: 1 }),
    async listen(channel, onPayload) {
      assertChannelName(channel);
      const unlisten = await client.listen(channel, onPayload);
      const stop: Unlisten = async () => {
        if (!listeners.delete(stop)) return;
        if (!closed) await unlisten();
      };
      listeners.add(stop);
      return stop;
    },
    async close() {
      if (closed) return;
      closed = true;
      // Closing PGlite ends its listeners with it; their stop functions become no-ops.
      listeners.clear();
      await client.close();
      releaseLock();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  // JIT compiles expressions for queries the planner thinks are big; our hot reads are
  // short index walks, and at bench scale JIT added ~1 s of compile time to them.
  const pool = new pg.Pool({ connectionString: url, max: POOL_MAX, options: '-c jit=off' });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Requests that need
    // the database see the failure themselves (health answers 503).
  });
  await migratePostgresOnce(pool);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listeners = new Set<Unlisten>();
  let closed = false;
  return {
    db,
    kind: 'postgres',
    ping: () => pingDb(db),
    poolStats: () => ({
      max: POOL_MAX,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async listen(channel, onPayload, onReconnect, options) {
      const unlisten = await listenOnPostgres(url, channel, { onPayload, onReconnect, ...options });
      const stop: Unlisten = async () => {
        if (listeners.delete(stop)) await unlisten();
      };
      listeners.add(stop);
      return stop;
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}

// Several instances may boot at once; an advisory lock on one connection makes them
// migrate one after the other instead of racing on CREATE TABLE.
async function migratePostgresOnce(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

async function pingDb(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * PGlite is a single-process database: a second process opening the same folder
 * would corrupt it. The lock file holds the owner's pid; a stale one (its process
 * is gone) is taken over.
 */
function acquireDataDirLock(dir: string): () => void {
  const lockPath = path.join(dir, 'brokercircle.lock');
  // Our own pid in the lock file is stale (a restarted container reuses pid 1) unless
  // this process really holds the folder open: then a second open must fail too.
  if (heldDataDirs.has(dir)) throw new DataDirLockedError(dir, process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      heldDataDirs.add(dir);
      return () => {
        heldDataDirs.delete(dir);
        fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(dir, owner);
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(dir, undefined);
}

/** Data folders this process has open. */
const heldDataDirs = new Set<string>();

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number | undefined) {
    super(
      `The data folder ${dir} is in use by another BrokerCircle process${pid ? ` (pid ${pid})` : ''}. ` +
        'Stop that process, or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
