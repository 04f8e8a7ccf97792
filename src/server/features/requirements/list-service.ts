// The two lists: mine (every status, with the counts per status for the filter) and the
// network's (active requirements of others that the caller may see, with the filters the
// page keeps in its URL). Both newest first, paged, starting from an index.
import { and, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import {
  MATCH_BUDGET_TOLERANCE,
  REQUIREMENTS_PAGE_SIZE,
  type RequirementList,
  type RequirementListQuery,
  type RequirementStatus,
} from '#shared/schemas/requirements.ts';
import type { z } from 'zod';
import type { requirementListQuerySchema } from '#shared/schemas/requirements.ts';
import type { Queryable } from '#server/db/open.ts';
import { requirements } from '#server/db/schema.ts';
import type { Viewer } from '#server/lib/viewer.ts';
import { visibleToMember } from '../properties';
import { presentRequirement } from './presenter';
import { listRequirementRows } from './requirement-queries';

type ListQuery = z.output<typeof requirementListQuerySchema>;
export type { RequirementListQuery };

// 'expired' is also what the clock says of an active row whose date has passed.
const isExpired = sql`(${requirements.status} = 'expired' or (${requirements.status} = 'active' and ${requirements.expiresAt} <= now()))`;
const isLive = sql`(${requirements.status} = 'active' and ${requirements.expiresAt} > now())`;

function statusIs(status: RequirementStatus): SQL {
  if (status === 'expired') return isExpired;
  if (status === 'active') return isLive;
  return eq(requirements.status, status);
}

export async function listRequirements(db: Queryable, viewer: Viewer, query: ListQuery): Promise<RequirementList> {
  return query.scope === 'network' ? listNetworkRequirements(db, viewer, query) : listMyRequirements(db, viewer, query);
}

async function listMyRequirements(db: Queryable, viewer: Viewer, query: ListQuery): Promise<RequirementList> {
  const mine = eq(requirements.userId, viewer.id);
  const pageSize = query.page_size ?? REQUIREMENTS_PAGE_SIZE;
  const [{ rows, total }, counts] = await Promise.all([
    listRequirementRows(db, viewer, query.status ? (and(mine, statusIs(query.status)) as SQL) : mine, { page: query.page, pageSize }),
    db
      .select({
        status: sql<string>`case when ${isExpired} then 'expired' else ${requirements.status} end`,
        n: count(),
      })
      .from(requirements)
      .where(mine)
      .groupBy(sql`1`),
  ]);
  const status_counts: Record<string, number> = { active: 0, on_hold: 0, fulfilled: 0, expired: 0 };
  for (const c of counts) status_counts[c.status] = c.n;
  return { items: rows.map((r) => presentRequirement(r, viewer)), total, status_counts, page: query.page, page_size: pageSize };
}

async function listNetworkRequirements(db: Queryable, viewer: Viewer, query: ListQuery): Promise<RequirementList> {
  const pageSize = query.page_size ?? REQUIREMENTS_PAGE_SIZE;
  const filters: SQL[] = [ne(requirements.userId, viewer.id), isLive, visibleToMember(requirements, viewer.id)];
  if (query.city_id !== undefined) filters.push(eq(requirements.cityId, query.city_id));
  if (query.property_type !== undefined) filters.push(eq(requirements.propertyType, query.property_type));
  if (query.budget !== undefined) {
    // A listing at this price could fit: the same tolerance as matching.
    const over = 1 + MATCH_BUDGET_TOLERANCE;
    const under = 1 - MATCH_BUDGET_TOLERANCE;
    filters.push(
      sql`(${requirements.budgetMax} is null or ${query.budget} <= ${requirements.budgetMax} * ${over}::numeric)`,
      sql`(${requirements.budgetMin} is null or ${query.budget} >= ${requirements.budgetMin} * ${under}::numeric)`,
    );
  }
  if (query.bedrooms !== undefined) {
    filters.push(
      sql`(${requirements.bedroomsMin} is null or ${requirements.bedroomsMin} <= ${query.bedrooms})`,
      sql`(${requirements.bedroomsMax} is null or ${requirements.bedroomsMax} >= ${query.bedrooms})`,
    );
  }
  const { rows, total } = await listRequirementRows(db, viewer, and(...filters) as SQL, { page: query.page, pageSize });
  return { items: rows.map((r) => presentRequirement(r, viewer)), total, page: query.page, page_size: pageSize };
}
