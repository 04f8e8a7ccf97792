// The jobs table's state changes, each one statement. A claim hands out a fresh
// lock_token and a lease; finishing, failing, extending or releasing a job all filter on
// that token, so a runner whose lease ran out (and whose job another runner has since
// claimed) changes nothing.
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/open.ts';
import { jobs } from '#server/db/schema.ts';

export type ClaimedJob = {
  id: string;
  name: string;
  payload: unknown;
  /** This try's number (1 on the first). */
  attempts: number;
  maxAttempts: number;
  lockToken: string;
};

const leaseEnd = (leaseMs: number) => sql`now() + ${leaseMs} * interval '1 millisecond'`;

/**
 * Up to `limit` jobs of these names that are due, or whose lease ran out (the runner
 * that held them died) and that have tries left; oldest first. SKIP LOCKED lets several
 * runners claim at once without waiting on, or taking, each other's rows.
 */
export async function claimJobs(
  q: Queryable,
  { names, limit, leaseMs }: { names: readonly string[]; limit: number; leaseMs: number },
): Promise<ClaimedJob[]> {
  if (names.length === 0 || limit < 1) return [];
  const due = q
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.name, [...names]),
        or(
          and(eq(jobs.status, 'queued'), lte(jobs.runAt, sql`now()`)),
          and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, sql`now()`), lt(jobs.attempts, jobs.maxAttempts)),
        ),
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await q
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockToken: sql`gen_random_uuid()`,
      lockedUntil: leaseEnd(leaseMs),
    })
    .where(inArray(jobs.id, due))
    .returning({
      id: jobs.id,
      name: jobs.name,
      payload: jobs.payload,
      attempts: jobs.attempts,
      maxAttempts: jobs.maxAttempts,
      lockToken: jobs.lockToken,
    });
  return rows.flatMap((r) => (r.lockToken ? [{ ...r, lockToken: r.lockToken }] : []));
}

/** Jobs whose runner died on their last try: failed for good. Returned so their onGiveUp runs. */
export async function failAbandonedJobs(
  q: Queryable,
  names: readonly string[],
): Promise<Array<{ id: string; name: string; payload: unknown }>> {
  if (names.length === 0) return [];
  return q
    .update(jobs)
    .set({
      status: 'failed',
      finishedAt: sql`now()`,
      lockToken: null,
      lockedUntil: null,
      lastError: 'The job was interrupted on its last try (its runner stopped or died)',
    })
    .where(
      and(
        inArray(jobs.name, [...names]),
        eq(jobs.status, 'running'),
        lte(jobs.lockedUntil, sql`now()`),
        sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
      ),
    )
    .returning({ id: jobs.id, name: jobs.name, payload: jobs.payload });
}

const held = (id: string, lockToken: string) =>
  and(eq(jobs.id, id), eq(jobs.lockToken, lockToken), eq(jobs.status, 'running'));

/** False when this claim no longer holds the job. */
export async function completeJob(q: Queryable, id: string, lockToken: string): Promise<boolean> {
  const rows = await q
    .update(jobs)
    .set({ status: 'succeeded', finishedAt: sql`now()`, lockToken: null, lockedUntil: null, lastError: null })
    .where(held(id, lockToken))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * 'retry' (queued again after `retryDelayMs`), 'failed' (no tries left, or `final`) or
 * 'lost' (this claim no longer holds the job).
 */
export async function failJob(
  q: Queryable,
  id: string,
  lockToken: string,
  error: string,
  retryDelayMs: number,
  { final: now = false }: { final?: boolean } = {},
): Promise<'retry' | 'failed' | 'lost'> {
  const final = now ? sql`true` : sql`${jobs.attempts} >= ${jobs.maxAttempts}`;
  const [row] = await q
    .update(jobs)
    .set({
      status: sql`case when ${final} then 'failed' else 'queued' end`,
      runAt: sql`case when ${final} then ${jobs.runAt} else ${leaseEnd(Math.max(0, retryDelayMs))} end`,
      finishedAt: sql`case when ${final} then now() else null end`,
      lockToken: null,
      lockedUntil: null,
      lastError: error.slice(0, 2000),
    })
    .where(held(id, lockToken))
    .returning({ status: jobs.status });
  if (!row) return 'lost';
  return row.status === 'failed' ? 'failed' : 'retry';
}

/** Keeps a long job's claim; false when it was lost (the lease ran out and another runner took it). */
export async function extendLease(q: Queryable, id: string, lockToken: string, leaseMs: number): Promise<boolean> {
  const rows = await q
    .update(jobs)
    .set({ lockedUntil: leaseEnd(leaseMs) })
    .where(held(id, lockToken))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Puts a job this runner stopped on back in the queue, due now, without counting the try. */
export async function releaseJob(q: Queryable, id: string, lockToken: string): Promise<void> {
  await q
    .update(jobs)
    .set({
      status: 'queued',
      attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      runAt: sql`now()`,
      lockToken: null,
      lockedUntil: null,
    })
    .where(held(id, lockToken));
}

/** Removes finished jobs (succeeded or failed) older than `olderThanMs`; returns how many. */
export async function purgeFinishedJobs(q: Queryable, olderThanMs: number): Promise<number> {
  const rows = await q
    .delete(jobs)
    .where(
      and(
        inArray(jobs.status, ['succeeded', 'failed']),
        lte(jobs.finishedAt, sql`now() - ${olderThanMs} * interval '1 millisecond'`),
      ),
    )
    .returning({ id: jobs.id });
  return rows.length;
}

/** Jobs by state, for the metrics gauge: queued and due now, queued for later, running. */
export async function countJobsByState(q: Queryable): Promise<{ due: number; later: number; running: number }> {
  const [row] = await q
    .select({
      due: sql<number>`count(*) filter (where ${jobs.status} = 'queued' and ${jobs.runAt} <= now())`.mapWith(Number),
      later: sql<number>`count(*) filter (where ${jobs.status} = 'queued' and ${jobs.runAt} > now())`.mapWith(Number),
      running: sql<number>`count(*) filter (where ${jobs.status} = 'running')`.mapWith(Number),
    })
    .from(jobs)
    .where(inArray(jobs.status, ['queued', 'running']));
  return { due: row?.due ?? 0, later: row?.later ?? 0, running: row?.running ?? 0 };
}
