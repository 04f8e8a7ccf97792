// The reads behind the public pages. Listings go through the one visibility rule
// (decision 006): a property page only for visibleTo(null), i.e. Public; a flyer only
// while it is live (flyerIsLive: its broker may still see the property, as a column of
// the same statement, and the owner allows client flyers; decision 023).
import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Queryable } from '#server/db/open.ts';
import { flyers, profiles, properties } from '#server/db/schema.ts';
import { brokerSummaryColumns } from '#server/lib/broker-summary.ts';
import { isUuid } from '#server/lib/ids.ts';
import { preparedOnce } from '#server/lib/prepared.ts';
import { flyerIsLive } from '../flyers';
import { listingSummaryColumns, visibleTo } from '../properties';

export const publicBrokerColumns = {
  ...brokerSummaryColumns,
  bio: profiles.bio,
  areas: profiles.areas,
  memberSince: profiles.memberSince,
  phone: profiles.phone,
  vanityUrl: profiles.vanityUrl,
  reraNumber: profiles.reraNumber,
  reraState: profiles.reraState,
};

export type PublicBroker = {
  id: string;
  fullName: string;
  avatarUrl: string | null;
  companyName: string | null;
  city: string | null;
  bio: string | null;
  areas: string[];
  memberSince: Date;
  phone: string | null;
  vanityUrl: string | null;
  reraNumber: string | null;
  reraState: string | null;
};
export type PropertyRow = typeof properties.$inferSelect;
export type FlyerRow = typeof flyers.$inferSelect;

// The vanity format of the profile form (src/shared/schemas/profiles.ts), any case.
const VANITY = /^[a-z][a-z0-9-]{2,29}$/i;
const PUBLIC_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Could this be a broker's first path segment (their id or vanity URL)? */
export const looksLikeBrokerSegment = (value: string) => isUuid(value) || VANITY.test(value);

/** The profile matching a first path segment: its id, or its vanity URL in any case. */
function brokerSegmentMatch(segment: string): SQL | undefined {
  if (isUuid(segment)) return eq(profiles.id, segment.toLowerCase());
  // The unique index is on lower(vanity_url).
  if (VANITY.test(segment)) return sql`lower(${profiles.vanityUrl}) = ${segment.toLowerCase()}`;
  return undefined;
}

/** A broker by id or by vanity URL in any letter case. */
export async function findBrokerBySegment(
  db: Queryable,
  segment: string,
): Promise<PublicBroker | undefined> {
  const match = brokerSegmentMatch(segment);
  if (!match) return undefined;
  const [row] = await db.select(publicBrokerColumns).from(profiles).where(match);
  return row;
}

/**
 * The Public property with this page slug of the broker named by `segment`, with
 * that broker, in one statement; nothing for any other visibility.
 */
export async function findPublicPropertyPage(
  db: Queryable,
  segment: string,
  slug: string,
): Promise<{ property: PropertyRow; broker: PublicBroker } | undefined> {
  const match = brokerSegmentMatch(segment);
  if (!match) return undefined;
  const [row] = await db
    .select({ property: properties, broker: publicBrokerColumns })
    .from(properties)
    .innerJoin(profiles, eq(profiles.id, properties.userId))
    .where(and(match, eq(properties.publicSlug, slug), visibleTo(null)));
  return row;
}

export async function findPublicPropertyById(
  db: Queryable,
  id: string,
): Promise<PropertyRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.id, id.toLowerCase()), visibleTo(null)));
  return row;
}

export type PublicFlyer = { flyer: FlyerRow; property: PropertyRow; broker: PublicBroker };

/**
 * A flyer while it is live (its broker may still see the property and the owner allows
 * flyers); the broker is the flyer's, not the owner.
 */
export async function findPublicFlyer(
  db: Db,
  publicId: string,
): Promise<PublicFlyer | undefined> {
  if (!PUBLIC_ID.test(publicId)) return undefined;
  const [row] = await publicFlyerById(db).execute({ publicId });
  return row;
}

// Every open of a client's flyer link (a WhatsApp group opens one at once).
const publicFlyerById = preparedOnce((db) =>
  db
    .select({ flyer: flyers, property: properties, broker: publicBrokerColumns })
    .from(flyers)
    .innerJoin(properties, eq(properties.id, flyers.propertyId))
    .innerJoin(profiles, eq(profiles.id, flyers.userId))
    .where(and(eq(flyers.publicId, sql.placeholder('publicId')), flyerIsLive()))
    .prepare('public_flyer_by_id'),
);

export const PROFILE_LISTINGS_MAX = 24;

export type PublicListingSummary = Pick<
  PropertyRow,
  | 'id'
  | 'title'
  | 'price'
  | 'currency'
  | 'propertyType'
  | 'city'
  | 'area'
  | 'bedrooms'
  | 'images'
  | 'publicSlug'
>;

/** The broker's Public listings that have a page, newest first. */
export async function listPublicListings(
  db: Queryable,
  ownerId: string,
): Promise<PublicListingSummary[]> {
  return db
    .select({ ...listingSummaryColumns, publicSlug: properties.publicSlug })
    .from(properties)
    .where(and(eq(properties.userId, ownerId), visibleTo(null), isNotNull(properties.publicSlug)))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(PROFILE_LISTINGS_MAX);
}
