// Every kind of background job the app runs and every recurring schedule (decision
// 027), handed to the job runner by buildApp: the one list, like the route table.
import type { AppContext } from './app-context';
import { expireAgreementsJob, expireAgreementsSchedule, finalizeAgreementJob } from './features/agreements/index';
import { buildDataExportJob } from './features/data-export/build-export-job';
import { expireDataExportsJob } from './features/data-export/expire-exports-job';
import { planNotificationDigestsJob, sendNotificationDigestJob } from './features/notifications/index';
import { announceMatchesJob, expireRequirementsJob, expireRequirementsSchedule } from './features/requirements/index';
import type { JobDefinition } from './lib/jobs/job-definition';
import { defineSchedule, type JobSchedule } from './lib/jobs/job-schedules';
import { purgeFinishedJobsJob } from './lib/jobs/purge-finished-jobs';
import { pruneAbuseCountersJob } from './prune-abuse-counters-job';

const HOUR_MS = 60 * 60 * 1000;

export const appJobs: readonly JobDefinition<unknown, AppContext>[] = [
  buildDataExportJob,
  expireDataExportsJob,
  purgeFinishedJobsJob,
  pruneAbuseCountersJob,
  planNotificationDigestsJob,
  sendNotificationDigestJob,
  expireRequirementsJob,
  announceMatchesJob,
  finalizeAgreementJob,
  expireAgreementsJob,
];

export const appSchedules: readonly JobSchedule<AppContext>[] = [
  defineSchedule({ name: 'hourly.expire_data_exports', everyMs: HOUR_MS, job: expireDataExportsJob, payload: {} }),
  defineSchedule({ name: 'hourly.purge_finished_jobs', everyMs: HOUR_MS, job: purgeFinishedJobsJob, payload: {} }),
  defineSchedule({ name: 'hourly.prune_abuse_counters', everyMs: HOUR_MS, job: pruneAbuseCountersJob, payload: {} }),
  // Hourly: each broker's digest goes out in the first run from 08:00 India time (send-digests-job.ts).
  defineSchedule({ name: 'hourly.notification_digests', everyMs: HOUR_MS, job: planNotificationDigestsJob, payload: {} }),
  expireRequirementsSchedule,
  expireAgreementsSchedule,
];
