// Per-broker limits on writes that reach other people (posts, comments, connection
// requests, new listings): fixed-window counters in PostgreSQL (lib/rate-limit-counters.ts),
// so every instance counts together and a restart forgets nothing.
import { lt, sql } from 'drizzle-orm';
import type { Queryable } from '../db/open';
import { rateLimitCounters } from '../db/schema';
import { countHit } from './rate-limit-counters';

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
  const { hits, resetInMs } = await countHit(db, `${quota.name}:${brokerId}`, quota.windowSeconds * 1000);
  if (hits <= quota.limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) };
}

/** The refusal a broker reads: what, and how long to wait in words. */
export function quotaRefusalMessage(quota: WriteQuota, retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = retryAfterSeconds < 60 ? `${retryAfterSeconds} seconds` : minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return `You have sent too many ${quota.what} in a short time. Please wait ${wait} and try again.`;
}

/** Counters of windows long over: the write quotas' and the request limits' (plugins/rate-limits.ts). */
export async function pruneQuotas(db: Queryable): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStartedAt, sql`now() - interval '2 days'`));
}
