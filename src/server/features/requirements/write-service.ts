// Creating, changing, renewing and deleting a requirement. Only its owner may change it
// (an admin may delete one): the client note is theirs, and so is what the network is
// told. Every change that can alter matches recomputes them after it has committed.
import { eq, sql } from 'drizzle-orm';
import {
  findRangeErrors,
  REQUIREMENT_LIFETIME_DAYS,
  REQUIREMENT_MESSAGES,
  type Requirement,
  type RequirementFields,
  type RequirementUpdate,
} from '#shared/schemas/requirements.ts';
import type { AppContext } from '#server/app-context.ts';
import { requirements } from '#server/db/schema.ts';
import { badRequest, forbidden, notFound } from '#server/lib/http-errors.ts';
import type { Viewer } from '#server/lib/viewer.ts';
import { updateMatchesForRequirement } from './matching/update-matches';
import { checkPlace } from './place-checks';
import { effectiveStatus, presentRequirement, type RequirementWithFacts } from './presenter';
import { requirementColumns } from './requirement-columns';
import { findVisibleRequirement } from './requirement-queries';

const lifetime = sql`now() + ${`${REQUIREMENT_LIFETIME_DAYS} days`}::interval`;

async function present(ctx: AppContext, viewer: Viewer, id: string): Promise<Requirement> {
  const row = await findVisibleRequirement(ctx.db, viewer, id);
  if (!row) throw new Error('saved requirement is not visible to its owner');
  return presentRequirement(row, viewer);
}

export async function createRequirement(ctx: AppContext, viewer: Viewer, fields: RequirementFields): Promise<Requirement> {
  const areaIds = await checkPlace(ctx.db, fields.city_id, fields.area_ids);
  const [row] = await ctx.db
    .insert(requirements)
    .values({
      ...requirementColumns({ ...fields, area_ids: areaIds }),
      userId: viewer.id,
      propertyType: fields.property_type,
      cityId: fields.city_id,
      expiresAt: lifetime,
    })
    .returning({ id: requirements.id });
  if (!row) throw new Error('insert returned no row');
  await updateMatchesForRequirement(ctx, row.id);
  return present(ctx, viewer, row.id);
}

/** The requirement `viewer` is about to change: 404 if they cannot see it, 403 if it is not theirs. */
export async function loadOwnRequirement(ctx: AppContext, viewer: Viewer, id: string, allowAdmin = false): Promise<RequirementWithFacts> {
  const found = await findVisibleRequirement(ctx.db, viewer, id);
  if (!found) throw notFound(REQUIREMENT_MESSAGES.notFound);
  if (found.requirement.userId !== viewer.id && !(allowAdmin && viewer.isAdmin)) {
    throw forbidden(REQUIREMENT_MESSAGES.notAuthorized);
  }
  return found;
}

export async function updateRequirement(
  ctx: AppContext,
  viewer: Viewer,
  current: RequirementWithFacts,
  changes: RequirementUpdate,
): Promise<Requirement> {
  const r = current.requirement;
  const merged = {
    budget_min: changes.budget_min !== undefined ? changes.budget_min : r.budgetMin,
    budget_max: changes.budget_max !== undefined ? changes.budget_max : r.budgetMax,
    bedrooms_min: changes.bedrooms_min !== undefined ? changes.bedrooms_min : r.bedroomsMin,
    bedrooms_max: changes.bedrooms_max !== undefined ? changes.bedrooms_max : r.bedroomsMax,
    sqft_min: changes.sqft_min !== undefined ? changes.sqft_min : r.sqftMin,
    sqft_max: changes.sqft_max !== undefined ? changes.sqft_max : r.sqftMax,
  };
  const [rangeError] = findRangeErrors(merged);
  if (rangeError) throw badRequest(rangeError.message, rangeError.field);
  // Past its date, only Renew brings it back (and restarts its 30 days).
  if (changes.status === 'active' && effectiveStatus(r) === 'expired') {
    throw badRequest(REQUIREMENT_MESSAGES.expiredStatus, 'status');
  }
  const cityId = changes.city_id ?? r.cityId;
  const areaIds =
    changes.area_ids !== undefined || changes.city_id !== undefined
      ? await checkPlace(ctx.db, cityId, changes.area_ids ?? r.areaIds)
      : undefined;
  const columns = requirementColumns({ ...changes, ...(areaIds ? { area_ids: areaIds } : {}) });
  if (Object.keys(columns).length > 0) {
    await ctx.db
      .update(requirements)
      .set({ ...columns, updatedAt: sql`now()` })
      .where(eq(requirements.id, r.id));
    await updateMatchesForRequirement(ctx, r.id);
  }
  return present(ctx, viewer, r.id);
}

export async function renewRequirement(ctx: AppContext, viewer: Viewer, current: RequirementWithFacts): Promise<Requirement> {
  const r = current.requirement;
  if (r.status === 'fulfilled') throw badRequest(REQUIREMENT_MESSAGES.renewFulfilled, 'status');
  await ctx.db
    .update(requirements)
    .set({
      expiresAt: lifetime,
      expiryNoticeAt: null,
      status: sql`case when ${requirements.status} = 'expired' then 'active' else ${requirements.status} end`,
      updatedAt: sql`now()`,
    })
    .where(eq(requirements.id, r.id));
  await updateMatchesForRequirement(ctx, r.id);
  return present(ctx, viewer, r.id);
}

export async function deleteRequirement(ctx: AppContext, current: RequirementWithFacts): Promise<void> {
  // Its matches go with it (ON DELETE CASCADE).
  await ctx.db.delete(requirements).where(eq(requirements.id, current.requirement.id));
}
