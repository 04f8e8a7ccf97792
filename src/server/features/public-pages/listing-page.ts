// The listing pages: a flyer (/flyer/{public_id}/{slug}, the flyer broker's contact)
// and a property's own page (/{vanityOrId}/{slug}, the owner's contact). Same layout,
// different facts (decision 011).
import { PROPERTY_IMAGES_MAX } from '#shared/constants.ts';
import { formatPrice } from '#shared/format/price.ts';
import { imageUrlPattern, renditionUrlFor, type Rendition } from '#server/lib/media/image-folders.ts';
import { mediumUrlOf, thumbnailUrlOf } from '#server/lib/media/property-images.ts';
import { renderHead, type PageMeta } from './head';
import { markup, type SafeHtml } from './html';
import { listingJsonLd } from './json-ld';
import { renderPage } from './layout';
import type { PublicBroker, PublicFlyer, PropertyRow } from './queries';
import {
  absoluteUrl,
  brokerSegment,
  flyerPath,
  isDisplayableImage,
  ogFlyerImagePath,
  ogPropertyImagePath,
  profilePath,
  propertyPagePath,
} from './urls';
import { brokerBlock, factList, placeOf, shareLink } from './view-parts';
import { imageVersion } from './og-image';

export type SiteInfo = { siteName: string; publicUrl: string };

type ListingModel = {
  title: string;
  priceText: string;
  /** The number for JSON-LD; null with a custom price text or no price. */
  price: number | null;
  currency: string;
  description: string;
  propertyType: 'Sale' | 'Rent';
  bedrooms: number | null;
  baths: number | null;
  sqft: number | null;
  area: string | null;
  city: string | null;
  images: string[];
  /** A smaller rendition of one of `images` (the URL itself when there is none). */
  renditionOf: (url: string, rendition: Rendition) => string;
  broker: PublicBroker;
  canonicalPath: string;
  ogImagePath: string;
  robots: PageMeta['robots'];
  datePosted: Date;
};

const asType = (value: string): 'Sale' | 'Rent' => (value === 'Rent' ? 'Rent' : 'Sale');

type ListingFacts = Pick<ListingModel, 'propertyType' | 'bedrooms' | 'baths' | 'sqft' | 'area' | 'city'>;

/** The facts a flyer always takes from its property, as the property page shows them. */
const factsOf = (property: PropertyRow): ListingFacts => ({
  propertyType: asType(property.propertyType),
  bedrooms: property.bedrooms,
  baths: property.baths,
  sqft: property.sqft,
  area: property.area,
  city: property.city,
});
const pageImages = (urls: readonly string[]) =>
  urls.filter(isDisplayableImage).slice(0, PROPERTY_IMAGES_MAX);

export function renderFlyerPage(site: SiteInfo, { flyer, property, broker }: PublicFlyer): string {
  const custom = flyer.customPriceText?.trim();
  const flyerImages = pageImages(flyer.images);
  const images = flyerImages.length > 0 ? flyerImages : pageImages(property.images);
  return renderListing(site, {
    title: flyer.title,
    priceText: custom || formatPrice(flyer.price, property.currency),
    price: custom ? null : flyer.price,
    currency: property.currency,
    description: flyer.description?.trim() || property.description,
    ...factsOf(property),
    images,
    // The flyer's own photos live under flyers/{id}; the property's are referenced.
    renditionOf: (url, rendition) =>
      renditionUrlFor(
        imageUrlPattern(`flyers/${flyer.id}`),
        propertyRendition(url, rendition),
        rendition,
      ),
    broker,
    canonicalPath: flyerPath(flyer.publicId, flyer.title),
    ogImagePath: `${ogFlyerImagePath(flyer.publicId)}?v=${imageVersion(images)}`,
    // A flyer is one broker's copy of another's listing, made for a client: not for
    // search engines (it would also duplicate the owner's page).
    robots: 'noindex, nofollow',
    datePosted: flyer.createdAt,
  });
}

export function renderPropertyPage(
  site: SiteInfo,
  property: PropertyRow,
  owner: PublicBroker,
): string {
  const images = pageImages(property.images);
  return renderListing(site, {
    title: property.title,
    priceText: formatPrice(property.price, property.currency),
    price: property.price,
    currency: property.currency,
    description: property.description,
    ...factsOf(property),
    images,
    renditionOf: propertyRendition,
    broker: owner,
    canonicalPath: propertyPagePath(brokerSegment(owner), property.publicSlug ?? ''),
    ogImagePath: `${ogPropertyImagePath(property.id)}?v=${imageVersion(images)}`,
    robots: 'index, follow',
    datePosted: property.createdAt,
  });
}

