// Title (spec section 5): the first line when it is 6 to 99 characters, otherwise one
// generated from a random adjective, the keyword prefixes, BHK count, sale or rental
// label, area, baths and size.
//
// "First line" is read as the first line that says something: WhatsApp formatting,
// emoji and bullets are stripped from it first (they are not characters of a title),
// and lines that are only a greeting ("Good morning all"), a share request, a
// client's requirement ("Req: 2BHK Andheri W budget 50k"), a "Forwarded" marker or a
// bare banner ("*For Sale*", "HOT DEAL", "Property 1") are passed over, at most five.
import type { ListingKind } from './parse-price';
import { BULLETS, EMOJI, FORMAT_MARKS, KEYCAP } from './decorations';
import { cutAt, isForwardedMarker, stripChatPrefix } from './text-lines';
import { formatNumber } from '../format/numbers';

export const TITLE_ADJECTIVES = [
  'Elegant',
  'Luxurious',
  'Premium',
  'Exquisite',
  'Stunning',
  'Beautiful',
  'Modern',
  'Charming',
  'Cozy',
  'Spacious',
] as const;

export const TITLE_MIN_LENGTH = 6;
export const TITLE_MAX_LENGTH = 99;
const MAX_PREFIXES = 3;
const MAX_SKIPPED_LINES = 5;

const EDGE_START = /^[\s|:>.,)\]-]+|^\d{1,2}[).] /;
const EDGE_END = /[\s|:,-]+$/;
const GREETING =
  /^(?:hi+|hello|hey|dear\b|good (?:morning|afternoon|evening|day)|gm\b|namaste|namaskar|greetings|respected|regards)/;
const SHARE_REQUEST = /^(?:please|pls|plz|kindly) (?:share|forward|fwd|circulate|find)\b/;
// A client's requirement pasted above the listing names what someone wants, not this flat.
const REQUIREMENT = /^(?:requirements?|req|wanted|looking for|required|need(?:ed)?)\b(?! tenant)/;
// prettier-ignore
const BANNER_WORDS = new Set([
  'for', 'sale', 'rent', 'rental', 'resale', 'lease', 'to', 'let', 'tolet', 'on', 'urgent',
  'urgently', 'available', 'availability', 'hot', 'deal', 'deals', 'new', 'fresh', 'listing',
  'listings', 'property', 'properties', 'exclusive', 'direct', 'owner', 'no', 'brokerage', 'only',
  'ready', 'sell', 'selling', 'requirement', 'update', 'updates', 'alert', 'offer', 'offers',
  'launch', 'posted', 'by', 'verified', 'inventory', 'today', 'todays', 's', 'option', 'options',
  'the', 'a', 'and', 'or', 'sir', 'all', 'friends', 'brokers', 'team',
]);

function cleanLine(line: string): string {
  let out = stripChatPrefix(line.normalize('NFKC').replace(/\s+/g, ' ').trim())
    .replace(KEYCAP, ' ')
    .replace(BULLETS, ' ')
    .replace(EMOJI, ' ')
    .replace(FORMAT_MARKS, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\( /g, '(')
    .replace(/ \)/g, ')')
    .trim();
  for (let i = 0; i < 3; i++) out = out.replace(EDGE_START, '').replace(EDGE_END, '');
  return out;
}

function isNoise(line: string): boolean {
  if (line === '' || isForwardedMarker(line)) return true;
  const lower = line.toLowerCase();
  if (
    (GREETING.test(lower) && !/\d/.test(lower) && lower.length <= 40) ||
    SHARE_REQUEST.test(lower) ||
    REQUIREMENT.test(lower)
  ) {
    return true;
  }
  const words = lower.split(/[^a-z0-9]+/).filter((w) => w !== '');
  return words.every((w) => BANNER_WORDS.has(w) || /^\d{1,2}$/.test(w));
}

/** The first line that says something, if it is a title's length; else null. */
export function pickTitleLine(raw: string): string | null {
  const lines = cutAt(raw, 4000).split(/\r\n?|\n/);
  let skipped = 0;
  for (const line of lines) {
    const clean = cleanLine(line);
    if (isNoise(clean)) {
      if (++skipped > MAX_SKIPPED_LINES) return null;
      continue;
    }
    return clean.length >= TITLE_MIN_LENGTH && clean.length <= TITLE_MAX_LENGTH ? clean : null;
  }
  return null;
}

export type TitleFacts = {
  kind: ListingKind | null;
  bedrooms: number | null;
  baths: number | null;
  sqft: number | null;
  /** The area, or the city when no area is known. */
  place: string | null;
  prefixes: string[];
};

/**
 * The generated title:
 *
 *   {Adjective} {Prefix ...} {n} BHK for {Sale|Rent} in {Place} · {b} Bath(s) · {sqft} sq ft
 *
 * e.g. "Stunning Semi-Furnished Gated 3 BHK for Rent in Koramangala · 2 Baths · 1,200 sq ft".
 * A part the text does not give is left out; "Property" stands in for "{n} BHK" and
 * "for Sale" is used when the kind is unknown. At most three prefixes; while the title
 * is longer than 99 characters the last prefix goes, then the size, then the baths.
 */
export function generateTitle(facts: TitleFacts, random: () => number): string {
  const adjective =
    TITLE_ADJECTIVES[Math.floor(roll(random) * TITLE_ADJECTIVES.length)] ?? TITLE_ADJECTIVES[0];
  const prefixes = facts.prefixes.slice(0, MAX_PREFIXES);
  const size =
    facts.sqft === null ? null : `${formatNumber(facts.sqft)} sq ft`;
  const baths =
    facts.baths === null ? null : `${facts.baths} ${facts.baths === 1 ? 'Bath' : 'Baths'}`;
  const compose = (withPrefixes: string[], withBaths: boolean, withSize: boolean) => {
    const head = [
      adjective,
      ...withPrefixes,
      facts.bedrooms === null ? 'Property' : `${facts.bedrooms} BHK`,
      facts.kind === 'Rent' ? 'for Rent' : 'for Sale',
      ...(facts.place ? ['in', facts.place] : []),
    ].join(' ');
    return [head, withBaths ? baths : null, withSize ? size : null]
      .filter((p) => p !== null)
      .join(' · ');
  };
  let title = compose(prefixes, true, true);
  while (title.length > TITLE_MAX_LENGTH && prefixes.length > 0) {
    prefixes.pop();
    title = compose(prefixes, true, true);
  }
  if (title.length > TITLE_MAX_LENGTH) title = compose(prefixes, true, false);
  if (title.length > TITLE_MAX_LENGTH) title = compose(prefixes, false, false);
  return cutAt(title, TITLE_MAX_LENGTH).trim();
}

/** A number in [0, 1) from a caller's random function, whatever it returns or throws. */
function roll(random: () => number): number {
  let value: number;
  try {
    value = Number(random());
  } catch {
    return 0; // the caller's function, not ours: a bad one must not cost the parse
  }
  return Number.isFinite(value) ? Math.min(Math.max(value, 0), 0.999999) : 0;
}
