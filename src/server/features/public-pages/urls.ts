// Paths of the public pages and the links they carry. Segments are percent-encoded
// (a slug keeps non-Latin letters), so paths are safe in a Location header too.
import { normalizeIndianPhone } from '#shared/phone.ts';
import { FLYER_SLUG_MAX, slugify } from '#shared/slug.ts';

const seg = (value: string) => encodeURIComponent(value);

/** The first path segment of a broker's pages: the vanity URL, or the id lacking one. */
export const brokerSegment = (broker: { id: string; vanityUrl: string | null }) =>
  broker.vanityUrl ?? broker.id;

export const flyerSlugOf = (title: string) => slugify(title, FLYER_SLUG_MAX);
export const flyerPath = (publicId: string, title: string) =>
  `/flyer/${seg(publicId)}/${seg(flyerSlugOf(title))}`;
export const propertyPagePath = (brokerSeg: string, publicSlug: string) =>
  `/${seg(brokerSeg)}/${seg(publicSlug)}`;
export const brokerCardPath = (brokerSeg: string) => `/${seg(brokerSeg)}/card`;
export const profilePath = (brokerSeg: string) => `/in/${seg(brokerSeg)}`;

export const ogFlyerImagePath = (publicId: string) => `/og/flyer/${seg(publicId)}.jpg`;
export const ogPropertyImagePath = (propertyId: string) => `/og/property/${seg(propertyId)}.jpg`;
export const ogBrokerImagePath = (brokerId: string) => `/og/broker/${seg(brokerId)}.jpg`;
export const ogProjectImagePath = (publicId: string) => `/og/project/${seg(publicId)}.jpg`;

/** `path` on the configured public origin (og:url, canonical, og:image, shared links). */
export const absoluteUrl = (publicUrl: string, path: string) => `${publicUrl}${path}`;

export type PhoneLinks = { tel: string; whatsApp: (text: string) => string };

/** tel: and wa.me links for a stored phone number; null when there is no usable number. */
export function phoneLinks(phone: string | null): PhoneLinks | null {
  const normalized = phone ? normalizeIndianPhone(phone) : null;
  if (!normalized) return null;
  const digits = normalized.replace(/\D/g, '');
  return {
    tel: `tel:${normalized}`,
    whatsApp: (text) => `https://wa.me/${digits}?text=${encodeURIComponent(text)}`,
  };
}

/** WhatsApp's share sheet with the text filled in (no recipient). */
export const whatsAppShareUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

/** Images we may put in an <img>: our own media, or https elsewhere (never other schemes). */
export const isDisplayableImage = (url: string) =>
  url.startsWith('/media/') || url.startsWith('https://');