function renderListing(site: SiteInfo, m: ListingModel): string {
  const canonicalUrl = absoluteUrl(site.publicUrl, m.canonicalPath);
  const place = placeOf(m.area, m.city);
  const facts = factList(m);
  const absoluteImages = m.images.map((url) =>
    url.startsWith('/') ? absoluteUrl(site.publicUrl, url) : url,
  );
  const brokerUrl = absoluteUrl(site.publicUrl, profilePath(brokerSegment(m.broker)));
  const summary = [m.priceText, ...facts.slice(1), place].filter(Boolean).join(' · ');

  const head = renderHead({
    title: m.title,
    siteName: site.siteName,
    description: `${summary}. ${m.description}`,
    canonicalUrl,
    ogType: 'website',
    ogImageUrl: absoluteUrl(site.publicUrl, m.ogImagePath),
    ogImageAlt: place ? `${m.title}, ${place}` : m.title,
    robots: m.robots,
    jsonLd: listingJsonLd({
      name: m.title,
      description: m.description,
      url: canonicalUrl,
      imageUrls: absoluteImages,
      datePosted: m.datePosted,
      price: m.price,
      currency: m.currency,
      propertyType: m.propertyType,
      area: m.area,
      city: m.city,
      bedrooms: m.bedrooms,
      baths: m.baths,
      sqft: m.sqft,
      agent: {
        name: m.broker.fullName,
        url: brokerUrl,
        imageUrl: m.broker.avatarUrl ? absoluteUrl(site.publicUrl, m.broker.avatarUrl) : null,
        telephone: m.broker.phone,
        company: m.broker.companyName,
        city: m.broker.city,
      },
    }),
  });

  const [hero, ...rest] = m.images;
  const count = m.images.length;
  const main = markup`<div class="layout">
<article class="card">
${hero ? renderHero(hero, m.renditionOf(hero, 'medium'), markup`${m.title}, photo 1 of ${count}`) : ''}
<h1>${m.title}</h1>
<p class="price">${m.priceText}</p>
${place ? markup`<p class="muted">${place}</p>` : ''}
<ul class="facts">${facts.map((fact) => markup`<li>${fact}</li>`)}</ul>
<section aria-labelledby="about-h">
<h2 id="about-h">About this property</h2>
<p class="text">${m.description}</p>
</section>
${
  rest.length > 0
    ? markup`<section aria-labelledby="photos-h">
<h2 id="photos-h">More photos</h2>
<ul class="thumbs">${rest.map(
        (url, i) =>
          markup`<li><a href="${url}"><img src="${m.renditionOf(url, 'thumb')}" width="400" height="267" alt="${m.title}, photo ${i + 2} of ${count}" loading="lazy" decoding="async"></a></li>`,
      )}</ul>
</section>`
    : ''
}
</article>
<div>
${brokerBlock(m.broker, `Hi ${m.broker.fullName}, I saw ${m.title} on ${site.siteName}: ${canonicalUrl}`)}
${shareLink(m.title, canonicalUrl)}
</div>
</div>`;
  return renderPage({ head, main, siteName: site.siteName });
}

const propertyRendition = (url: string, rendition: Rendition) =>
  rendition === 'thumb' ? thumbnailUrlOf(url) : mediumUrlOf(url);

/**
 * The first photo. Phones take the 800 px rendition (the card is the screen's width, at
 * most about 400 CSS px at 2x); wide screens at 2x the full one. A photo we did not
 * store has no renditions and is offered as it is.
 */
export function renderHero(full: string, medium: string, alt: SafeHtml) {
  const srcset = medium === full ? '' : `${medium} 800w, ${full} 1600w`;
  return srcset
    ? markup`<div class="hero"><img src="${full}" srcset="${srcset}" sizes="(min-width: 768px) 644px, 100vw" width="1200" height="800" alt="${alt}" fetchpriority="high" decoding="async"></div>`
    : markup`<div class="hero"><img src="${full}" width="1200" height="800" alt="${alt}" fetchpriority="high" decoding="async"></div>`;
}
