// One quick-entry result from what a page offers, in order of trust: JSON-LD, Open
// Graph and meta tags, microdata, then the page's main text. Each structured source
// gives its own values first and the text parser reads its title and description for
// the rest (a title such as "3 BHK Flat for Sale in Whitefield" says a lot); the main
// text is read by the parser alone. Each field then comes from the most trusted source
// that has it; the city and area come together from one source so they never disagree,
// and so do the price and its currency.
import type { ParseOptions } from '#shared/quick-entry/parse-listing-text.ts';
import { parseListingText } from '#shared/quick-entry/parse-listing-text.ts';
import { pickCityLocalities } from '#shared/quick-entry/pick-city-localities.ts';
import {
  QUICK_ENTRY_CURRENCIES,
  type ParsedQuickEntry,
  type QuickEntryCurrency,
  type ScrapeSource,
} from '#shared/schemas/quick-entry.ts';
import type { MainText } from './extract-main-text';
import type { PageMeta } from './extract-meta';
import type { PlaceRefs } from './place-refs';
import { cutAtWord, type StructuredListing } from './structured-listing';

/** The property form's title limit. */
const TITLE_MAX = 120;

export type PageSources = {
  jsonLd: StructuredListing | null;
  meta: PageMeta;
  microdata: StructuredListing | null;
  main: MainText;
};

export type MergedFields = ParsedQuickEntry & {
  city_id: number | null;
  area_id: number | null;
  source: ScrapeSource;
};

type Layer = ParsedQuickEntry & { source: ScrapeSource };

const FACTS = ['property_type', 'bedrooms', 'baths', 'sqft', 'price', 'city', 'area'] as const;

/**
 * The merged fields, or null when the page gives nothing to fill the form with: no
 * listing fact at all, and no title from its structured data.
 */
export function mergeFields(
  page: PageSources,
  refs: PlaceRefs,
  options: { pageUrl: string; random?: () => number },
): MergedFields | null {
  const parse: ParseOptions = {
    localities: pickCityLocalities(refs.cities),
    random: options.random,
  };
  const siteNames = siteNamesOf(page.meta.siteName, options.pageUrl);
  const structured: Layer[] = [];
  if (page.jsonLd) structured.push(fromStructured(page.jsonLd, 'json-ld', parse, refs, siteNames));
  if (page.meta.listing)
    structured.push(fromStructured(page.meta.listing, 'open-graph', parse, refs, siteNames));
  if (page.microdata)
    structured.push(fromStructured(page.microdata, 'microdata', parse, refs, siteNames));
  const layers = [...structured, fromMainText(page, parse, siteNames)];

  const contributions = new Map<ScrapeSource, number>();
  const credit = (layer: Layer | undefined, fields: number) => {
    if (layer && fields > 0)
      contributions.set(layer.source, (contributions.get(layer.source) ?? 0) + fields);
  };
  const pick = <K extends keyof ParsedQuickEntry>(field: K) => {
    const layer = layers.find((l) => l[field] !== null);
    credit(layer, 1);
    return layer ? layer[field] : null;
  };

  const priced = layers.find((l) => l.price !== null);
  credit(priced, 1);
  const placed = layers.find((l) => l.city !== null || l.area !== null);
  let city = placed?.city ?? null;
  let area = placed?.area ?? null;
  credit(placed, (city !== null ? 1 : 0) + (area !== null ? 1 : 0));
  if (placed && (city === null || area === null)) {
    // The missing half from a later source that agrees with the half we have.
    const rest = layers.slice(layers.indexOf(placed) + 1);
    const other = rest.find((l) =>
      city === null
        ? l.city !== null && (l.area === null || l.area === area)
        : l.area !== null && (l.city === null || l.city === city),
    );
    if (other && city === null) city = other.city;
    else if (other && area === null) area = other.area;
    credit(other, other ? 1 : 0);
  }

  const fields: ParsedQuickEntry = {
    title: pick('title'),
    description: pick('description'),
    property_type: pick('property_type'),
    bedrooms: pick('bedrooms'),
    baths: pick('baths'),
    sqft: pick('sqft'),
    price: priced?.price ?? null,
    currency: priced?.currency ?? null,
    city,
    area,
  };
  const hasFact = FACTS.some((f) => fields[f] !== null);
  const hasStructuredTitle = structured.some((l) => l.title !== null);
  if (!hasFact && !hasStructuredTitle) return null;

  let cityId = refs.cityId(fields.city);
  if (cityId === null && fields.city === null && fields.area !== null) {
    const only = refs.onlyCityOfArea(fields.area);
    if (only) {
      cityId = only.id;
      fields.city = only.name;
    }
  }
  return {
    ...fields,
    city_id: cityId,
    area_id: refs.areaId(cityId, fields.area),
    source: mostContributing(contributions, layers),
  };
}

