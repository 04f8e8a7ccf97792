// Reads of properties with their broker joined in the same query (no N+1), always
// filtered through visibleTo(). Lists are newest first with an exact total.
import { and, count, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
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

type Paging = { limit: number | Placeholder; offset: number | Placeholder };

/** A broker's listings as `visible` lets the reader see them: one page and the exact count. */
function brokerListingsQueries(db: Queryable, ownerId: string | Placeholder, visible: SQL, { limit, offset }: Paging) {
  const where = and(eq(properties.userId, ownerId), visible);
  return {
    rows: selectWithBroker(db)
      .where(where)
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(limit)
      .offset(offset),
    total: db.select({ n: count() }).from(properties).where(where),
  };
}

// My listings and a broker's page, read by brokers (not admins): built once.
const brokerListingsForMember = preparedOnce((db) => {
  const { rows, total } = brokerListingsQueries(
    db,
    sql.placeholder('ownerId'),
    visibleToMember(properties, sql.placeholder('viewerId')),
    { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') },
  );
  return { rows: rows.prepare('broker_listings_page'), total: total.prepare('broker_listings_count') };
});

/** One page of broker `ownerId`'s properties that `viewer` may see, newest first, and their exact count. */
export async function listBrokerListings(
  db: Queryable,
  viewer: Viewer,
  ownerId: string,
  { page, pageSize }: PageRequest,
): Promise<PropertyList> {
  const offset = (page - 1) * pageSize;
  let read: Promise<[PropertyWithBroker[], Array<{ n: number }>]>;
  if (!viewer.isAdmin && !isTransaction(db)) {
    const statements = brokerListingsForMember(db);
    const values = { ownerId, viewerId: viewer.id, limit: pageSize, offset };
    read = Promise.all([statements.rows.execute(values), statements.total.execute(values)]);
  } else {
    const { rows, total } = brokerListingsQueries(db, ownerId, visibleTo(viewer), { limit: pageSize, offset });
    read = Promise.all([rows, total]);
  }
  const [rows, [total]] = await read;
  return {
    items: rows.map((row) => presentProperty(row, viewer)),
    total: total?.n ?? 0,
    page,
    page_size: pageSize,
  };
}
