// The hourly cleanup of exports: a ready export past its expiry is marked expired (so
// no ticket opens it any more), then its file is removed; the row stays, so the list
// can say so and the daily limit still counts it. Rows older than a month go.
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '#server/app-context.ts';
import { dataExports } from '#server/db/schema.ts';
import { defineJob } from '#server/lib/jobs/job-definition.ts';

const ROWS_KEPT_DAYS = 30;
const BATCH = 100;

export const expireDataExportsJob = defineJob<Record<string, never>, AppContext>({
  name: 'data_export.expire',
  payload: z.strictObject({}),
  maxAttempts: 3,
  async run(_payload, { ctx, signal }) {
    await expireDataExports(ctx, signal);
  },
});

export async function expireDataExports(ctx: AppContext, signal?: AbortSignal): Promise<number> {
  let removed = 0;
  for (;;) {
    signal?.throwIfAborted();
    const due = await ctx.db
      .select({ id: dataExports.id, key: dataExports.storageKey })
      .from(dataExports)
      .where(and(eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, sql`now()`)))
      .limit(BATCH);
    if (due.length === 0) break;
    const expired = await ctx.db
      .update(dataExports)
      .set({ status: 'expired', storageKey: null, ticketHash: null, ticketExpiresAt: null })
      .where(and(inArray(dataExports.id, due.map((d) => d.id)), eq(dataExports.status, 'ready')))
      .returning({ id: dataExports.id });
    const keyOf = new Map(due.map((d) => [d.id, d.key]));
    for (const { id } of expired) {
      const key = keyOf.get(id);
      if (key) await ctx.storage.delete(key);
      removed += 1;
    }
    if (due.length < BATCH) break;
  }
  await ctx.db
    .delete(dataExports)
    .where(
      and(
        inArray(dataExports.status, ['failed', 'expired']),
        lte(dataExports.createdAt, sql`now() - ${ROWS_KEPT_DAYS} * interval '1 day'`),
      ),
    );
  return removed;
}
