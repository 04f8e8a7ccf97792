// Background jobs (decision 027): enqueued on the caller's transaction, claimed with
// SKIP LOCKED, retried with back-off up to their tries, picked up again when the runner
// that held them died, run once across instances, and schedules run once per period.
// Two runners share one database: on PostgreSQL (TEST_DATABASE_URL) each has its own
// connection pool, so their claims really race; on PGlite they share the one connection.
// Nothing waits on the clock: a test runs due work with runDue(), and "time passing" is
// a row moved into the past.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, type Database } from '#server/db/open.ts';
import { jobSchedules, jobs } from '#server/db/schema.ts';
import { enqueueJob } from '#server/lib/jobs/enqueue-job.ts';
import { defineJob, type JobDefinition } from '#server/lib/jobs/job-definition.ts';
import {
  createJobRunner,
  type JobRunner,
  type JobRunnerOptions,
} from '#server/lib/jobs/job-runner.ts';
import { defineSchedule, type JobSchedule } from '#server/lib/jobs/job-schedules.ts';
import { claimJobs, completeJob } from '#server/lib/jobs/job-store.ts';
import { purgeFinishedJobsJob } from '#server/lib/jobs/purge-finished-jobs.ts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { waitFor } from '../helpers/test-utils';

type Ctx = { ran: string[] };

let database: TestDatabase;
/** Instance B's connection: a second pool on PostgreSQL, the same PGlite otherwise. */
let second: Database;
const runners: JobRunner[] = [];
const silent = { warn: () => {}, error: () => {} };

beforeAll(async () => {
  database = await createTestDatabase();
  second = database.url ? await openDatabase({ kind: 'postgres', url: database.url }) : database;
});

afterAll(async () => {
  await Promise.all(runners.map((r) => r.stop(1_000)));
  if (second !== database) await second.close();
  await database.dispose();
});

beforeEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop(1_000)));
  await database.db.delete(jobs);
  await database.db.delete(jobSchedules);
});

function runner(
  options: Partial<JobRunnerOptions<Ctx>> & { jobs: readonly JobDefinition<unknown, Ctx>[] },
  on: Database = database,
): JobRunner {
  const created = createJobRunner<Ctx>({
    database: on,
    context: { ran: [] },
    log: silent,
    pollIntervalMs: 0,
    ...options,
  });
  runners.push(created);
  return created;
}

const jobRow = async (id: string) => {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error(`no job ${id}`);
  return row;
};

const noteJob = (ran: string[]) =>
  defineJob<{ n: number }, Ctx>({
    name: 'test.note',
    payload: z.object({ n: z.number().int() }),
    retryDelayMs: () => 0,
    async run({ n }) {
      // Let the other runner interleave between claim and completion.
      await new Promise((resolve) => setImmediate(resolve));
      ran.push(String(n));
    },
  });

