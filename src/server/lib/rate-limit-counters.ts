// Fixed-window counters in PostgreSQL (table rate_limit_counters), the one counter behind
// every limit: the per-broker write quotas (lib/write-quota.ts) and the per-IP and
// per-broker request limits of @fastify/rate-limit (plugins/rate-limits.ts). A row per
// key; the first hit starts a window, hits after its end start a new one. One upsert
// per hit, and the conflict on the key settles concurrent hits, so every instance on
// the database counts together and a restart forgets nothing.
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/open';
import { rateLimitCounters } from '../db/schema';

/** Hits so far in the key's current window, and how long until that window ends. */
export type CounterState = { hits: number; resetInMs: number };

const windowOf = (windowMs: number) => sql`make_interval(secs => ${windowMs / 1000})`;

const resetInMs = (windowMs: number) =>
  sql<number>`greatest(0, extract(epoch from ${rateLimitCounters.windowStartedAt} + ${windowOf(windowMs)} - now()) * 1000)::float8`;

/** Counts one hit on `key` and answers the window's state after it. */
export async function countHit(db: Queryable, key: string, windowMs: number): Promise<CounterState> {
  const expired = sql`${rateLimitCounters.windowStartedAt} <= now() - ${windowOf(windowMs)}`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStartedAt: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        windowStartedAt: sql`case when ${expired} then now() else ${rateLimitCounters.windowStartedAt} end`,
        hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, resetInMs: resetInMs(windowMs) });
  if (!row) throw new Error(`rate limit counter ${key}: the upsert returned no row`);
  return { hits: row.hits, resetInMs: Math.ceil(row.resetInMs) };
}

/** The key's current window without counting (no row, or a window over: 0 hits). */
export async function readCounter(db: Queryable, key: string, windowMs: number): Promise<CounterState> {
  const [row] = await db
    .select({ hits: rateLimitCounters.hits, resetInMs: resetInMs(windowMs) })
    .from(rateLimitCounters)
    .where(eq(rateLimitCounters.key, key));
  if (!row || row.resetInMs <= 0) return { hits: 0, resetInMs: 0 };
  return { hits: row.hits, resetInMs: Math.ceil(row.resetInMs) };
}
