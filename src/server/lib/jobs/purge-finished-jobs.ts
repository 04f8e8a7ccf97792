// Finished jobs are kept a week as a record of what ran (and why one failed), then the
// hourly cleanup removes them.
import { z } from 'zod';
import type { Db } from '#server/db/open.ts';
import { defineJob } from './job-definition';
import { purgeFinishedJobs } from './job-store';

export const FINISHED_JOBS_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

export const purgeFinishedJobsJob = defineJob<Record<string, never>, { db: Db }>({
  name: 'jobs.purge_finished',
  payload: z.strictObject({}),
  maxAttempts: 3,
  async run(_payload, { ctx }) {
    await purgeFinishedJobs(ctx.db, FINISHED_JOBS_KEPT_MS);
  },
});
