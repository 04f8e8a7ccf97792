// Pieces shared by the public pages: the broker's contact block, the WhatsApp share
// link, listing facts. Every value goes through the `markup` template (escaped).
import { formatWholeNumber } from '#shared/format/numbers.ts';
import { reraLine } from '#shared/rera.ts';
import { markup, type SafeHtml } from './html';
import type { PublicBroker } from './queries';
import { isDisplayableImage, phoneLinks, whatsAppShareUrl } from './urls';


function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('');
  return letters.toUpperCase() || '?';
}

export function avatar(
  broker: Pick<PublicBroker, 'fullName' | 'avatarUrl'>,
  size: number,
): SafeHtml {
  if (broker.avatarUrl && isDisplayableImage(broker.avatarUrl)) {
    return markup`<img class="avatar" src="${broker.avatarUrl}" width="${size}" height="${size}" alt="Photo of ${broker.fullName}" decoding="async">`;
  }
  return markup`<span class="avatar" aria-hidden="true">${initialsOf(broker.fullName)}</span>`;
}

/** Call and WhatsApp buttons; nothing at all when the broker has no phone number. */
export function contactButtons(broker: PublicBroker, whatsAppText: string): SafeHtml {
  const links = phoneLinks(broker.phone);
  if (!links) return markup``;
  return markup`<div class="btns">
<a class="btn" href="${links.tel}">Call ${broker.fullName}</a>
<a class="btn wa" href="${links.whatsApp(whatsAppText)}" rel="noopener">Chat on WhatsApp</a>
</div>`;
}

/** The broker's RERA registration: the authorities require it on every advertisement. */
export function reraNote(broker: Pick<PublicBroker, 'reraNumber' | 'reraState'>): SafeHtml | '' {
  const rera = reraLine(broker.reraNumber, broker.reraState);
  return rera ? markup`<p class="muted">${rera}</p>` : '';
}

export function brokerIdentity(broker: PublicBroker, size = 64): SafeHtml {
  return markup`<div class="broker">${avatar(broker, size)}<div>
<p class="name">${broker.fullName}</p>
${broker.companyName ? markup`<p class="muted">${broker.companyName}</p>` : ''}
${reraNote(broker)}
</div></div>`;
}

/** The aside of a listing page: who to contact about it. */
export function brokerBlock(broker: PublicBroker, whatsAppText: string): SafeHtml {
  return markup`<aside class="card" aria-labelledby="broker-h">
<h2 id="broker-h">Contact the broker</h2>
${brokerIdentity(broker)}
${contactButtons(broker, whatsAppText)}
</aside>`;
}

export function shareLink(text: string, url: string): SafeHtml {
  return markup`<p><a class="btn alt" href="${whatsAppShareUrl(`${text}\n${url}`)}" rel="noopener">Share on WhatsApp</a></p>`;
}

export type ListingFactsInput = {
  propertyType: string;
  bedrooms: number | null;
  baths: number | null;
  sqft: number | null;
};

export function factList(facts: ListingFactsInput): string[] {
  const out = [facts.propertyType === 'Rent' ? 'For Rent' : 'For Sale'];
  if (facts.bedrooms !== null) out.push(`${facts.bedrooms} BHK`);
  if (facts.baths !== null) out.push(`${facts.baths} ${facts.baths === 1 ? 'Bath' : 'Baths'}`);
  if (facts.sqft !== null) out.push(`${formatWholeNumber(facts.sqft)} sq ft`);
  return out;
}

export const placeOf = (area: string | null, city: string | null) =>
  [area, city].filter((part): part is string => !!part && part.trim() !== '').join(', ');
