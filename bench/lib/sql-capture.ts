// The floor of a scenario: the SQL its endpoint really runs, captured from a real
// request (the app built in-process over a Drizzle instance with a logger, same client
// and schema as production) and then replayed straight on the database driver, one
// statement after the other, N times. What the HTTP figures add on top of that floor is
// the server: routing, validation, auth, JSON, the presenter and the pool.
import type { Logger } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Db } from '#server/db/open.ts';
import * as schema from '#server/db/schema.ts';

export type Statement = { text: string; params: unknown[] };

export type RawClient = {
  query(text: string, params: unknown[]): Promise<Array<Record<string, unknown>>>;
  release(): Promise<void>;
};

export type Capturing = {
  /** A Database whose db logs every statement while capture() runs. */
  database: Database;
  capture<T>(fn: () => Promise<T>): Promise<{ result: T; statements: Statement[] }>;
  /** One connection for replaying statements (PGlite has only one anyway). */
  raw(): Promise<RawClient>;
  /** A connection of its own, outside the app's pool (PGlite: the one engine again). */
  rawOwn(): Promise<RawClient>;
};

export function capturing(database: Database): Capturing {
  let current: Statement[] | undefined;
  const logger: Logger = {
    logQuery(query, params) {
      current?.push({ text: query, params: [...params] });
    },
  };
  const client = (database.db as unknown as { $client: unknown }).$client;
  let db: Db;
  let raw: () => Promise<RawClient>;
  let rawOwn: () => Promise<RawClient>;
  if (client instanceof PGlite) {
    db = drizzlePglite(client, { schema, logger }) as unknown as Db;
    raw = async () => ({
      query: async (text, params) =>
        (await client.query<Record<string, unknown>>(text, params)).rows,
      release: async () => {},
    });
    rawOwn = raw;
  } else if (client instanceof pg.Pool) {
    db = drizzlePg(client, { schema, logger }) as unknown as Db;
    raw = async () => {
      const c = await client.connect();
      return {
        query: async (text, params) => (await c.query<Record<string, unknown>>(text, params)).rows,
        release: async () => c.release(),
      };
    };
    rawOwn = async () => {
      const c = new pg.Client({ connectionString: client.options.connectionString });
      await c.connect();
      return {
        query: async (text, params) => (await c.query<Record<string, unknown>>(text, params)).rows,
        release: () => c.end(),
      };
    };
  } else {
    throw new Error('unknown database client');
  }
  return {
    database: { ...database, db },
    async capture(fn) {
      if (current) throw new Error('one capture at a time');
      current = [];
      try {
        const result = await fn();
        return { result, statements: current };
      } finally {
        current = undefined;
      }
    },
    raw,
    rawOwn,
  };
}

export type Percentiles = {
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  max: number;
  n: number;
};

export function percentiles(samples: readonly number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
  const sum = sorted.reduce((s, v) => s + v, 0);
  return {
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    mean: sorted.length ? sum / sorted.length : 0,
    max: sorted[sorted.length - 1] ?? 0,
    n: sorted.length,
  };
}

export type FloorResult = Percentiles & {
  statementsPerRequest: number;
  /** Median time of each statement of the first item, in order. */
  perStatement: Array<{ sql: string; p50: number }>;
};

/**
 * Replays each item's statements sequentially on one connection, `iterations` times
 * in all (items in turn), after `warmup` untimed rounds. Milliseconds.
 */
export async function measureFloor(
  client: RawClient,
  items: ReadonlyArray<readonly Statement[]>,
  { iterations, warmup, deadline }: { iterations: number; warmup: number; deadline: number },
  /** Stops earlier (after at least a few rounds) when this much time has gone. */
  budgetMs = Number.POSITIVE_INFINITY,
): Promise<FloorResult> {
  if (items.length === 0) throw new Error('no statements to replay');
  const warmupEnd = Math.min(deadline, Date.now() + budgetMs / 10);
  for (let i = 0; i < warmup && Date.now() < warmupEnd; i++) {
    for (const s of items[i % items.length] ?? []) await client.query(s.text, s.params);
  }
  const totals: number[] = [];
  const first = items[0] ?? [];
  const perStatement: number[][] = first.map(() => []);
  const stopAt = Math.min(deadline, Date.now() + budgetMs);
  for (let i = 0; i < iterations && (i < 5 || Date.now() < stopAt); i++) {
    const item = items[i % items.length] ?? [];
    const t0 = performance.now();
    for (const [j, s] of item.entries()) {
      const s0 = performance.now();
      await client.query(s.text, s.params);
      if (item === first) perStatement[j]?.push(performance.now() - s0);
    }
    totals.push(performance.now() - t0);
  }
  return {
    ...percentiles(totals),
    statementsPerRequest: first.length,
    perStatement: first.map((s, j) => ({
      sql: oneLine(s.text),
      p50: percentiles(perStatement[j] ?? []).p50,
    })),
  };
}

export type FloorThroughput = { rps: number; requests: number; connections: number; seconds: number };

/**
 * 'Floor x10': the requests per second the same SQL reaches on `connections` connections
 * replaying it at once (each a request's statements one after the other, rotating over
 * the captured requests), for `seconds`. The HTTP figure is compared with this, in the
 * same run: what the server adds to the database's own work under the same concurrency.
 */
export async function measureFloorThroughput(
  open: () => Promise<RawClient>,
  items: ReadonlyArray<readonly Statement[]>,
  { connections, seconds, deadline }: { connections: number; seconds: number; deadline: number },
): Promise<FloorThroughput> {
  if (items.length === 0) throw new Error('no statements to replay');
  const clients = await Promise.all(Array.from({ length: connections }, () => open()));
  try {
    let requests = 0;
    const t0 = performance.now();
    const stopAt = Math.min(deadline, Date.now() + seconds * 1000);
    await Promise.all(
      clients.map(async (client, c) => {
        for (let i = c; Date.now() < stopAt; i++) {
          for (const s of items[i % items.length] ?? []) await client.query(s.text, s.params);
          requests++;
        }
      }),
    );
    const elapsed = (performance.now() - t0) / 1000;
    return { rps: requests / elapsed, requests, connections, seconds: elapsed };
  } finally {
    await Promise.all(clients.map((c) => c.release()));
  }
}

export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
