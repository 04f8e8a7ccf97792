// The counted list surfaces: my listings and a broker's listings, each a scope on top of
// the shared visibility filter. Network listings: ./network-listings.ts.
import { MY_LISTINGS_PAGE_SIZE } from '#shared/constants.ts';
import type { PropertyList } from '#shared/schemas/properties.ts';
import type { Queryable } from '#server/db/open.ts';
import { listBrokerListings } from './property-queries';
import type { Viewer } from '#server/lib/viewer.ts';

export type PageQuery = { page: number; page_size?: number | undefined };

export function listMyProperties(
  db: Queryable,
  viewer: Viewer,
  query: PageQuery,
): Promise<PropertyList> {
  return listBrokerListings(db, viewer, viewer.id, {
    page: query.page,
    pageSize: query.page_size ?? MY_LISTINGS_PAGE_SIZE,
  });
}

export function listBrokerProperties(
  db: Queryable,
  viewer: Viewer,
  brokerId: string,
  query: PageQuery,
): Promise<PropertyList> {
  return listBrokerListings(db, viewer, brokerId, {
    page: query.page,
    pageSize: query.page_size ?? MY_LISTINGS_PAGE_SIZE,
  });
}
