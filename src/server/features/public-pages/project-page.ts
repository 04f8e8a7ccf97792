// A broker's public project page (/p/{public_id}, decision 044 "Public project page per
// broker"): the project's facts, photos, brochure and price sheet, and the SHARING broker's
// card (name, company, RERA number, call and WhatsApp). Client protection: the client must
// reach their own broker, so the marketer's contact is never on another broker's page, and
// the project's commission, visibility, registrations, holds and units are not read here.
// Same shell, stylesheet and caching as the flyers; no script at all (not even JSON-LD).
import { formatWholeNumber } from '#shared/format/numbers.ts';
import { formatPrice } from '#shared/format/price.ts';
import { formatBytes } from '#shared/format/bytes.ts';
import { fromPriceOf, type UnitType } from '#shared/schemas/project-inventory.ts';
import { projectSharePath } from '#shared/schemas/project-shares.ts';
import {
  formatRegistrationDate,
  PROJECT_STATUS_LABELS,
  type ProjectStatus,
} from '#shared/schemas/projects.ts';
import { renditionUrlFor, type Rendition } from '#server/lib/media/image-folders.ts';
import { renderHead } from './head';
import { markup, type SafeHtml } from './html';
import { renderPage } from './layout';
import { renderHero, type SiteInfo } from './listing-page';
import { imageVersion } from './og-image';
import type { PublicProjectShare } from './project-share-queries';
import { absoluteUrl, isDisplayableImage, ogProjectImagePath } from './urls';
import { brokerBlock, placeOf, shareLink } from './view-parts';

/** Up to 10 photos per project (the media slice's limit); more would not be shown. */
const PROJECT_PHOTOS_SHOWN = 10;
// Photos stored through the listings' pipeline (any parent folder): full.webp beside its
// medium.webp and thumb.webp. Anything else stands for itself.
const STORED_PHOTO = /^\/media\/([a-z0-9_/-]+\/[0-9a-f]{32})\/full\.webp$/;
const renditionOf = (url: string, rendition: Rendition) =>
  renditionUrlFor(STORED_PHOTO, url, rendition);


const statusWords = (status: string) =>
  PROJECT_STATUS_LABELS[status as ProjectStatus] ?? PROJECT_STATUS_LABELS.pre_launch;

/** '31 Dec 2027', as the app writes a possession date (India's day). */
const possessionText = (date: string) => formatRegistrationDate(`${date}T12:00:00+05:30`);

/** The lowest 'from' price of the sheet; null without unit types or prices. */
function lowestFromPrice(types: readonly UnitType[]): number | null {
  const prices = types.map(fromPriceOf).filter((p) => p > 0);
  return prices.length > 0 ? Math.min(...prices) : null;
}

const PLACEHOLDER = markup`<div class="ph" role="img" aria-label="No photos of this project yet"><svg width="64" height="64" viewBox="0 0 24 24" fill="none" stroke="#1d4ed8" stroke-width="1.5" aria-hidden="true"><path d="M6 22V4a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v18Z"/><path d="M6 12H4a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h2M18 9h2a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-2M10 6h4M10 10h4M10 14h4M10 18h4"/></svg></div>`;

function priceSheet(types: readonly UnitType[]): SafeHtml | '' {
  if (types.length === 0) return '';
  return markup`<section aria-labelledby="prices-h">
<h2 id="prices-h">Price sheet</h2>
<div class="scroll" role="region" aria-label="Price sheet table" tabindex="0"><table class="sheet" aria-labelledby="prices-h">
<thead><tr><th scope="col">Unit</th><th scope="col">Carpet (sq ft)</th><th scope="col">Per sq ft</th><th scope="col">From</th></tr></thead>
<tbody>${types.map(
    (t) =>
      markup`<tr><th scope="row">${t.label}</th><td>${formatWholeNumber(t.carpet_sqft)}</td><td>${formatPrice(t.price_per_sqft)}</td><td>${formatPrice(fromPriceOf(t))}</td></tr>`,
  )}</tbody>
</table></div>
<p class="muted small">Prices in rupees; 'from' is the lowest price of the type. Ask your broker for the full cost.</p>
</section>`;
}

