// The broker's public pages: the card (/{vanity}/card, a small page to share) and the
// profile (/in/{vanityOrId}: bio, areas, member since and their Public listings).
import { formatPrice } from '#shared/format/price.ts';
import { thumbnailUrlOf } from '#server/lib/media/property-images.ts';
import { renderHead } from './head';
import { markup } from './html';
import { agentJsonLd } from './json-ld';
import { renderPage } from './layout';
import type { SiteInfo } from './listing-page';
import type { PublicBroker, PublicListingSummary } from './queries';
import {
  absoluteUrl,
  brokerCardPath,
  brokerSegment,
  isDisplayableImage,
  ogBrokerImagePath,
  profilePath,
  propertyPagePath,
} from './urls';
import { avatar, contactButtons, placeOf, reraNote, shareLink } from './view-parts';
import { imageVersion } from './og-image';

const memberSinceFormat = new Intl.DateTimeFormat('en-IN', {
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

function brokerSummary(broker: PublicBroker): string {
  const role = broker.companyName
    ? `Real-estate broker at ${broker.companyName}`
    : 'Real-estate broker';
  return broker.city ? `${role}, ${broker.city}` : role;
}

function brokerHead(
  site: SiteInfo,
  broker: PublicBroker,
  canonicalPath: string,
  robots: 'index, follow' | 'noindex, follow',
) {
  const canonicalUrl = absoluteUrl(site.publicUrl, canonicalPath);
  const avatarUrl =
    broker.avatarUrl && isDisplayableImage(broker.avatarUrl) ? broker.avatarUrl : null;
  return {
    canonicalUrl,
    head: renderHead({
      title: broker.fullName,
      siteName: site.siteName,
      description: [brokerSummary(broker), broker.bio ?? ''].filter(Boolean).join('. '),
      canonicalUrl,
      ogType: 'profile',
      ogImageUrl: absoluteUrl(
        site.publicUrl,
        `${ogBrokerImagePath(broker.id)}?v=${imageVersion(avatarUrl ? [avatarUrl] : [])}`,
      ),
      ogImageAlt: `${broker.fullName}, ${brokerSummary(broker)}`,
      robots,
      jsonLd: agentJsonLd({
        name: broker.fullName,
        url: absoluteUrl(site.publicUrl, profilePath(brokerSegment(broker))),
        imageUrl: avatarUrl
          ? avatarUrl.startsWith('/')
            ? absoluteUrl(site.publicUrl, avatarUrl)
            : avatarUrl
          : null,
        telephone: broker.phone,
        company: broker.companyName,
        city: broker.city,
        description: broker.bio,
        areas: broker.areas,
      }),
    }),
  };
}

function brokerHeading(broker: PublicBroker) {
  return markup`<div class="broker">${avatar(broker, 96)}<div>
<h1>${broker.fullName}</h1>
<p class="muted">${brokerSummary(broker)}</p>
${reraNote(broker)}
</div></div>`;
}

export function renderBrokerCard(site: SiteInfo, broker: PublicBroker): string {
  const segment = brokerSegment(broker);
  // The card is a share-sized copy of the profile: the profile is what search indexes.
  const { canonicalUrl, head } = brokerHead(
    site,
    broker,
    brokerCardPath(segment),
    'noindex, follow',
  );
  const main = markup`<div class="narrow">
<div class="card big">
${brokerHeading(broker)}
${contactButtons(broker, `Hi ${broker.fullName}, I found your card on ${site.siteName}: ${canonicalUrl}`)}
<p><a class="btn alt" href="${profilePath(segment)}">View full profile and listings</a></p>
</div>
${shareLink(`${broker.fullName}, ${brokerSummary(broker)}`, canonicalUrl)}
</div>`;
  return renderPage({ head, main, siteName: site.siteName });
}

export function renderBrokerProfile(
  site: SiteInfo,
  broker: PublicBroker,
  listings: readonly PublicListingSummary[],
): string {
  const segment = brokerSegment(broker);
  const { canonicalUrl, head } = brokerHead(site, broker, profilePath(segment), 'index, follow');
  const main = markup`<div class="layout">
<article class="card big">
${brokerHeading(broker)}
<p class="muted">Member since ${memberSinceFormat.format(broker.memberSince)}</p>
${broker.bio ? markup`<section aria-labelledby="bio-h"><h2 id="bio-h">About</h2><p class="text">${broker.bio}</p></section>` : ''}
${
  broker.areas.length > 0
    ? markup`<section aria-labelledby="areas-h"><h2 id="areas-h">Areas served</h2><ul class="tags">${broker.areas.map((a) => markup`<li>${a}</li>`)}</ul></section>`
    : ''
}
<section aria-labelledby="listings-h">
<h2 id="listings-h">Listings</h2>
${
  listings.length > 0
    ? markup`<ul class="list">${listings.map((l) => listingItem(segment, l))}</ul>`
    : markup`<p class="muted">No public listings right now.</p>`
}
</section>
</article>
<div>
<aside class="card" aria-labelledby="contact-h">
<h2 id="contact-h">Contact</h2>
${contactButtons(broker, `Hi ${broker.fullName}, I found your profile on ${site.siteName}: ${canonicalUrl}`)}
${broker.phone ? '' : markup`<p class="muted">No phone number shared yet.</p>`}
</aside>
${shareLink(`${broker.fullName}, ${brokerSummary(broker)}`, canonicalUrl)}
</div>
</div>`;
  return renderPage({ head, main, siteName: site.siteName });
}

function listingItem(segment: string, listing: PublicListingSummary) {
  const first = listing.images.find(isDisplayableImage);
  const place = placeOf(listing.area, listing.city);
  return markup`<li><a href="${propertyPagePath(segment, listing.publicSlug ?? '')}">${
    first
      ? markup`<img src="${thumbnailUrlOf(first)}" width="96" height="72" alt="" loading="lazy" decoding="async">`
      : ''
  }<span><b>${listing.title}</b>${formatPrice(listing.price, listing.currency)}${place ? ` · ${place}` : ''}</span></a></li>`;
}
