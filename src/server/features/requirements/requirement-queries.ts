// Reads of requirements with what their presentation needs joined in the same query:
// the owner's broker summary, the city's name and the areas' names in the order chosen,
// and for the owner the match counts. Every read is filtered through requirementVisibleTo.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#server/db/open.ts';
import { cities, profiles, requirementMatches, requirements } from '#server/db/schema.ts';
import { brokerSummaryColumns } from '#server/lib/broker-summary.ts';
import type { QueryReader, Viewer } from '#server/lib/viewer.ts';
import { visibleToMember } from '../properties';
import type { RequirementWithFacts } from './presenter';

/** Who may see a requirement: the listing rule (Private, Network Only, All); admins all. */
export function requirementVisibleTo(viewer: QueryReader): SQL {
  return viewer.isAdmin ? sql`true` : visibleToMember(requirements, viewer.id);
}

export const areasOf = sql<{ id: number; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', la.id, 'name', la.area) order by array_position(${requirements.areaIds}, la.id))
  from local_areas la where la.id = any(${requirements.areaIds})), '[]'::json)`;

// Counted on the owner's own rows only (nobody else is shown the figures, so no other row
// pays for the two sub-selects): matches current now, and those not yet looked at.
const matchCount = (ownerId: string | null, onlyNew: boolean) =>
  ownerId === null
    ? sql<number>`0`
    : sql<number>`case when ${requirements.userId} = ${ownerId} then (select count(*)::int from ${requirementMatches} m where m.requirement_id = ${requirements.id} and m.active${
        onlyNew ? sql` and m.state = 'new'` : sql``
      }) else 0 end`;

/** Requirements with their presentation's facts; match counts on `countsFor`'s own rows. */
export function selectRequirements(db: Queryable, countsFor: string | null) {
  return db
    .select({
      requirement: requirements,
      broker: brokerSummaryColumns,
      city: cities.name,
      areas: areasOf,
      matchCount: matchCount(countsFor, false),
      newMatchCount: matchCount(countsFor, true),
    })
    .from(requirements)
    .innerJoin(profiles, eq(profiles.id, requirements.userId))
    .innerJoin(cities, eq(cities.id, requirements.cityId));
}

/** The requirement if `viewer` may see it; a hidden one is indistinguishable from a missing one. */
export async function findVisibleRequirement(
  db: Queryable,
  viewer: Viewer,
  id: string,
): Promise<RequirementWithFacts | undefined> {
  const [row] = await selectRequirements(db, viewer.id).where(and(eq(requirements.id, id), requirementVisibleTo(viewer)));
  return row;
}

export type RequirementPage = { rows: RequirementWithFacts[]; total: number };

export async function listRequirementRows(
  db: Queryable,
  viewer: Viewer,
  where: SQL,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<RequirementPage> {
  const [rows, [total]] = await Promise.all([
    selectRequirements(db, viewer.id)
      .where(where)
      .orderBy(desc(requirements.createdAt), desc(requirements.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(requirements).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * What another feature joins to name a requirement by its generated title (a message
 * about one): the facts the title is made of, null when the requirement is not joined.
 * Join `requirements` under requirementVisibleTo and `cities` on its city first.
 */
export const requirementTitleColumns = {
  propertyType: requirements.propertyType,
  city: cities.name,
  areas: areasOf,
  budgetMin: requirements.budgetMin,
  budgetMax: requirements.budgetMax,
  bedroomsMin: requirements.bedroomsMin,
  bedroomsMax: requirements.bedroomsMax,
};
