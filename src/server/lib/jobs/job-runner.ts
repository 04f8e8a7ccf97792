// Runs the jobs of this instance (decision 027). Started by buildApp: it claims due
// jobs when one is enqueued anywhere (NOTIFY on JOBS_CHANNEL), every poll interval
// (jobs due later, retries, leases that ran out), and whenever one of its own jobs ends.
// At most `concurrency` jobs run at once; each claim's lease is extended while its job
// runs. stop() claims nothing more, waits for the running jobs, and hands back the
// ones that do not finish in time. With pollIntervalMs 0 nothing runs by itself: tests
// and tools call runDue().
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/open.ts';
import { JOBS_CHANNEL } from './enqueue-job';
import { defaultRetryDelayMs, type JobDefinition } from './job-definition';
import { enqueueDueSchedules, registerSchedules, type JobSchedule } from './job-schedules';
import {
  claimJobs,
  completeJob,
  extendLease,
  failAbandonedJobs,
  failJob,
  releaseJob,
  type ClaimedJob,
} from './job-store';

export type JobRunnerOptions<C> = {
  database: Pick<Database, 'db' | 'listen'>;
  /** What every job's run() receives as `ctx`. */
  context: C;
  jobs: readonly JobDefinition<unknown, C>[];
  schedules?: readonly JobSchedule<C>[];
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Claim at least this often; 0: only when runDue() is called. */
  pollIntervalMs: number;
  /** Jobs running at once on this instance; default 2. */
  concurrency?: number;
  /** How long a claim holds a job without a heartbeat; default 60 s, extended every third of it. */
  leaseMs?: number;
};

export type JobRunner = {
  /** Starts polling and listening (nothing when pollIntervalMs is 0). */
  start(): Promise<void>;
  /**
   * Enqueues due schedules, then claims and runs due jobs until none is due and none of
   * this runner's is running; resolves with how many it ran. Retries whose back-off has
   * passed are run too, so a job that keeps failing without delay ends after its tries.
   */
  runDue(): Promise<number>;
  /** Claims nothing more; waits up to `timeoutMs` for running jobs, then aborts and releases the rest. */
  stop(timeoutMs?: number): Promise<void>;
};

/** The job runner's LISTEN connection in pg_stat_activity. */
export const JOBS_LISTENER_APPLICATION_NAME = 'brokercircle_jobs_listener';
const DEFAULT_LEASE_MS = 60_000;
const DEFAULT_CONCURRENCY = 2;
/** After stop() aborts the jobs still running, how long they get to notice. */
const ABORT_GRACE_MS = 1_000;

type Running = { promise: Promise<void>; controller: AbortController };

