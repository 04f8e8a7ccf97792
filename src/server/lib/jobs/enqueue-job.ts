// Enqueueing is an insert on the caller's transaction (or database): the job exists only
// if the caller's write committed, and the NOTIFY that wakes the runners goes out with
// that commit.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '#server/db/open.ts';
import { jobs } from '#server/db/schema.ts';
import { DEFAULT_MAX_ATTEMPTS } from './job-definition';

/** Runners LISTEN here; the payload is the job's name. */
export const JOBS_CHANNEL = 'bc_jobs';

export type EnqueueOptions = {
  /** Not before this moment; default now. */
  runAt?: Date;
  /** While a job of this name and key is queued or running, another is not added (null comes back). */
  singletonKey?: string;
};

type Enqueueable<P> = { name: string; payload: z.ZodType<P>; maxAttempts?: number };

/** The new job's id, or null when a job with the same singleton key is already waiting or running. */
export async function enqueueJob<P>(
  q: Queryable,
  definition: Enqueueable<P>,
  payload: P,
  options: EnqueueOptions = {},
): Promise<string | null> {
  // A payload the job could not read is the caller's bug: it fails here, not hours later.
  const checked = definition.payload.parse(payload);
  const [row] = await q
    .insert(jobs)
    .values({
      name: definition.name,
      payload: checked ?? {},
      maxAttempts: definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      singletonKey: options.singletonKey ?? null,
      ...(options.runAt ? { runAt: options.runAt } : {}),
    })
    // The only unique index besides the random id is the singleton key's.
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  if (!row) return null;
  await q.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${definition.name})`);
  return row.id;
}
