// Who made client flyers of a listing, for its owner only (decision 023): each broker with
// their number of flyers and their newest ones. A flyer's page is linked only while it
// is live; one that is offline (client flyers turned off, or its broker can no longer see
// the listing) is counted but not linked, so nothing here is more than the owner could
// open anyway. Another broker's flyers of it, or a listing of someone else, are a 404.
import { and, count, countDistinct, desc, eq, sql } from 'drizzle-orm';
import {
  LISTING_FLYER_MAKERS_MAX,
  LISTING_FLYERS_PER_BROKER,
  type ListingFlyers,
} from '#shared/schemas/flyers.ts';
import { PROPERTY_MESSAGES } from '#shared/schemas/properties.ts';
import type { Queryable } from '#server/db/open.ts';
import { flyers, profiles, properties } from '#server/db/schema.ts';
import { notFound } from '#server/lib/http-errors.ts';
import type { Viewer } from '#server/lib/viewer.ts';
import { flyerIsLive } from './flyer-live';
import { publicFlyerPath } from './presenter';

/** At most this many rows are read to build the groups; the totals are exact. */
const ROWS_READ = LISTING_FLYER_MAKERS_MAX * LISTING_FLYERS_PER_BROKER * 4;

type Maker = ListingFlyers['brokers'][number];

export async function listFlyersOfListing(
  q: Queryable,
  owner: Viewer,
  propertyId: string,
): Promise<ListingFlyers> {
  const [listing] = await q
    .select({ allowFlyers: properties.allowFlyers })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.userId, owner.id)));
  if (!listing) throw notFound(PROPERTY_MESSAGES.notFound);

  const ofListing = eq(flyers.propertyId, propertyId);
  const [rows, [totals], perBroker] = await Promise.all([
    q
      .select({
        publicId: flyers.publicId,
        title: flyers.title,
        createdAt: flyers.createdAt,
        live: sql<boolean>`${flyerIsLive()}`.mapWith(Boolean),
        broker: {
          id: profiles.id,
          fullName: profiles.fullName,
          avatarUrl: profiles.avatarUrl,
          companyName: profiles.companyName,
        },
      })
      .from(flyers)
      .innerJoin(properties, eq(properties.id, flyers.propertyId))
      .innerJoin(profiles, eq(profiles.id, flyers.userId))
      .where(ofListing)
      .orderBy(desc(flyers.createdAt), desc(flyers.id))
      .limit(ROWS_READ),
    q
      .select({ flyers: count(), brokers: countDistinct(flyers.userId) })
      .from(flyers)
      .where(ofListing),
    q
      .select({ userId: flyers.userId, n: count() })
      .from(flyers)
      .where(ofListing)
      .groupBy(flyers.userId),
  ]);

  const counts = new Map(perBroker.map((r) => [r.userId, r.n]));
  const makers = new Map<string, Maker>();
  for (const row of rows) {
    let maker = makers.get(row.broker.id);
    if (!maker) {
      if (makers.size >= LISTING_FLYER_MAKERS_MAX) continue;
      maker = {
        broker: {
          id: row.broker.id,
          full_name: row.broker.fullName,
          avatar_url: row.broker.avatarUrl,
          company_name: row.broker.companyName,
        },
        flyer_count: counts.get(row.broker.id) ?? 0,
        flyers: [],
      };
      makers.set(row.broker.id, maker);
    }
    if (maker.flyers.length >= LISTING_FLYERS_PER_BROKER) continue;
    maker.flyers.push({
      public_url: row.live ? publicFlyerPath(row.publicId, row.title) : null,
      title: row.title,
      created_at: row.createdAt.toISOString(),
      live: row.live,
    });
  }
  return {
    allow_flyers: listing.allowFlyers,
    flyer_count: totals?.flyers ?? 0,
    broker_count: totals?.brokers ?? 0,
    brokers: [...makers.values()],
  };
}
