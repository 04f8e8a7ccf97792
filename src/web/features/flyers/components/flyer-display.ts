// How a flyer reads in lists and in the editor (spec sections 3 and 9).
import type { FlyerListItem } from '#shared/schemas/flyers.ts';
import { formatPrice } from '#shared/format/price.ts';

/** A flyer's property; null in the list when the broker may no longer see the listing. */
type FlyerProperty = FlyerListItem['property'];

/** Spec section 9: a flyer's price prefers custom_price_text; else the formatted price. */
export function flyerPriceText(
  flyer: Pick<FlyerListItem, 'price' | 'custom_price_text'> & { property: FlyerProperty },
): string {
  const custom = flyer.custom_price_text?.trim();
  return custom ? custom : formatPrice(flyer.price, flyer.property?.currency);
}

/** The images a flyer shows: its own, else the property's (spec section 3). */
export const flyerImages = (
  flyer: Pick<FlyerListItem, 'images'> & { property: FlyerProperty },
): string[] => (flyer.images.length > 0 ? flyer.images : (flyer.property?.images ?? []));

/** The public page as a full address, to copy or send. */
export const absoluteUrl = (path: string): string => new URL(path, window.location.origin).href;

/** WhatsApp's share link with the flyer's title and address as the message. */
export const whatsAppShareUrl = (title: string, url: string): string =>
  `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** '12 Mar 2026'. */
export const formatUpdated = (iso: string): string => dateFormat.format(new Date(iso));
