// Per-broker limits on writes that reach other people (posts, comments, connection
// requests, new listings): fixed-window counters in PostgreSQL, so every instance counts
// together and a restart forgets nothing. One upsert per write; the conflict on the key
// settles concurrent writes.
import { lt, sql } from 'drizzle-orm';
import type { Queryable } from '../db/open';
import { rateLimitCounters } from '../db/schema';

export type WriteQuota = {
  /** Part of the counter's key, e.g. 'posts'. */
  name: string;
  limit: number;
  windowSeconds: number;
  /** What is limited, for the refusal: 'posts', 'comments', 'connection requests'. */
  what: string;
};

export type QuotaUse = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export async function useQuota(db: Queryable, quota: WriteQuota, brokerId: string): Promise<QuotaUse> {
  const window = sql`make_interval(secs => ${quota.windowSeconds})`;
  const expired = sql`${rateLimitCounters.windowStartedAt} <= now() - ${window}`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key: `${quota.name}:${brokerId}`, windowStartedAt: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        windowStartedAt: sql`case when ${expired} then now() else ${rateLimitCounters.windowStartedAt} end`,
        hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
      },
    })
    .returning({
      hits: rateLimitCounters.hits,
      retryAfter: sql<number>`ceil(extract(epoch from ${rateLimitCounters.windowStartedAt} + ${window} - now()))::int`,
    });
  if (!row || row.hits <= quota.limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, row.retryAfter) };
}

/** The refusal a broker reads: what, and how long to wait in words. */
export function quotaRefusalMessage(quota: WriteQuota, retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = retryAfterSeconds < 60 ? `${retryAfterSeconds} seconds` : minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return `You have sent too many ${quota.what} in a short time. Please wait ${wait} and try again.`;
}

/** Counters of windows long over. */
export async function pruneQuotas(db: Queryable): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStartedAt, sql`now() - interval '2 days'`));
}
