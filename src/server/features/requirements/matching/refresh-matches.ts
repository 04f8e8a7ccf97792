// Keeps requirement_matches true for a scope (a listing, a requirement, two brokers):
// pairs that match are inserted or re-scored and made active, pairs that no longer match
// are made inactive (they leave the lists; the row stays), and pairs never announced are
// announced once: the conditional update of announced_at is what makes a pair news exactly
// once, however many saves or instances race. The same transaction enqueues the job that
// tells both owners (announce-matches-job.ts).
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '#server/app-context.ts';
import type { Queryable } from '#server/db/open.ts';
import { requirementMatches } from '#server/db/schema.ts';
import { enqueueJob } from '#server/lib/jobs/enqueue-job.ts';
import { announceMatchesJob } from './announce-matches-job';
import { findMatchCandidates, matchRowScope, type MatchScope } from './find-match-candidates';
import { scoreMatch } from './score-match';

export type AnnouncedPair = { requirementId: string; propertyId: string };

/** The pairs as a VALUES list aliased c(rid, pid), to tell which kept rows still match. */
function pairValues(pairs: readonly AnnouncedPair[]): SQL {
  if (pairs.length === 0) return sql`(select null::uuid, null::uuid where false) as c(rid, pid)`;
  const rows = pairs.map((p) => sql`(${p.requirementId}::uuid, ${p.propertyId}::uuid)`);
  return sql`(values ${sql.join(rows, sql`, `)}) as c(rid, pid)`;
}

/** Recomputes the scope's matches in one transaction; returns the pairs announced now (their job is enqueued). */
export async function refreshMatches(db: Queryable, scope: MatchScope): Promise<AnnouncedPair[]> {
  return db.transaction(async (tx) => {
    const candidates = await findMatchCandidates(tx, scope);
    const rows = candidates.map((c) => ({ requirementId: c.requirementId, propertyId: c.propertyId, ...scoreMatch(c) }));
    if (rows.length > 0) {
      await tx
        .insert(requirementMatches)
        .values(rows)
        .onConflictDoUpdate({
          target: [requirementMatches.requirementId, requirementMatches.propertyId],
          set: {
            score: sql`excluded.score`,
            reasons: sql`excluded.reasons`,
            active: true,
            updatedAt: sql`now()`,
          },
          // An unchanged pair is left alone (no write, no updated_at churn).
          setWhere: sql`not ${requirementMatches.active} or ${requirementMatches.score} <> excluded.score or ${requirementMatches.reasons} <> excluded.reasons`,
        });
    }
    await tx
      .update(requirementMatches)
      .set({ active: false, updatedAt: sql`now()` })
      .where(
        and(
          matchRowScope(scope),
          eq(requirementMatches.active, true),
          sql`not exists (select 1 from ${pairValues(rows)} where c.rid = ${requirementMatches.requirementId} and c.pid = ${requirementMatches.propertyId})`,
        ),
      );
    const announced = await tx
      .update(requirementMatches)
      .set({ announcedAt: sql`now()` })
      .where(and(matchRowScope(scope), eq(requirementMatches.active, true), isNull(requirementMatches.announcedAt)))
      .returning({ requirementId: requirementMatches.requirementId, propertyId: requirementMatches.propertyId });
    if (announced.length > 0) {
      await enqueueJob(tx, announceMatchesJob, {
        pairs: announced.map((p) => ({ requirement_id: p.requirementId, property_id: p.propertyId })),
      });
    }
    return announced;
  });
}

/**
 * After a save: refresh (which enqueues the announcement). A failure here is logged and
 * never fails the save that caused it (the next change of either item recomputes the pair).
 */
export async function refreshAfterSave(ctx: AppContext, scope: MatchScope): Promise<void> {
  try {
    await refreshMatches(ctx.db, scope);
  } catch (error) {
    ctx.log.error({ err: error, scope: Object.keys(scope)[0] }, 'requirement matches could not be refreshed');
  }
}
