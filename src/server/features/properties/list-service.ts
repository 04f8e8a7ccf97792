// The list surfaces: my listings, network listings, and a broker's listings. Each is a
// scope on top of the shared visibility filter.
import { and, eq, gte, inArray, lte, ne, type SQL } from 'drizzle-orm';
import { MY_LISTINGS_PAGE_SIZE, NETWORK_LISTINGS_PAGE_SIZE } from '#shared/constants.ts';
import type { NetworkPropertyQuery, PropertyList } from '#shared/schemas/properties.ts';
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

/** The network list's filters as conditions: city, type and price lead properties_matching_idx. */
function networkFilters(query: Partial<NetworkPropertyQuery>): SQL[] {
  const filters: SQL[] = [];
  if (query.city_id !== undefined) filters.push(eq(properties.cityId, query.city_id));
  if (query.area_ids !== undefined && query.area_ids.length > 0) {
    filters.push(inArray(properties.areaId, query.area_ids));
  }
  if (query.property_type !== undefined) filters.push(eq(properties.propertyType, query.property_type));
  // A comparison with a null price is never true: an unpriced listing drops out here.
  if (query.price_min !== undefined) filters.push(gte(properties.price, query.price_min));
  if (query.price_max !== undefined) filters.push(lte(properties.price, query.price_max));
  if (query.bedrooms !== undefined) filters.push(gte(properties.bedrooms, query.bedrooms));
  return filters;
}

/**
 * Properties of the viewer's accepted connections (spec: feed and network listings),
 * narrowed by the filters the network page keeps in its URL.
 */
export function listNetworkProperties(
  db: Queryable,
  viewer: Viewer,
  query: PageQuery & Partial<NetworkPropertyQuery>,
): Promise<PropertyList> {
  // Private listings are 'only you': never part of anyone's network feed, not even an
  // admin's (admins can still open them directly).
  const scope = and(
    inArray(properties.userId, connectedBrokerIds(viewer.id)),
    ne(properties.visibility, 'Private'),
    ...networkFilters(query),
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
