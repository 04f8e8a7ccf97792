// The matching rule, as one SQL statement (decision 040): a requirement and a listing
// match when each owner may see the other's item, type and city are equal, the listing's
// area is one of the requirement's (or it names none), and price, bedrooms and size fall
// in the ranges within the tolerances. Paused, fulfilled and expired requirements match
// nothing. The scope narrows it to one listing, one requirement, or the items of two
// brokers whose connection changed; each starts from an index (requirements_matching_idx,
// properties_matching_idx, the owners' created indexes).
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
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

export type MatchCandidate = Awaited<ReturnType<typeof findMatchCandidates>>[number];

export function findMatchCandidates(db: Queryable, scope: MatchScope) {
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
    .where(and(candidateScope(scope), matchRule));
}
