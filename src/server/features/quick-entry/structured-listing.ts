// schema.org data about a listing, whether it came as JSON-LD or as microdata (both
// give the same nodes: '@type' plus properties), read into the property form's terms.
// The listing node (RealEstateListing, Product, Offer, or the home itself) is read
// first, then the nodes it links to (offers, itemOffered, mainEntity...), nearest
// first, each filling only what is still missing.
import type { PropertyType } from '#shared/schemas/properties.ts';

export type JsonNode = { readonly [key: string]: unknown };

export type StructuredListing = {
  title: string | null;
  description: string | null;
  price: number | null;
  /** The ISO code as written (upper-cased); checked against the form's currencies later. */
  currency: string | null;
  /** Price written as text ("1.25 Cr"), for the text parser when no number was given. */
  priceText: string | null;
  kind: PropertyType | null;
  bedrooms: number | null;
  baths: number | null;
  sqft: number | null;
  /** Address text, locality first ("Whitefield, Bangalore, ITPL Main Road"). */
  place: string | null;
};

export const EMPTY_LISTING: Readonly<StructuredListing> = Object.freeze({
  title: null,
  description: null,
  price: null,
  currency: null,
  priceText: null,
  kind: null,
  bedrooms: null,
  baths: null,
  sqft: null,
  place: null,
});

/** schema.org types that describe a listing or the home it offers, in order of preference. */
const LISTING_TYPE_RANK: ReadonlyMap<string, number> = new Map([
  ['realestatelisting', 0],
  ['product', 1],
  ['offer', 2],
  ['aggregateoffer', 2],
  ['apartment', 3],
  ['house', 3],
  ['singlefamilyresidence', 3],
  ['residence', 3],
  ['accommodation', 3],
]);

/** Properties that lead from a listing to what it offers or describes. */
const LINKS = ['offers', 'itemOffered', 'mainEntity', 'about', 'object', 'containsPlace'];
const MAX_LINK_DEPTH = 3;

/** The node's schema.org types, lower-cased, without a vocabulary prefix. */
export function typesOf(node: JsonNode): string[] {
  const raw = node['@type'];
  const list = Array.isArray(raw) ? raw : [raw];
  return list
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.replace(/^(?:https?:\/\/schema\.org\/|schema:)/i, '').toLowerCase());
}

/** Lower is better; undefined for a node that is not about a listing. */
export function listingRank(node: JsonNode): number | undefined {
  let best: number | undefined;
  for (const type of typesOf(node)) {
    const rank = LISTING_TYPE_RANK.get(type);
    if (rank !== undefined && (best === undefined || rank < best)) best = rank;
  }
  return best;
}

/**
 * The listing the candidates describe: the best-ranked one first (document order among
 * equals), then the others fill what it lacks. `resolve` turns {"@id": ...} references
 * into the nodes they name.
 */
export function readStructuredListing(
  candidates: readonly JsonNode[],
  resolve: (node: JsonNode) => JsonNode = (node) => node,
): StructuredListing | null {
  const ranked = candidates
    .map((node, order) => ({ node, order, rank: listingRank(node) }))
    .filter((c): c is { node: JsonNode; order: number; rank: number } => c.rank !== undefined)
    .sort((a, b) => a.rank - b.rank || a.order - b.order);
  if (ranked.length === 0) return null;
  const listing: StructuredListing = { ...EMPTY_LISTING };
  const seen = new Set<JsonNode>();
  for (const { node } of ranked) readInto(listing, resolve(node), 0, seen, resolve);
  return listing;
}

function readInto(
  listing: StructuredListing,
  node: JsonNode,
  depth: number,
  seen: Set<JsonNode>,
  resolve: (node: JsonNode) => JsonNode,
): void {
  if (seen.has(node)) return;
  seen.add(node);
  const own = readOwnFields(node);
  for (const key of Object.keys(own) as (keyof StructuredListing)[]) {
    if (listing[key] === null && own[key] !== null) {
      (listing as Record<keyof StructuredListing, unknown>)[key] = own[key];
    }
  }
  if (depth >= MAX_LINK_DEPTH) return;
  for (const link of LINKS) {
    for (const child of nodesOf(node[link]).slice(0, 5)) {
      readInto(listing, resolve(child), depth + 1, seen, resolve);
    }
  }
}

function readOwnFields(node: JsonNode): StructuredListing {
  const spec = nodesOf(node.priceSpecification)[0];
  const rawPrice = first(node.price) ?? first(node.lowPrice) ?? first(spec?.price);
  const price = amountOf(rawPrice);
  return {
    title: cleanText(first(node.name) ?? first(node.headline), 200),
    description: cleanText(first(node.description), 5000),
    price,
    currency: price === null && typeof rawPrice !== 'string' ? null : currencyOf(node, spec),
    priceText: price === null && typeof rawPrice === 'string' ? cleanText(rawPrice, 60) : null,
    kind: kindOf(node, spec),
    bedrooms: countOf(node.numberOfBedrooms) ?? countOf(node.numberOfRooms),
    baths:
      countOf(node.numberOfBathroomsTotal) ??
      countOf(node.numberOfFullBathrooms) ??
      countOf(node.numberOfBathrooms),
    sqft: floorSizeOf(node.floorSize),
    place: placeOf(node),
  };
}

function currencyOf(node: JsonNode, spec: JsonNode | undefined): string | null {
  const code = first(node.priceCurrency) ?? first(spec?.priceCurrency);
  return typeof code === 'string' && /^[A-Za-z]{3}$/.test(code.trim())
    ? code.trim().toUpperCase()
    : null;
}

