// The exact response shape of a flyer. The property is the one the flyer's broker may
// see now (null when they no longer may); the flyer's photos that are references to
// the property's photos are shown only while the property still has them and the
// broker may still see it, so a stale or no-longer-visible photo URL never goes out.
import type { Flyer, FlyerListItem, FlyerStatus } from '#shared/schemas/flyers.ts';
import { slugify } from '#shared/slug.ts';
import type { flyers } from '#server/db/schema.ts';
import { isPropertyImageUrl } from '#server/lib/media/property-images.ts';

export type FlyerRow = typeof flyers.$inferSelect;
export type FlyerPropertyRow = {
  id: string;
  title: string;
  description: string;
  price: number | null;
  currency: string;
  propertyType: string;
  city: string | null;
  area: string | null;
  bedrooms: number | null;
  baths: number | null;
  sqft: number | null;
  images: string[];
  /** The owner's switch 'Other brokers may make client flyers' (decision 023). */
  allowFlyers: boolean;
};
/** A flyer with its property as the reader may see it now (null: not any more). */
export type FlyerWithProperty = { flyer: FlyerRow; property: FlyerPropertyRow | null };
export type VisibleFlyer = { flyer: FlyerRow; property: FlyerPropertyRow };

/** The canonical public page (decision 011); the public-pages route redirects other slugs here. */
export const publicFlyerPath = (publicId: string, title: string): string =>
  `/flyer/${publicId}/${slugify(title)}`;

/** The flyer's photos that may be shown: its own, and its property's that still exist. */
export function shownFlyerImages(
  images: readonly string[],
  property: Pick<FlyerPropertyRow, 'images'> | null,
): string[] {
  return images.filter(
    (url) => !isPropertyImageUrl(url) || (property?.images.includes(url) ?? false),
  );
}

/** Whether the flyer's page is online, and if not, why (its broker's view of it). */
export function flyerStatusOf(property: FlyerPropertyRow | null): FlyerStatus {
  if (!property) return 'listing_unavailable';
  return property.allowFlyers ? 'live' : 'flyers_off';
}

export function presentFlyerListItem({ flyer: f, property: p }: FlyerWithProperty): FlyerListItem {
  return {
    id: f.id,
    user_id: f.userId,
    property_id: f.propertyId,
    public_id: f.publicId,
    title: f.title,
    description: f.description,
    price: f.price,
    custom_price_text: f.customPriceText,
    // Spec section 4: the two modes null each other's field, so the row says which.
    price_mode: f.customPriceText !== null ? 'custom' : 'standard',
    images: shownFlyerImages(f.images, p),
    created_at: f.createdAt.toISOString(),
    updated_at: f.updatedAt.toISOString(),
    public_url: publicFlyerPath(f.publicId, f.title),
    property: p && presentFlyerProperty(p),
    status: flyerStatusOf(p),
  };
}

export function presentFlyerProperty(p: FlyerPropertyRow): Flyer['property'] {
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    price: p.price,
    currency: p.currency,
    property_type: p.propertyType === 'Rent' ? 'Rent' : 'Sale',
    city: p.city,
    area: p.area,
    bedrooms: p.bedrooms,
    baths: p.baths,
    sqft: p.sqft,
    images: p.images,
  };
}

export function presentFlyer(found: VisibleFlyer): Flyer {
  const { status: _status, property, ...item } = presentFlyerListItem(found);
  if (!property) throw new Error('presentFlyer needs a visible property');
  return { ...item, property };
}
