// What a kind of background job is: its name, the shape of its payload, how often it
// may be tried and how long to wait between tries, and the work itself (decision 027).
import type { z } from 'zod';

export type JobRun<C> = {
  ctx: C;
  jobId: string;
  /** 1 on the first try. */
  attempt: number;
  /**
   * Aborted when the runner stops or this claim lost its lease (another instance may
   * be running the job now): stop soon; the job runs again later.
   */
  signal: AbortSignal;
};

export type JobDefinition<P, C> = {
  /** Stored in jobs.name; lower-case words joined by dots or underscores. */
  name: string;
  payload: z.ZodType<P>;
  /** Tries in all, the first included; default 5. */
  maxAttempts?: number;
  /** Wait before try `attempt + 1` after try `attempt` failed; default 10 s doubling, at most 1 h. */
  retryDelayMs?: (attempt: number) => number;
  run(payload: P, job: JobRun<C>): Promise<void>;
  /** After the last try failed, or its lease ran out for the last time. Failures are logged. */
  onGiveUp?(payload: P, job: { ctx: C; jobId: string; error: string }): Promise<void>;
};

const NAME = /^[a-z][a-z0-9_.]{0,62}$/;
export const DEFAULT_MAX_ATTEMPTS = 5;

export function defineJob<P, C>(definition: JobDefinition<P, C>): JobDefinition<P, C> {
  if (!NAME.test(definition.name)) throw new Error(`invalid job name: ${definition.name}`);
  const max = definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (!Number.isInteger(max) || max < 1) throw new Error(`job ${definition.name}: maxAttempts must be at least 1`);
  return definition;
}

/** 10 s, 20 s, 40 s ... at most an hour, each within ±20 % so retries of many jobs spread out. */
export function defaultRetryDelayMs(attempt: number): number {
  const base = Math.min(3_600_000, 10_000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + Math.random() * 0.4));
}
