// The matching rule, as one SQL statement (decision 040): a requirement and a listing
// match when each owner may see the other's item, type and city are equal, the listing's
// area is one of the requirement's (or it names none), and price, bedrooms and size fall
// in the ranges within the tolerances. Paused, fulfilled and expired requirements match
// nothing. The scope narrows it to one listing, one requirement, or the items of two
// brokers whose connection changed; each starts from an index (requirements_matching_idx,
// properties_matching_idx, the owners' created indexes).
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { MATCH_BUDGET_TOLERANCE, MATCH_SIZE_TOLERANCE } from '#shared/schemas/requirements.ts';
import type { Queryable } from '#server/db/open.ts';
import { cities, properties, requirementMatches, requirements } from '#server/db/schema.ts';
import { visibleToMember } from '../../properties';

export type MatchScope =
  | { listingId: string }
  | { requirementId: string }
  /** Two brokers whose connection was made or removed: the pairs between their items. */
  | { brokerIds: readonly [string, string] };

const over = 1 + MATCH_BUDGET_TOLERANCE;
const under = 1 - MATCH_BUDGET_TOLERANCE;
const larger = 1 + MATCH_SIZE_TOLERANCE;
const smaller = 1 - MATCH_SIZE_TOLERANCE;

export const matchRule: SQL = and(
  eq(requirements.status, 'active'),
  sql`${requirements.expiresAt} > now()`,
  eq(properties.cityId, requirements.cityId),
  eq(properties.propertyType, requirements.propertyType),
  sql`(cardinality(${requirements.areaIds}) = 0 or ${properties.areaId} = any(${requirements.areaIds}))`,
  // An unknown price or bedroom count does not meet a budget or a BHK asked for; an
  // unknown size passes (listings often leave it out) and costs score instead.
  sql`(${requirements.budgetMax} is null or ${properties.price} <= ${requirements.budgetMax} * ${over}::numeric)`,
  sql`(${requirements.budgetMin} is null or ${properties.price} >= ${requirements.budgetMin} * ${under}::numeric)`,
  sql`(${requirements.bedroomsMin} is null or ${properties.bedrooms} >= ${requirements.bedroomsMin})`,
  sql`(${requirements.bedroomsMax} is null or ${properties.bedrooms} <= ${requirements.bedroomsMax})`,
  sql`(${requirements.sqftMin} is null or ${properties.sqft} is null or ${properties.sqft} >= ${requirements.sqftMin} * ${smaller}::numeric)`,
  sql`(${requirements.sqftMax} is null or ${properties.sqft} is null or ${properties.sqft} <= ${requirements.sqftMax} * ${larger}::numeric)`,
  visibleToMember(properties, requirements.userId),
  visibleToMember(requirements, properties.userId),
) as SQL;

function candidateScope(scope: MatchScope): SQL {
  if ('listingId' in scope) return eq(properties.id, scope.listingId);
  if ('requirementId' in scope) return eq(requirements.id, scope.requirementId);
  const owners = [...scope.brokerIds];
  return and(inArray(requirements.userId, owners), inArray(properties.userId, owners)) as SQL;
}

/** The same scope over kept match rows, to find the pairs that no longer match. */
export function matchRowScope(scope: MatchScope): SQL {
  if ('listingId' in scope) return eq(requirementMatches.propertyId, scope.listingId);
  if ('requirementId' in scope) return eq(requirementMatches.requirementId, scope.requirementId);
  const owners = [...scope.brokerIds];
  return and(
    inArray(requirementMatches.requirementId, sql`(select id from ${requirements} where ${inArray(requirements.userId, owners)})`),
    inArray(requirementMatches.propertyId, sql`(select id from ${properties} where ${inArray(properties.userId, owners)})`),
  ) as SQL;
}

