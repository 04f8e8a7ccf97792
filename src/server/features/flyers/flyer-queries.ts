// Reads of flyers, always scoped to their broker (spec section 6: edits and deletes
// are by id and user_id; another broker's flyer is simply not found). The property is
// LEFT JOINed through visibleTo(), the one visibility rule, so it comes back exactly as
// the broker may see it now, or as null, in the same statement (no query per flyer).
// The editor and saves need the flyer live: property visible and flyers allowed by its
// owner (decision 023); the list shows every flyer with its status.
import { and, desc, eq, sql } from 'drizzle-orm';
import { FLYER_PAGE_SIZE } from '#shared/constants.ts';
import type { FlyerList } from '#shared/schemas/flyers.ts';
import type { Queryable } from '#server/db/open.ts';
import { flyers, properties } from '#server/db/schema.ts';
import type { Viewer } from '#server/lib/viewer.ts';
import { listingSummaryColumns, visibleTo } from '../properties';
import { presentFlyerListItem, type FlyerWithProperty, type VisibleFlyer } from './presenter';

const propertyColumns = {
  ...listingSummaryColumns,
  description: properties.description,
  baths: properties.baths,
  sqft: properties.sqft,
  allowFlyers: properties.allowFlyers,
};

function selectOwnFlyers(q: Queryable, viewer: Viewer) {
  return q
    .select({
      flyer: flyers,
      property: propertyColumns,
      // The page's exact total in the same statement.
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(flyers)
    .leftJoin(properties, and(eq(properties.id, flyers.propertyId), visibleTo(viewer)));
}

/** The viewer's own flyer, with its property if they may still see it. */
export async function findOwnFlyer(
  q: Queryable,
  viewer: Viewer,
  flyerId: string,
): Promise<FlyerWithProperty | undefined> {
  const [row] = await selectOwnFlyers(q, viewer).where(
    and(eq(flyers.id, flyerId), eq(flyers.userId, viewer.id)),
  );
  return row && { flyer: row.flyer, property: row.property };
}

/**
 * The viewer's own flyer only while it is theirs to publish: they may see its property
 * and its owner allows client flyers (editor, update). Otherwise it is 'Flyer Not Found'.
 */
export async function findOwnVisibleFlyer(
  q: Queryable,
  viewer: Viewer,
  flyerId: string,
): Promise<VisibleFlyer | undefined> {
  const found = await findOwnFlyer(q, viewer, flyerId);
  return found?.property?.allowFlyers
    ? { flyer: found.flyer, property: found.property }
    : undefined;
}

/**
 * One page of the viewer's flyers, newest first, in one statement. Every flyer is
 * listed, also one whose property the viewer can no longer see (its `property` is
 * null), so the broker can still find and delete it.
 */
export async function listOwnFlyers(
  q: Queryable,
  viewer: Viewer,
  page: number,
): Promise<FlyerList> {
  const pageSize = FLYER_PAGE_SIZE;
  const rows = await selectOwnFlyers(q, viewer)
    .where(eq(flyers.userId, viewer.id))
    .orderBy(desc(flyers.createdAt), desc(flyers.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  // Past the last page the window has no row to count on: count apart, only then.
  const total = rows[0]?.total ?? (page > 1 ? await countOwnFlyers(q, viewer) : 0);
  return {
    items: rows.map(({ flyer, property }) => presentFlyerListItem({ flyer, property })),
    total,
    page,
    page_size: pageSize,
  };
}

async function countOwnFlyers(q: Queryable, viewer: Viewer): Promise<number> {
  const [row] = await q
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(flyers)
    .where(eq(flyers.userId, viewer.id));
  return row?.n ?? 0;
}
