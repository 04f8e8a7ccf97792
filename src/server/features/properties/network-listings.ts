// Network listings (spec: properties of accepted connections, newest first, paged),
// narrowed by the filters the network page keeps in its URL. The page takes at most the
// listings up to its end from each connection (a LATERAL over properties_network_idx,
// index only), then the newest of those: its cost follows the page and the number of
// connections, not how much the network has listed. Not counted: a next page is known
// by reading one row more (decision 046).
import { and, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { NETWORK_LISTINGS_PAGE_SIZE } from '#shared/constants.ts';
import type { NetworkPropertyList, NetworkPropertyQuery } from '#shared/schemas/properties.ts';
import type { Queryable } from '#server/db/open.ts';
import { properties } from '#server/db/schema.ts';
import type { Viewer } from '#server/lib/viewer.ts';
import { connectedBrokerIds } from '../connections';
import type { PageQuery } from './list-service';
import { presentProperty } from './presenter';
import { selectWithBroker } from './property-queries';
import { visibleTo } from './visibility';

type FilterColumns = Record<
  'cityId' | 'areaId' | 'propertyType' | 'price' | 'bedrooms' | 'visibility',
  AnyPgColumn
>;

/** The list's filters as conditions on `t` (properties or an alias of it). */
function networkFilters(t: FilterColumns, query: Partial<NetworkPropertyQuery>): SQL[] {
  const filters: SQL[] = [];
  if (query.city_id !== undefined) filters.push(eq(t.cityId, query.city_id));
  if (query.area_ids !== undefined && query.area_ids.length > 0) {
    filters.push(inArray(t.areaId, query.area_ids));
  }
  if (query.property_type !== undefined) filters.push(eq(t.propertyType, query.property_type));
  // A comparison with a null price is never true: an unpriced listing drops out here.
  if (query.price_min !== undefined) filters.push(gte(t.price, query.price_min));
  if (query.price_max !== undefined) filters.push(lte(t.price, query.price_max));
  if (query.bedrooms !== undefined) filters.push(gte(t.bedrooms, query.bedrooms));
  return filters;
}

const LISTING = 'network_listing';
const listing = alias(properties, LISTING);

/**
 * The ids of the listings from `skip` to `skip + take` of the network's, newest first.
 * Private listings are 'only you': never part of anyone's network list, not even an
 * admin's (admins can still open them directly); the predicate is the partial index's.
 */
function networkPageIds(viewerId: string, filters: SQL[], skip: number, take: number): SQL {
  return sql`(select page.id from ${connectedBrokerIds(viewerId)} as broker(id)
    cross join lateral (
      select ${listing.id} as id, ${listing.createdAt} as created_at
      from ${properties} as ${sql.identifier(LISTING)}
      where ${and(sql`${listing.userId} = broker.id`, ne(listing.visibility, 'Private'), ...filters)}
      order by ${listing.createdAt} desc, ${listing.id} desc
      limit ${skip + take}) as page
    order by page.created_at desc, page.id desc
    limit ${take} offset ${skip})`;
}

export async function listNetworkProperties(
  db: Queryable,
  viewer: Viewer,
  query: PageQuery & Partial<NetworkPropertyQuery>,
): Promise<NetworkPropertyList> {
  const pageSize = query.page_size ?? NETWORK_LISTINGS_PAGE_SIZE;
  const ids = networkPageIds(viewer.id, networkFilters(listing, query), (query.page - 1) * pageSize, pageSize + 1);
  // visibleTo() on the page's few rows as on every list (a connection's shared listing
  // always passes it): the rule stays the one filter of every read.
  const rows = await selectWithBroker(db)
    .where(and(sql`${properties.id} in ${ids}`, visibleTo(viewer)))
    .orderBy(desc(properties.createdAt), desc(properties.id));
  return {
    items: rows.slice(0, pageSize).map((row) => presentProperty(row, viewer)),
    has_more: rows.length > pageSize,
    page: query.page,
    page_size: pageSize,
  };
}