describe('enqueueing', () => {
  it('a job exists only if the transaction that enqueued it committed', async () => {
    const ran: string[] = [];
    const job = noteJob(ran);
    await database.db
      .transaction(async (tx) => {
        await enqueueJob(tx, job, { n: 1 });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await database.db.transaction(async (tx) => {
      await enqueueJob(tx, job, { n: 2 });
    });
    expect(await runner({ jobs: [job] }).runDue()).toBe(1);
    expect(ran).toEqual(['2']);
  });

  it('refuses a payload its job could not read, and keeps one waiting job per singleton key', async () => {
    const job = noteJob([]);
    await expect(enqueueJob(database.db, job, { n: 'one' } as unknown as { n: number })).rejects.toThrow();
    const first = await enqueueJob(database.db, job, { n: 1 }, { singletonKey: 'k' });
    const again = await enqueueJob(database.db, job, { n: 2 }, { singletonKey: 'k' });
    expect(first).toEqual(expect.any(String));
    expect(again).toBeNull();
    await runner({ jobs: [job] }).runDue();
    // Once the first has finished, the key is free again.
    expect(await enqueueJob(database.db, job, { n: 3 }, { singletonKey: 'k' })).toEqual(expect.any(String));
  });
});

describe('failures', () => {
  it('retries a failing job until it succeeds, counting its tries', async () => {
    let calls = 0;
    const flaky = defineJob<Record<string, never>, Ctx>({
      name: 'test.flaky',
      payload: z.strictObject({}),
      retryDelayMs: () => 0,
      async run() {
        calls += 1;
        if (calls < 3) throw new Error(`failure ${calls}`);
      },
    });
    const id = await enqueueJob(database.db, flaky, {});
    await runner({ jobs: [flaky] }).runDue();
    const row = await jobRow(id ?? '');
    expect(calls).toBe(3);
    expect(row).toMatchObject({ status: 'succeeded', attempts: 3, lastError: null, lockToken: null });
    expect(row.finishedAt).toBeInstanceOf(Date);
  });

  it('gives up after maxAttempts, records the error and calls onGiveUp once', async () => {
    const gaveUp: string[] = [];
    const broken = defineJob<{ what: string }, Ctx>({
      name: 'test.broken',
      payload: z.object({ what: z.string() }),
      maxAttempts: 3,
      retryDelayMs: () => 0,
      async run() {
        throw new Error('the disk is full');
      },
      async onGiveUp({ what }, { error }) {
        gaveUp.push(`${what}: ${error}`);
      },
    });
    const id = await enqueueJob(database.db, broken, { what: 'export' });
    expect(await runner({ jobs: [broken] }).runDue()).toBe(3);
    expect(await jobRow(id ?? '')).toMatchObject({ status: 'failed', attempts: 3, lastError: 'the disk is full' });
    expect(gaveUp).toEqual(['export: the disk is full']);
  });

  it('waits out the back-off: a failed job is not due again before its run_at', async () => {
    let calls = 0;
    const later = defineJob<Record<string, never>, Ctx>({
      name: 'test.later',
      payload: z.strictObject({}),
      retryDelayMs: (attempt) => attempt * 3_600_000,
      async run() {
        calls += 1;
        throw new Error('not yet');
      },
    });
    const id = (await enqueueJob(database.db, later, {})) ?? '';
    const run = runner({ jobs: [later] });
    expect(await run.runDue()).toBe(1);
    expect(await run.runDue()).toBe(0);
    const [row] = await database.db
      .select({ status: jobs.status, attempts: jobs.attempts, later: sql<boolean>`${jobs.runAt} > now() + interval '59 minutes'` })
      .from(jobs)
      .where(eq(jobs.id, id));
    expect(row).toEqual({ status: 'queued', attempts: 1, later: true });
    // The hour passes.
    await database.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, id));
    expect(await run.runDue()).toBe(1);
    expect(calls).toBe(2);
  });

  it('drops a job whose stored payload its definition cannot read, without retries', async () => {
    const job = noteJob([]);
    const [row] = await database.db
      .insert(jobs)
      .values({ name: job.name, payload: { n: 'x' } })
      .returning({ id: jobs.id });
    await runner({ jobs: [job] }).runDue();
    expect(await jobRow(row?.id ?? '')).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it("leaves jobs of names it does not know (a newer instance's) alone", async () => {
    const [row] = await database.db.insert(jobs).values({ name: 'test.from_the_future' }).returning({ id: jobs.id });
    expect(await runner({ jobs: [noteJob([])] }).runDue()).toBe(0);
    expect(await jobRow(row?.id ?? '')).toMatchObject({ status: 'queued', attempts: 0 });
  });
});

describe('a runner that died', () => {
  it('leaves its job to another runner once the lease runs out; its stale claim can no longer finish it', async () => {
    const ran: string[] = [];
    const job = noteJob(ran);
    const id = (await enqueueJob(database.db, job, { n: 7 })) ?? '';
    // Instance A claims the job and is killed before finishing it.
    const [claimed] = await claimJobs(second.db, { names: [job.name], limit: 1, leaseMs: 60_000 });
    expect(claimed?.id).toBe(id);
    const b = runner({ jobs: [job] });
    // While the lease holds, nobody else takes the job.
    expect(await b.runDue()).toBe(0);
    // The lease runs out.
    await database.db.update(jobs).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(jobs.id, id));
    expect(await b.runDue()).toBe(1);
    expect(ran).toEqual(['7']);
    expect(await jobRow(id)).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(await completeJob(second.db, id, claimed?.lockToken ?? '')).toBe(false);
  });

  it('fails a job whose runner died on its last try, and calls onGiveUp', async () => {
    const gaveUp: string[] = [];
    const job = defineJob<Record<string, never>, Ctx>({
      name: 'test.last_try',
      payload: z.strictObject({}),
      maxAttempts: 1,
      async run() {},
      async onGiveUp(_payload, { error }) {
        gaveUp.push(error);
      },
    });
    const id = (await enqueueJob(database.db, job, {})) ?? '';
    await claimJobs(second.db, { names: [job.name], limit: 1, leaseMs: 60_000 });
    await database.db.update(jobs).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(jobs.id, id));
    expect(await runner({ jobs: [job] }).runDue()).toBe(0);
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(gaveUp).toHaveLength(1);
  });
});