export function renderProjectPage(site: SiteInfo, share: PublicProjectShare): string {
  const { project, broker, unitTypes } = share;
  const canonicalUrl = absoluteUrl(site.publicUrl, projectSharePath(share.publicId));
  const place = placeOf(project.area, share.city);
  const status = statusWords(project.status);
  const images = project.images.filter(isDisplayableImage).slice(0, PROJECT_PHOTOS_SHOWN);
  const from = lowestFromPrice(unitTypes);
  // The file is served from the page's own address while the page is online.
  const brochure = project.brochureUrl ? `${projectSharePath(share.publicId)}/brochure` : null;
  const brochureSize = project.brochureBytes ? ` (${formatBytes(project.brochureBytes)})` : '';

  const summary = [
    project.developer ? `${status} project by ${project.developer}` : `${status} project`,
    place,
    from ? `from ${formatPrice(from)}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  const head = renderHead({
    title: project.name,
    siteName: site.siteName,
    description: [summary, project.description].filter(Boolean).join('. '),
    canonicalUrl,
    ogType: 'website',
    ogImageUrl: absoluteUrl(
      site.publicUrl,
      `${ogProjectImagePath(share.publicId)}?v=${imageVersion(images)}`,
    ),
    ogImageAlt: place ? `${project.name}, ${place}` : project.name,
    // One broker's copy of a project, made for their clients: not for search engines.
    robots: 'noindex, nofollow',
  });

  const facts: Array<[string, string]> = [['Status', status]];
  if (project.possessionDate) facts.push(['Possession', possessionText(project.possessionDate)]);
  if (project.address) facts.push(['Address', project.address]);
  if (project.reraProjectNumber) facts.push(['RERA project number', project.reraProjectNumber]);

  const [hero, ...rest] = images;
  const count = images.length;
  const main = markup`<div class="layout">
<article class="card">
${hero ? renderHero(hero, renditionOf(hero, 'medium'), markup`${project.name}, photo 1 of ${count}`) : PLACEHOLDER}
<h1>${project.name}</h1>
${project.developer ? markup`<p class="muted">by ${project.developer}</p>` : ''}
${from ? markup`<p class="price">From ${formatPrice(from)}</p>` : ''}
${place ? markup`<p class="muted">${place}</p>` : ''}
<dl class="kv">${facts.map(([label, value]) => markup`<dt>${label}</dt><dd>${value}</dd>`)}</dl>
${brochure ? markup`<p><a class="btn alt" href="${brochure}">Download brochure${brochureSize}</a></p>` : ''}
${
  project.description
    ? markup`<section aria-labelledby="about-h">
<h2 id="about-h">About this project</h2>
<p class="text">${project.description}</p>
</section>`
    : ''
}
${
  project.amenities.length > 0
    ? markup`<section aria-labelledby="amenities-h">
<h2 id="amenities-h">Amenities</h2>
<ul class="tags">${project.amenities.map((a) => markup`<li>${a}</li>`)}</ul>
</section>`
    : ''
}
${priceSheet(unitTypes)}
${
  rest.length > 0
    ? markup`<section aria-labelledby="photos-h">
<h2 id="photos-h">More photos</h2>
<ul class="thumbs">${rest.map(
        (url, i) =>
          markup`<li><a href="${url}"><img src="${renditionOf(url, 'thumb')}" width="400" height="267" alt="${project.name}, photo ${i + 2} of ${count}" loading="lazy" decoding="async"></a></li>`,
      )}</ul>
</section>`
    : ''
}
</article>
<div>
${brokerBlock(broker, `Hi ${broker.fullName}, I saw ${project.name} on ${site.siteName}: ${canonicalUrl}`)}
${shareLink(project.name, canonicalUrl)}
</div>
</div>`;
  return renderPage({ head, main, siteName: site.siteName });
}
