// The hourly sweep: links nobody signed in time expire (expire-agreement.ts settles each),
// and brokers whose links are unsigned after 3 days are reminded (remind-unsigned.ts).
import { and, asc, inArray, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { OPEN_AGREEMENT_STATUSES } from '#shared/schemas/agreements.ts';
import type { AppContext } from '#server/app-context.ts';
import { agreements } from '#server/db/schema.ts';
import { defineJob } from '#server/lib/jobs/job-definition.ts';
import { defineSchedule } from '#server/lib/jobs/job-schedules.ts';
import { expireAgreement } from './expire-agreement';
import { remindUnsignedAgreements } from './remind-unsigned';

/** A run settles at most this many (oldest first); the next hour takes the rest. */
const BATCH = 500;

export async function expireAgreements(ctx: AppContext, signal?: AbortSignal): Promise<number> {
  const due = await ctx.db
    .select({ id: agreements.id })
    .from(agreements)
    .where(and(inArray(agreements.status, [...OPEN_AGREEMENT_STATUSES]), lte(agreements.expiresAt, sql`now()`)))
    .orderBy(asc(agreements.expiresAt))
    .limit(BATCH);
  let expired = 0;
  for (const { id } of due) {
    if (signal?.aborted) break;
    if (await expireAgreement(ctx, id)) expired += 1;
  }
  return expired;
}

export const expireAgreementsJob = defineJob<Record<string, never>, AppContext>({
  name: 'agreements.expire',
  payload: z.strictObject({}),
  maxAttempts: 3,
  async run(_payload, { ctx, signal }) {
    await expireAgreements(ctx, signal);
    await remindUnsignedAgreements(ctx);
  },
});

export const expireAgreementsSchedule = defineSchedule({
  name: 'hourly.expire_agreements',
  everyMs: 60 * 60 * 1000,
  job: expireAgreementsJob,
  payload: {},
});