describe('several instances', () => {
  it('run each job exactly once', async () => {
    const ran: string[] = [];
    const job = noteJob(ran);
    const ids = new Set<string>();
    for (let n = 0; n < 40; n++) ids.add((await enqueueJob(database.db, job, { n })) ?? '');
    const a = runner({ jobs: [job], concurrency: 4 });
    const b = runner({ jobs: [job], concurrency: 4 }, second);
    const [byA, byB] = await Promise.all([a.runDue(), b.runDue()]);
    expect(byA + byB).toBe(40);
    expect(ran).toHaveLength(40);
    expect(new Set(ran).size).toBe(40);
    const rows = await database.db.select({ status: jobs.status, attempts: jobs.attempts }).from(jobs);
    expect(rows).toHaveLength(40);
    expect(rows.every((r) => r.status === 'succeeded' && r.attempts === 1)).toBe(true);
  });

  it('run a schedule once per period, whoever asks', async () => {
    const ran: string[] = [];
    const job = defineJob<Record<string, never>, Ctx>({
      name: 'test.hourly',
      payload: z.strictObject({}),
      async run() {
        await new Promise((resolve) => setImmediate(resolve));
        ran.push('tick');
      },
    });
    const schedules: JobSchedule<Ctx>[] = [
      defineSchedule({ name: 'test.every_hour', everyMs: 3_600_000, job, payload: {} }),
    ];
    const a = runner({ jobs: [job], schedules });
    const b = runner({ jobs: [job], schedules }, second);
    await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
    expect(ran).toEqual(['tick']);
    // Same period: nothing more.
    await Promise.all([a.runDue(), b.runDue()]);
    expect(ran).toEqual(['tick']);
    const [schedule] = await database.db
      .select({ ahead: sql<boolean>`${jobSchedules.nextRunAt} > now()` })
      .from(jobSchedules);
    expect(schedule).toEqual({ ahead: true });
    // The next period comes.
    await database.db.update(jobSchedules).set({ nextRunAt: sql`now() - interval '1 second'` });
    await Promise.all([a.runDue(), b.runDue()]);
    expect(ran).toEqual(['tick', 'tick']);
  });
});

describe('stopping', () => {
  it('waits for a running job, then hands back one that does not finish, and claims nothing more', async () => {
    let release: () => void = () => {};
    const finishes = defineJob<{ n: number }, Ctx>({
      name: 'test.finishes',
      payload: z.object({ n: z.number() }),
      async run() {
        await new Promise<void>((resolve) => (release = resolve));
      },
    });
    const stuck = defineJob<Record<string, never>, Ctx>({
      name: 'test.stuck',
      payload: z.strictObject({}),
      async run(_payload, { signal }) {
        await new Promise<void>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
      },
    });
    const finishing = (await enqueueJob(database.db, finishes, { n: 1 })) ?? '';
    const stuckId = (await enqueueJob(database.db, stuck, {})) ?? '';
    const run = runner({ jobs: [finishes, stuck], concurrency: 2 });
    const done = run.runDue();
    await waitFor(async () => ((await jobRow(stuckId)).status === 'running' ? true : undefined), 'the stuck job to start');
    await waitFor(async () => ((await jobRow(finishing)).status === 'running' ? true : undefined), 'the other job to start');
    const stopped = run.stop(200);
    release();
    await stopped;
    await done;
    expect(await jobRow(finishing)).toMatchObject({ status: 'succeeded' });
    // Handed back at once, its try not counted, for another instance to take.
    expect(await jobRow(stuckId)).toMatchObject({ status: 'queued', attempts: 0, lockToken: null });
    await enqueueJob(database.db, finishes, { n: 2 });
    expect(await run.runDue()).toBe(0);
  });
});

describe('in the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A runner that polls rarely: the enqueue's NOTIFY is what wakes it.
    t = await createTestApp({ JOBS_POLL_INTERVAL_MS: '3600000' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('buildApp starts the runner: a job enqueued anywhere runs without being asked', async () => {
    const id = (await enqueueJob(t.database.db, purgeFinishedJobsJob, {})) ?? '';
    const status = await waitFor(async () => {
      const [row] = await t.database.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id));
      return row?.status === 'succeeded' ? row.status : undefined;
    }, 'the job to run');
    expect(status).toBe('succeeded');
  });

  it('registers the hourly cleanup and runs it on first boot', async () => {
    const rows = await waitFor(async () => {
      const found = await t.database.db.select().from(jobs).where(eq(jobs.name, purgeFinishedJobsJob.name));
      return found.some((r) => r.singletonKey === 'schedule:hourly.purge_finished_jobs') ? found : undefined;
    }, 'the scheduled cleanup');
    expect(rows.length).toBeGreaterThan(0);
    const schedules = await t.database.db.select({ name: jobSchedules.name }).from(jobSchedules);
    expect(schedules.map((s) => s.name)).toContain('hourly.purge_finished_jobs');
  });

  it('removes finished jobs older than a week', async () => {
    const [old] = await t.database.db
      .insert(jobs)
      .values({ name: 'test.old', status: 'succeeded', finishedAt: sql`now() - interval '8 days'` })
      .returning({ id: jobs.id });
    const [recent] = await t.database.db
      .insert(jobs)
      .values({ name: 'test.recent', status: 'failed', finishedAt: sql`now() - interval '6 days'` })
      .returning({ id: jobs.id });
    await enqueueJob(t.database.db, purgeFinishedJobsJob, {});
    await t.app.jobs.runDue();
    const left = await t.database.db.select({ id: jobs.id }).from(jobs);
    expect(left.map((r) => r.id)).not.toContain(old?.id);
    expect(left.map((r) => r.id)).toContain(recent?.id);
  });
});
