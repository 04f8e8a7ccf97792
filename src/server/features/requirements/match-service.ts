// A requirement's matches, for its owner: the listings that match now, best first, each
// presented as the owner may see it (the match exists only while they may), and the
// owner's mark on each (New, Shortlisted, Rejected).
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  MATCHES_PAGE_SIZE,
  REQUIREMENT_MESSAGES,
  type MatchState,
  type RequirementMatch,
  type RequirementMatchList,
} from '#shared/schemas/requirements.ts';
import type { Queryable } from '#server/db/open.ts';
import { profiles, properties, requirementMatches } from '#server/db/schema.ts';
import { brokerSummaryColumns } from '#server/lib/broker-summary.ts';
import { notFound } from '#server/lib/http-errors.ts';
import { isUuid } from '#server/lib/ids.ts';
import type { Viewer } from '#server/lib/viewer.ts';
import { presentProperty, visibleTo } from '../properties';

function selectMatches(db: Queryable, viewer: Viewer, where: SQL) {
  return db
    .select({ match: requirementMatches, property: properties, broker: brokerSummaryColumns })
    .from(requirementMatches)
    .innerJoin(properties, eq(properties.id, requirementMatches.propertyId))
    .innerJoin(profiles, eq(profiles.id, properties.userId))
    .where(and(where, eq(requirementMatches.active, true), visibleTo(viewer)));
}

type MatchRow = Awaited<ReturnType<typeof selectMatches>>[number];

function presentMatch(row: MatchRow, viewer: Viewer): RequirementMatch {
  return {
    id: row.match.id,
    requirement_id: row.match.requirementId,
    property_id: row.match.propertyId,
    score: row.match.score,
    reasons: row.match.reasons,
    state: row.match.state as MatchState,
    created_at: row.match.createdAt.toISOString(),
    property: presentProperty({ property: row.property, broker: row.broker }, viewer),
  };
}

export async function listMatches(
  db: Queryable,
  viewer: Viewer,
  requirementId: string,
  query: { page: number; page_size?: number | undefined; state?: MatchState | undefined },
): Promise<RequirementMatchList> {
  const pageSize = query.page_size ?? MATCHES_PAGE_SIZE;
  const where = and(
    eq(requirementMatches.requirementId, requirementId),
    query.state ? eq(requirementMatches.state, query.state) : undefined,
  ) as SQL;
  const [rows, [total]] = await Promise.all([
    selectMatches(db, viewer, where)
      .orderBy(desc(requirementMatches.score), desc(requirementMatches.createdAt), desc(requirementMatches.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(requirementMatches)
      .innerJoin(properties, eq(properties.id, requirementMatches.propertyId))
      .where(and(where, eq(requirementMatches.active, true), visibleTo(viewer))),
  ]);
  return { items: rows.map((r) => presentMatch(r, viewer)), total: total?.n ?? 0, page: query.page, page_size: pageSize };
}

export async function setMatchState(
  db: Queryable,
  viewer: Viewer,
  requirementId: string,
  matchId: string,
  state: MatchState,
): Promise<RequirementMatch> {
  if (!isUuid(matchId)) throw notFound(REQUIREMENT_MESSAGES.matchNotFound);
  const where = and(eq(requirementMatches.id, matchId), eq(requirementMatches.requirementId, requirementId)) as SQL;
  const [found] = await selectMatches(db, viewer, where);
  if (!found) throw notFound(REQUIREMENT_MESSAGES.matchNotFound);
  await db.update(requirementMatches).set({ state, updatedAt: sql`now()` }).where(eq(requirementMatches.id, matchId));
  return presentMatch({ ...found, match: { ...found.match, state } }, viewer);
}
