// The hourly requirement clock (issue 19). Two conditional UPDATEs, each settling races
// by itself, so two instances (or a run overlapping the last) do each thing once:
//  (a) an active requirement whose expires_at has passed becomes 'expired'. Its matches
//      stay (the owner still sees them, greyed); matching reads status and expires_at and
//      leaves it out from that moment, whether or not this job has run yet.
//  (b) an active requirement expiring within REQUIREMENT_EXPIRY_NOTICE_DAYS whose owner
//      was not told yet gets expiry_notice_at, and the rows that UPDATE ... RETURNING hands
//      back are the ones whose owners are told ('requirement_expiring', with Renew). Renewal
//      clears expiry_notice_at, so the renewed requirement is announced again 30 days on.
// The notice is raised after its UPDATE committed; if raising fails it is logged, not
// retried (the owner still sees the date on the requirement).
import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { buildRequirementTitle } from '#shared/format/requirement-title.ts';
import { REQUIREMENT_EXPIRY_NOTICE_DAYS } from '#shared/schemas/requirements.ts';
import type { AppContext } from '#server/app-context.ts';
import { cities, localAreas, requirements } from '#server/db/schema.ts';
import { notifyRequirementsExpiring, type ExpiringRequirement } from '#server/features/notifications/index.ts';
import { defineJob } from '#server/lib/jobs/job-definition.ts';
import { defineSchedule } from '#server/lib/jobs/job-schedules.ts';

/** Rows per UPDATE, so a backlog (after downtime) is worked off in short transactions. */
const BATCH = 500;

export const expireRequirementsJob = defineJob<Record<string, never>, AppContext>({
  name: 'requirements.expire',
  payload: z.strictObject({}),
  maxAttempts: 3,
  async run(_payload, { ctx, signal }) {
    await expireRequirements(ctx, signal);
  },
});

export const expireRequirementsSchedule = defineSchedule({
  name: 'hourly.expire_requirements',
  everyMs: 60 * 60 * 1000,
  job: expireRequirementsJob,
  payload: {},
});

export type ExpiryRun = { expired: number; noticed: number };

export async function expireRequirements(ctx: AppContext, signal?: AbortSignal): Promise<ExpiryRun> {
  const run: ExpiryRun = { expired: 0, noticed: 0 };
  for (;;) {
    signal?.throwIfAborted();
    const expired = await ctx.db
      .update(requirements)
      .set({ status: 'expired', updatedAt: sql`now()` })
      .where(
        and(
          inArray(requirements.id, ctx.db.select({ id: requirements.id }).from(requirements).where(dueToExpire()).limit(BATCH)),
          // Re-checked on the row itself: a renewal committed meanwhile wins.
          dueToExpire(),
        ),
      )
      .returning({ id: requirements.id });
    run.expired += expired.length;
    if (expired.length < BATCH) break;
  }
  for (;;) {
    signal?.throwIfAborted();
    const noticed = await ctx.db
      .update(requirements)
      .set({ expiryNoticeAt: sql`now()` })
      .where(
        and(
          inArray(requirements.id, ctx.db.select({ id: requirements.id }).from(requirements).where(dueForNotice()).limit(BATCH)),
          // The subquery's snapshot may be older than the row: the row decides.
          dueForNotice(),
        ),
      )
      // What a title needs, and nothing private (never the client note).
      .returning({
        id: requirements.id,
        userId: requirements.userId,
        expiresAt: requirements.expiresAt,
        propertyType: requirements.propertyType,
        cityId: requirements.cityId,
        areaIds: requirements.areaIds,
        budgetMin: requirements.budgetMin,
        budgetMax: requirements.budgetMax,
        bedroomsMin: requirements.bedroomsMin,
        bedroomsMax: requirements.bedroomsMax,
      });
    run.noticed += noticed.length;
    await notifyRequirementsExpiring(ctx, await withTitles(ctx, noticed));
    if (noticed.length < BATCH) break;
  }
  return run;
}

function dueToExpire() {
  return and(eq(requirements.status, 'active'), lte(requirements.expiresAt, sql`now()`));
}

function dueForNotice() {
  return and(
    eq(requirements.status, 'active'),
    isNull(requirements.expiryNoticeAt),
    gt(requirements.expiresAt, sql`now()`),
    lte(requirements.expiresAt, sql`now() + make_interval(days => ${REQUIREMENT_EXPIRY_NOTICE_DAYS})`),
  );
}

type RequirementRow = Pick<
  typeof requirements.$inferSelect,
  'id' | 'userId' | 'expiresAt' | 'propertyType' | 'cityId' | 'areaIds' | 'budgetMin' | 'budgetMax' | 'bedroomsMin' | 'bedroomsMax'
>;

/** The generated titles ('3 BHK to buy in Whitefield, 1.2–1.5 Cr'): city and area names in two queries. */
async function withTitles(ctx: AppContext, rows: readonly RequirementRow[]): Promise<ExpiringRequirement[]> {
  if (rows.length === 0) return [];
  const cityIds = [...new Set(rows.map((r) => r.cityId))];
  const areaIds = [...new Set(rows.flatMap((r) => r.areaIds))];
  const [cityRows, areaRows] = await Promise.all([
    ctx.db.select({ id: cities.id, name: cities.name }).from(cities).where(inArray(cities.id, cityIds)),
    areaIds.length === 0
      ? Promise.resolve([])
      : ctx.db.select({ id: localAreas.id, name: localAreas.area }).from(localAreas).where(inArray(localAreas.id, areaIds)),
  ]);
  const cityName = new Map(cityRows.map((c) => [c.id, c.name]));
  const areaName = new Map(areaRows.map((a) => [a.id, a.name]));
  return rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    expiresAt: r.expiresAt,
    title: buildRequirementTitle({
      property_type: r.propertyType === 'Rent' ? 'Rent' : 'Sale',
      city: cityName.get(r.cityId) ?? '',
      areas: r.areaIds.flatMap((id) => {
        const name = areaName.get(id);
        return name ? [{ name }] : [];
      }),
      budget_min: r.budgetMin,
      budget_max: r.budgetMax,
      bedrooms_min: r.bedroomsMin,
      bedrooms_max: r.bedroomsMax,
    }),
  }));
}