function fromStructured(
  listing: StructuredListing,
  source: ScrapeSource,
  parse: ParseOptions,
  refs: PlaceRefs,
  siteNames: readonly string[],
): Layer {
  const title = listing.title ? stripSiteName(listing.title, siteNames) : null;
  const words = [
    title,
    listing.description,
    listing.priceText ? `Price: ${listing.priceText}` : null,
  ]
    .filter((s): s is string => s !== null)
    .join('\n');
  const fromWords = words === '' ? null : parseListingText(words, parse);
  const place = placeOf(listing.place, parse, refs) ?? {
    city: fromWords?.city ?? null,
    area: fromWords?.area ?? null,
  };

  const ownPrice = priceOf(listing.price, listing.currency);
  const wordPrice = fromWords?.price
    ? { price: fromWords.price, currency: fromWords.currency }
    : null;
  const price = ownPrice ?? (listing.price === null ? wordPrice : null);
  return {
    source,
    title: title ? cutAtWord(title, TITLE_MAX) : null,
    description: listing.description,
    property_type: listing.kind ?? fromWords?.property_type ?? null,
    bedrooms: listing.bedrooms ?? fromWords?.bedrooms ?? null,
    baths: listing.baths ?? fromWords?.baths ?? null,
    sqft: listing.sqft ?? fromWords?.sqft ?? null,
    price: price?.price ?? null,
    currency: price?.currency ?? null,
    city: place.city,
    area: place.area,
  };
}

function fromMainText(page: PageSources, parse: ParseOptions, siteNames: readonly string[]): Layer {
  const { heading, text } = page.main;
  const documentTitle = page.meta.documentTitle
    ? stripSiteName(page.meta.documentTitle, siteNames)
    : null;
  const first = heading ?? documentTitle;
  const body = first && !text.startsWith(first) ? `${first}\n${text}` : text;
  const parsed = parseListingText(body, parse);
  return {
    ...parsed,
    source: 'text',
    title: parsed.title ? cutAtWord(parsed.title, TITLE_MAX) : null,
  };
}

/** City and area from an address: the parser reads it, then any part that names a city row. */
function placeOf(
  place: string | null,
  parse: ParseOptions,
  refs: PlaceRefs,
): { city: string | null; area: string | null } | null {
  if (!place) return null;
  const parsed = parseListingText(place, parse);
  let city = parsed.city;
  if (city === null) {
    // A city the reference data has but the parser does not know (added by an admin).
    const named = place.split(',').find((part) => refs.cityId(part) !== null);
    if (named) city = named.trim();
  }
  if (city === null && parsed.area === null) return null;
  return { city, area: parsed.area };
}

function priceOf(
  price: number | null,
  currency: string | null,
): { price: number; currency: QuickEntryCurrency } | null {
  if (price === null) return null;
  const code = currency ?? 'INR';
  // A price in a currency the form cannot hold is left out rather than mislabelled.
  return (QUICK_ENTRY_CURRENCIES as readonly string[]).includes(code)
    ? { price, currency: code as QuickEntryCurrency }
    : null;
}

function mostContributing(
  contributions: ReadonlyMap<ScrapeSource, number>,
  layers: readonly Layer[],
): ScrapeSource {
  let best: ScrapeSource = 'text';
  let bestCount = 0;
  // Layers are in order of trust, so the more trusted source wins a tie.
  for (const { source } of layers) {
    const count = contributions.get(source) ?? 0;
    if (count > bestCount) {
      best = source;
      bestCount = count;
    }
  }
  return best;
}

/** The names a site puts at the end of its titles: og:site_name and the host's own name. */
function siteNamesOf(siteName: string | null, pageUrl: string): string[] {
  const names: string[] = [];
  if (siteName) names.push(squash(siteName));
  try {
    const labels = new URL(pageUrl).hostname.replace(/^www\./, '').split('.');
    const main = labels.length > 1 ? labels[labels.length - 2] : labels[0];
    if (main && !/^\d+$/.test(main)) names.push(squash(main));
  } catch {
    // Not a URL: only the declared name.
  }
  return names.filter((n) => n.length >= 3);
}

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** "3 BHK Flat for Sale in Whitefield | 99acres" -> "3 BHK Flat for Sale in Whitefield". */
export function stripSiteName(title: string, siteNames: readonly string[]): string {
  let result = title.trim();
  for (let round = 0; round < 2; round++) {
    // Greedy: the last separator; titles are at most a few hundred characters.
    const match = /^(.*\S)\s+[|\u2013\u2014-]\s+(\S[^|\u2013\u2014]*)$/.exec(result);
    const tail = squash(match?.[2] ?? '');
    if (!match || tail.length < 3) break;
    if (!siteNames.some((name) => tail.includes(name) || name.includes(tail))) break;
    result = (match[1] ?? '').trim();
  }
  return result;
}
