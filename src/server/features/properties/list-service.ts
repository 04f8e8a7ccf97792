// The list surfaces: my listings, network listings, and a broker's listings. Each is a
// scope on top of the shared visibility filter.
import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { MY_LISTINGS_PAGE_SIZE, NETWORK_LISTINGS_PAGE_SIZE } from '#shared/constants.ts';
import type { PropertyList } from '#shared/schemas/properties.ts';
import type { Queryable } from '#server/db/open.ts';
import { properties } from '#server/db/schema.ts';
import { listVisibleProperties } from './property-queries';
import type { Viewer } from '#server/lib/viewer.ts';
import { connectedBrokerIds } from '../connections';

export type PageQuery = { page: number; page_size?: number | undefined };

export function listMyProperties(
  db: Queryable,
  viewer: Viewer,
  query: PageQuery,
): Promise<PropertyList> {
  return listVisibleProperties(db, viewer, eq(properties.userId, viewer.id), {
    page: query.page,
    pageSize: query.page_size ?? MY_LISTINGS_PAGE_SIZE,
  });
}

/** Properties of the viewer's accepted connections (spec: feed and network listings). */
export function listNetworkProperties(
  db: Queryable,
  viewer: Viewer,
  query: PageQuery,
): Promise<PropertyList> {
  // Private listings are 'only you': never part of anyone's network feed, not even an
  // admin's (admins can still open them directly).
  const scope = and(
    inArray(properties.userId, connectedBrokerIds(viewer.id)),
    ne(properties.visibility, 'Private'),
  ) as SQL;
  return listVisibleProperties(db, viewer, scope, {
    page: query.page,
    pageSize: query.page_size ?? NETWORK_LISTINGS_PAGE_SIZE,
  });
}

export function listBrokerProperties(
  db: Queryable,
  viewer: Viewer,
  brokerId: string,
  query: PageQuery,
): Promise<PropertyList> {
  return listVisibleProperties(db, viewer, eq(properties.userId, brokerId), {
    page: query.page,
    pageSize: query.page_size ?? MY_LISTINGS_PAGE_SIZE,
  });
}
