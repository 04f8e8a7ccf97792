// PostgreSQL only (tests/integration/postgres-only runs with TEST_DATABASE_URL): the job
// runner's LISTEN connection is cut from the server side and must come back; PGlite has
// no connection to cut.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '#server/db/schema.ts';
import { enqueueJob } from '#server/lib/jobs/enqueue-job.ts';
import { JOBS_LISTENER_APPLICATION_NAME } from '#server/lib/jobs/job-runner.ts';
import { purgeFinishedJobsJob } from '#server/lib/jobs/purge-finished-jobs.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { waitFor } from '../../helpers/test-utils';

describe('the job runner in the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A runner that polls rarely: the enqueue's NOTIFY is what wakes it.
    t = await createTestApp({ JOBS_POLL_INTERVAL_MS: '3600000' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('its LISTEN connection comes back after being cut and wakes it again', async () => {
    const cut = (await t.database.db.execute(
      sql`select pg_terminate_backend(pid) as cut from pg_stat_activity where datname = current_database() and application_name = ${JOBS_LISTENER_APPLICATION_NAME}`,
    )) as unknown as { rows: Array<{ cut: boolean }> };
    expect(cut.rows).toEqual([{ cut: true }]);
    // Enqueued until one of them is heard: the poll is an hour away, so only the
    // reconnected listener can run it.
    const done = await waitFor(
      async () => {
        const id = (await enqueueJob(t.database.db, purgeFinishedJobsJob, {})) ?? '';
        await new Promise((resolve) => setTimeout(resolve, 200));
        const [row] = await t.database.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id));
        return row?.status === 'succeeded' ? true : undefined;
      },
      'a job run after the listener reconnected',
      20_000,
    );
    expect(done).toBe(true);
  });

});
