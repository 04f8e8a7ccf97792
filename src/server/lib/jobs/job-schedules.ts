// Recurring jobs. Periods are aligned to the epoch in the database's clock (every hour
// means 10:00, 11:00, ...), so every instance agrees on which period it is. A schedule's
// row says when its next period starts; the instance whose conditional update moves it
// on enqueues that period's run in the same transaction, and every other instance's
// update finds nothing to change. So a period runs once, however many instances ask.
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '#server/db/open.ts';
import { jobSchedules } from '#server/db/schema.ts';
import { enqueueJob } from './enqueue-job';
import type { JobDefinition } from './job-definition';

export type JobSchedule<C> = {
  /** The schedule's own name (its row); one job may have several schedules. */
  name: string;
  everyMs: number;
  job: JobDefinition<unknown, C>;
  payload: unknown;
};

export function defineSchedule<P, C>(schedule: {
  name: string;
  everyMs: number;
  job: JobDefinition<P, C>;
  payload: P;
}): JobSchedule<C> {
  if (!Number.isInteger(schedule.everyMs) || schedule.everyMs < 1000) {
    throw new Error(`schedule ${schedule.name}: everyMs must be a whole number of at least 1000`);
  }
  return schedule as unknown as JobSchedule<C>;
}

/** Adds the rows of new schedules, due at once (a fresh install runs its cleanups on first boot). */
export async function registerSchedules<C>(db: Db, schedules: readonly JobSchedule<C>[]): Promise<void> {
  if (schedules.length === 0) return;
  await db
    .insert(jobSchedules)
    .values(schedules.map((s) => ({ name: s.name, nextRunAt: sql`now()` })))
    .onConflictDoNothing();
}

/** Enqueues the run of every schedule whose period has come; returns how many this instance enqueued. */
export async function enqueueDueSchedules<C>(db: Db, schedules: readonly JobSchedule<C>[]): Promise<number> {
  let enqueued = 0;
  for (const schedule of schedules) {
    const every = sql`${schedule.everyMs}::double precision`;
    const nextPeriod = sql`to_timestamp((floor(extract(epoch from now()) * 1000 / ${every}) + 1) * ${every} / 1000)`;
    const claimed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(jobSchedules)
        .set({ nextRunAt: nextPeriod, updatedAt: sql`now()` })
        .where(and(eq(jobSchedules.name, schedule.name), lte(jobSchedules.nextRunAt, sql`now()`)))
        .returning({ name: jobSchedules.name });
      if (!row) return false;
      // A run still waiting from an earlier period (all runners were busy) is not doubled.
      await enqueueJob(tx, schedule.job, schedule.payload, { singletonKey: `schedule:${schedule.name}` });
      return true;
    });
    if (claimed) enqueued += 1;
  }
  return enqueued;
}
