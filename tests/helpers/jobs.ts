// The app's schedules run on the real clock (the digest plans from 08:00 India time), so
// a test that calls runDue() could find one due and see its work at one hour of the day
// and not at another. A test that plans at fixed moments itself holds them first.
import { sql } from 'drizzle-orm';
import { appSchedules } from '#server/app-jobs.ts';
import { jobSchedules } from '#server/db/schema.ts';
import { registerSchedules } from '#server/lib/jobs/job-schedules.ts';
import type { TestApp } from './test-app';

/** Every schedule's next run a day ahead: runDue() runs only the jobs the test enqueued. */
export async function holdScheduledJobs(t: TestApp): Promise<void> {
  await registerSchedules(t.database.db, appSchedules);
  await t.database.db.update(jobSchedules).set({ nextRunAt: sql`now() + interval '1 day'` });
}