/**
 * The scoped item's own city, type and price or budget as constants, so the planner bounds
 * the other side's index scan: a requirement's listings by city, type and price range in
 * properties_matching_idx, a listing's requirements by city, type and budget_max in
 * requirements_matching_idx. Joined column to column instead, it guessed a large share
 * of the table and read all of it (issue 19 bench: a sequential scan of 100,000 listings
 * for every requirement saved, of 50,000 requirements for every listing). Each bound is
 * implied by matchRule, in its own arithmetic, so the pairs found are the same. `false`
 * when the item is gone; nothing to add for two brokers.
 */
async function scopeBounds(db: Queryable, scope: MatchScope): Promise<SQL | undefined> {
  if ('listingId' in scope) {
    const [listing] = await db
      .select({
        cityId: properties.cityId,
        type: properties.propertyType,
        // As text: the exact numeric, not a float's reading of it.
        price: sql<string | null>`${properties.price}::text`,
      })
      .from(properties)
      .where(eq(properties.id, scope.listingId));
    if (!listing || listing.cityId === null) return sql`false`;
    return and(
      eq(requirements.cityId, listing.cityId),
      eq(requirements.propertyType, listing.type),
      // price <= budget_max * over  =>  budget_max >= price / over, a whole number: floor()
      // of the rounded quotient never exceeds the smallest budget_max that passes.
      listing.price === null
        ? isNull(requirements.budgetMax)
        : sql`(${requirements.budgetMax} is null or ${requirements.budgetMax} >= floor(${listing.price}::numeric / ${over}::numeric)::bigint)`,
    );
  }
  if ('requirementId' in scope) {
    const [requirement] = await db
      .select({
        cityId: requirements.cityId,
        type: requirements.propertyType,
        budgetMin: requirements.budgetMin,
        budgetMax: requirements.budgetMax,
      })
      .from(requirements)
      .where(eq(requirements.id, scope.requirementId));
    if (!requirement) return sql`false`;
    return and(
      eq(properties.cityId, requirement.cityId),
      eq(properties.propertyType, requirement.type),
      requirement.budgetMax === null
        ? undefined
        : sql`${properties.price} <= ${requirement.budgetMax}::bigint * ${over}::numeric`,
      requirement.budgetMin === null
        ? undefined
        : sql`${properties.price} >= ${requirement.budgetMin}::bigint * ${under}::numeric`,
    );
  }
  return undefined;
}

function selectCandidates(db: Queryable, where: SQL | undefined) {
  return db
    .select({
      requirementId: requirements.id,
      requirementOwnerId: requirements.userId,
      propertyId: properties.id,
      propertyOwnerId: properties.userId,
      budgetMin: requirements.budgetMin,
      budgetMax: requirements.budgetMax,
      bedroomsMin: requirements.bedroomsMin,
      bedroomsMax: requirements.bedroomsMax,
      sqftMin: requirements.sqftMin,
      sqftMax: requirements.sqftMax,
      namesAreas: sql<boolean>`cardinality(${requirements.areaIds}) > 0`,
      price: properties.price,
      bedrooms: properties.bedrooms,
      sqft: properties.sqft,
      area: properties.area,
      city: cities.name,
    })
    .from(requirements)
    .innerJoin(properties, and(eq(properties.cityId, requirements.cityId), eq(properties.propertyType, requirements.propertyType)))
    .innerJoin(cities, eq(cities.id, requirements.cityId))
    .where(where);
}

/** The candidate select of a scope, not yet run (refreshMatches runs it; the bench explains it). */
export async function buildCandidateQuery(db: Queryable, scope: MatchScope) {
  const bounds = await scopeBounds(db, scope);
  return { query: selectCandidates(db, and(candidateScope(scope), bounds, matchRule)) };
}

export async function findMatchCandidates(db: Queryable, scope: MatchScope) {
  const { query } = await buildCandidateQuery(db, scope);
  return await query;
}

export type MatchCandidate = Awaited<ReturnType<typeof findMatchCandidates>>[number];
