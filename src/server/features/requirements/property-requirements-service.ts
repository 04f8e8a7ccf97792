// 'Matches N requirements in your network' on a listing's page: for the listing's owner
// only, the requirements it fits now that the owner may see, best first. Presented to
// the listing's owner, so a client note appears only on their own requirements.
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { MATCHES_PAGE_SIZE, type PropertyRequirementList } from '#shared/schemas/requirements.ts';
import type { Queryable } from '#server/db/open.ts';
import { requirementMatches, requirements } from '#server/db/schema.ts';
import type { Viewer } from '#server/lib/viewer.ts';
import { presentRequirement } from './presenter';
import { requirementVisibleTo, selectRequirements } from './requirement-queries';

export async function listPropertyRequirements(
  db: Queryable,
  viewer: Viewer,
  propertyId: string,
  query: { page: number; page_size?: number | undefined },
): Promise<PropertyRequirementList> {
  const pageSize = query.page_size ?? MATCHES_PAGE_SIZE;
  const where = and(
    eq(requirementMatches.propertyId, propertyId),
    eq(requirementMatches.active, true),
    requirementVisibleTo(viewer),
  ) as SQL;
  const [matches, [total]] = await Promise.all([
    db
      .select({ requirementId: requirementMatches.requirementId, score: requirementMatches.score, reasons: requirementMatches.reasons })
      .from(requirementMatches)
      .innerJoin(requirements, eq(requirements.id, requirementMatches.requirementId))
      .where(where)
      .orderBy(desc(requirementMatches.score), desc(requirementMatches.createdAt), desc(requirementMatches.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(requirementMatches)
      .innerJoin(requirements, eq(requirements.id, requirementMatches.requirementId))
      .where(where),
  ]);
  const rows =
    matches.length === 0
      ? []
      : await selectRequirements(db, null).where(inArray(requirements.id, matches.map((m) => m.requirementId)));
  const byId = new Map(rows.map((r) => [r.requirement.id, r]));
  return {
    items: matches.flatMap((m) => {
      const row = byId.get(m.requirementId);
      if (!row) return [];
      const requirement = presentRequirement(row, viewer);
      // The owner's match figures are about their own requirement's page, not this one.
      delete requirement.match_count;
      delete requirement.new_match_count;
      return [{ score: m.score, reasons: m.reasons, requirement }];
    }),
    total: total?.n ?? 0,
    page: query.page,
    page_size: pageSize,
  };
}