export function createJobRunner<C>(options: JobRunnerOptions<C>): JobRunner {
  const { database, context, log, pollIntervalMs } = options;
  const { db } = database;
  const concurrency = Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY);
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const schedules = options.schedules ?? [];
  const byName = new Map(options.jobs.map((job) => [job.name, job]));
  for (const schedule of schedules) {
    if (byName.get(schedule.job.name) !== schedule.job) {
      throw new Error(`schedule ${schedule.name}: its job ${schedule.job.name} is not one of the runner's jobs`);
    }
  }
  const names = [...byName.keys()];
  const running = new Map<string, Running>();
  let stopping = false;
  let schedulesRegistered: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  // One claim at a time per runner: a NOTIFY, the timer and runDue() may ask together.
  let claiming: Promise<number> = Promise.resolve(0);

  const ensureSchedules = () => (schedulesRegistered ??= registerSchedules(db, schedules));

  function fill(): Promise<number> {
    claiming = claiming.then(fillSlots, fillSlots);
    return claiming;
  }

  async function fillSlots(): Promise<number> {
    if (stopping) return 0;
    try {
      await ensureSchedules();
      await enqueueDueSchedules(db, schedules);
      for (const abandoned of await failAbandonedJobs(db, names)) {
        const definition = byName.get(abandoned.name);
        if (definition) await giveUp(definition, abandoned, 'The job was interrupted on its last try');
      }
      const free = concurrency - running.size;
      if (free <= 0 || stopping) return 0;
      const claimed = await claimJobs(db, { names, limit: free, leaseMs });
      for (const job of claimed) start(job);
      return claimed.length;
    } catch (error) {
      if (!stopping) log.error({ err: error }, 'jobs: claiming failed');
      return 0;
    }
  }

  function start(job: ClaimedJob): void {
    const controller = new AbortController();
    const promise = execute(job, controller).finally(() => {
      running.delete(job.id);
      // A slot is free: more may be due (timer-driven runners only; runDue loops itself).
      if (!stopping && pollIntervalMs > 0) void fill();
    });
    running.set(job.id, { promise, controller });
  }

  async function execute(job: ClaimedJob, controller: AbortController): Promise<void> {
    const definition = byName.get(job.name);
    if (!definition) return; // claimed by name, so never; keeps the types honest
    const heartbeat = setInterval(() => {
      extendLease(db, job.id, job.lockToken, leaseMs)
        .then((held) => {
          if (!held) controller.abort(new Error('lease lost'));
        })
        .catch((error: unknown) => log.warn({ err: error, job: job.name }, 'jobs: could not extend a lease'));
    }, Math.max(1, Math.floor(leaseMs / 3)));
    heartbeat.unref();
    try {
      const parsed = definition.payload.safeParse(job.payload);
      if (!parsed.success) {
        // Tries would not change the payload: give up at once.
        const error = `invalid payload: ${parsed.error.message}`.slice(0, 500);
        await failJob(db, job.id, job.lockToken, error, 0, { final: true });
        log.error({ job: job.name, jobId: job.id }, 'jobs: a job with an unreadable payload was dropped');
        return;
      }
      try {
        await definition.run(parsed.data, { ctx: context, jobId: job.id, attempt: job.attempts, signal: controller.signal });
      } catch (error) {
        if (stopping && controller.signal.aborted) {
          await releaseJob(db, job.id, job.lockToken);
          return;
        }
        const message = error instanceof Error ? error.message : String(error);
        const delay = (definition.retryDelayMs ?? defaultRetryDelayMs)(job.attempts);
        const outcome = await failJob(db, job.id, job.lockToken, message, delay);
        log.warn({ err: error, job: job.name, attempt: job.attempts, outcome }, 'jobs: a job failed');
        if (outcome === 'failed') await giveUp(definition, job, message);
        return;
      }
      if (!(await completeJob(db, job.id, job.lockToken))) {
        log.warn({ job: job.name, jobId: job.id }, 'jobs: finished a job whose lease had been lost');
      }
    } catch (error) {
      // The bookkeeping itself failed (the database went away): the lease runs out and
      // the job is tried again.
      if (!stopping) log.error({ err: error, job: job.name }, 'jobs: could not record a job outcome');
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function giveUp(
    definition: JobDefinition<unknown, C>,
    job: { id: string; payload: unknown },
    error: string,
  ): Promise<void> {
    if (!definition.onGiveUp) return;
    const parsed = definition.payload.safeParse(job.payload);
    if (!parsed.success) return;
    try {
      await definition.onGiveUp(parsed.data, { ctx: context, jobId: job.id, error });
    } catch (giveUpError) {
      log.error({ err: giveUpError, job: definition.name }, 'jobs: onGiveUp failed');
    }
  }

  return {
    async start() {
      if (pollIntervalMs <= 0 || timer || stopping) return;
      // A connection of its own on PostgreSQL, named apart from the realtime listener's;
      // after a reconnect, NOTIFYs may have been missed: look at once.
      unlisten = await database.listen(
        JOBS_CHANNEL,
        () => void fill(),
        () => void fill(),
        { applicationName: JOBS_LISTENER_APPLICATION_NAME },
      );
      timer = setInterval(() => void fill(), pollIntervalMs);
      timer.unref();
      void fill();
    },

    async runDue() {
      let ran = 0;
      for (;;) {
        ran += await fill();
        if (running.size === 0) {
          // Nothing of ours running: one more look, in case a job just made another due.
          const more = await fill();
          ran += more;
          if (more === 0 && running.size === 0) return ran;
        }
        await Promise.race([...running.values()].map((r) => r.promise));
      }
    },

    async stop(timeoutMs = 5_000) {
      if (stopping) {
        await waitFor([...running.values()], timeoutMs);
        return;
      }
      stopping = true;
      clearInterval(timer);
      timer = undefined;
      await unlisten?.().catch(() => undefined);
      await claiming.catch(() => 0);
      const all = [...running.values()];
      if (await waitFor(all, timeoutMs)) return;
      for (const r of all) r.controller.abort(new Error('the server is stopping'));
      await waitFor(all, ABORT_GRACE_MS);
      log.warn({ jobs: all.length }, 'jobs: stopped with jobs still running; their leases will run out');
    },
  };
}

/** True when every job finished within `ms`. */
async function waitFor(jobs: readonly Running[], ms: number): Promise<boolean> {
  if (jobs.length === 0) return true;
  let timeout: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => (timeout = setTimeout(() => resolve(false), ms)));
  const done = Promise.all(jobs.map((j) => j.promise)).then(() => true as const);
  try {
    return await Promise.race([done, timedOut]);
  } finally {
    clearTimeout(timeout);
  }
}