// GoodRelations' businessFunction (LeaseOut / Sell), a monthly unit on the price, or
// a category that says rent or sale.
function kindOf(node: JsonNode, spec: JsonNode | undefined): PropertyType | null {
  const business = String(first(node.businessFunction) ?? '').toLowerCase();
  if (business.includes('lease')) return 'Rent';
  if (business.includes('sell')) return 'Sale';
  const unit = `${first(spec?.unitCode) ?? ''} ${first(spec?.unitText) ?? ''} ${first(spec?.referenceQuantity) ?? ''}`;
  if (/\bMON\b|month|monthly|\bper mo\b/i.test(unit)) return 'Rent';
  const words = [node.category, node.additionalType, node.offerType]
    .map((v) => String(first(v) ?? ''))
    .join(' ')
    .toLowerCase();
  if (/\b(rent|rental|lease|to-let|to let)\b/.test(words)) return 'Rent';
  if (/\b(sale|sell|resale|buy)\b/.test(words)) return 'Sale';
  return null;
}

function placeOf(node: JsonNode): string | null {
  const parts: string[] = [];
  const add = (value: unknown) => {
    const text = cleanText(value, 200);
    if (text && !parts.some((p) => p.toLowerCase() === text.toLowerCase())) parts.push(text);
  };
  const addAddress = (address: unknown) => {
    if (typeof address === 'string') return add(address);
    const a = nodesOf(address)[0];
    if (!a) return;
    // Locality first: the text parser takes the first of two equally good localities,
    // and a street ("ITPL Main Road") can name a different one.
    add(first(a.addressLocality));
    add(first(a.addressRegion));
    add(first(a.streetAddress));
  };
  addAddress(first(node.address));
  for (const key of ['location', 'contentLocation']) {
    const place = nodesOf(node[key])[0];
    if (place) addAddress(first(place.address));
  }
  return parts.length > 0 ? parts.join(', ') : null;
}

/** Nodes a property holds: one object, a list of them, or none. */
export function nodesOf(value: unknown): JsonNode[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter(
    (v): v is JsonNode => typeof v === 'object' && v !== null && !Array.isArray(v),
  );
}

/** The first value of a property that may be a list; a QuantitativeValue's value. */
function first(value: unknown): unknown {
  const v = Array.isArray(value) ? value[0] : value;
  if (typeof v === 'object' && v !== null && !Array.isArray(v) && 'value' in v) {
    return (v as { value: unknown }).value;
  }
  return v;
}

/** A positive amount from a number or a plain numeric string ("1,25,00,000", "₹ 85000"). */
function amountOf(value: unknown): number | null {
  if (typeof value === 'number')
    return Number.isFinite(value) && value > 0 && value <= 1e12 ? value : null;
  if (typeof value !== 'string') return null;
  const plain = value.replace(/[\s,₹$€£]|rs\.?|inr/gi, '');
  if (!/^\d+(\.\d+)?$/.test(plain)) return null;
  return amountOf(Number(plain));
}

/** A room count: a whole number from 0 to 50, also from "3" or "3 BHK". */
function countOf(value: unknown): number | null {
  const v = first(value);
  const n =
    typeof v === 'number'
      ? v
      : typeof v === 'string'
        ? Number(/^\s*(\d{1,3})\b/.exec(v)?.[1])
        : NaN;
  return Number.isInteger(n) && n >= 0 && n <= 50 ? n : null;
}

const SQ_M = 10.7639;
const SQ_YD = 9;

/** Square feet from a QuantitativeValue (UN/CEFACT FTK, MTK, YDK or unitText) or "1650 sq ft". */
function floorSizeOf(value: unknown): number | null {
  const node = nodesOf(Array.isArray(value) ? value[0] : value)[0];
  const raw = node ? node.value : Array.isArray(value) ? value[0] : value;
  const unitWords = node ? `${String(node.unitCode ?? '')} ${String(node.unitText ?? '')}` : '';
  let amount: number | null = null;
  let unit = unitWords;
  if (typeof raw === 'number') amount = raw;
  else if (typeof raw === 'string') {
    const match = /^\s*([\d,]+(?:\.\d+)?)\s*(.*)$/.exec(raw);
    if (match) {
      amount = Number((match[1] ?? '').replace(/,/g, ''));
      unit = `${unit} ${match[2] ?? ''}`;
    }
  }
  if (amount === null || !Number.isFinite(amount) || amount <= 0) return null;
  const u = unit.toLowerCase();
  const factor = /\bmtk\b|sq\.?\s*m(?:et(?:er|re)s?)?\b|sqm\b|square met|m²|m2\b/.test(u)
    ? SQ_M
    : /\bydk\b|sq\.?\s*y(?:ar)?ds?\b|square yard|gaj/.test(u)
      ? SQ_YD
      : 1;
  const sqft = Math.round(amount * factor);
  return sqft > 0 && sqft <= 10_000_000 ? sqft : null;
}

/** Plain text: tags dropped, whitespace collapsed per line, at most `max` characters. */
export function cleanText(value: unknown, max: number): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value)
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/?[a-z][^>]{0,500}>/gi, ' ')
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter((line, i, lines) => line !== '' || (i > 0 && lines[i - 1] !== ''))
    .join('\n')
    .trim();
  if (text === '') return null;
  return text.length <= max ? text : cutAtWord(text, max);
}

/** At most `max` characters, ending at a word boundary when there is one near the end. */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.6 ? cut.slice(0, space) : cut).trim();
}
