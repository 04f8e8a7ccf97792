// Reads of properties with their broker joined in the same query (no N+1), always
// filtered through visibleTo(). Lists are newest first with an exact total.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PropertyList } from '#shared/schemas/properties.ts';
import type { Queryable } from '#server/db/open.ts';
import { profiles, properties } from '#server/db/schema.ts';
import { presentProperty, type PropertyWithBroker } from './presenter';
import { brokerSummaryColumns } from '#server/lib/broker-summary.ts';
import type { Viewer } from '#server/lib/viewer.ts';
import { isTransaction, preparedOnce } from '#server/lib/prepared.ts';
import { visibleTo, visibleToMember } from './visibility';

export function selectWithBroker(db: Queryable) {
  return db
    .select({ property: properties, broker: brokerSummaryColumns })
    .from(properties)
    .innerJoin(profiles, eq(profiles.id, properties.userId));
}

// A listing opened by a broker (not an admin): the most frequent read of a property.
const visibleToMemberById = preparedOnce((db) =>
  selectWithBroker(db)
    .where(and(eq(properties.id, sql.placeholder('propertyId')), visibleToMember(properties, sql.placeholder('viewerId'))))
    .prepare('visible_property_for_member'),
);

/** The property if `viewer` may see it; a hidden one is indistinguishable from a missing one. */
export async function findVisibleProperty(
  db: Queryable,
  viewer: Viewer,
  propertyId: string,
): Promise<PropertyWithBroker | undefined> {
  if (!viewer.isAdmin && !isTransaction(db)) {
    const [row] = await visibleToMemberById(db).execute({ propertyId, viewerId: viewer.id });
    return row;
  }
  const [row] = await selectWithBroker(db).where(
    and(eq(properties.id, propertyId), visibleTo(viewer)),
  );
  return row;
}

export type PageRequest = { page: number; pageSize: number };

/** One page of the properties matching `scope` that `viewer` may see, and their exact count. */
export async function listVisibleProperties(
  db: Queryable,
  viewer: Viewer,
  scope: SQL,
  { page, pageSize }: PageRequest,
): Promise<PropertyList> {
  const where = and(scope, visibleTo(viewer));
  const [rows, [total]] = await Promise.all([
    selectWithBroker(db)
      .where(where)
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(properties).where(where),
  ]);
  return {
    items: rows.map((row) => presentProperty(row, viewer)),
    total: total?.n ?? 0,
    page,
    page_size: pageSize,
  };
}
