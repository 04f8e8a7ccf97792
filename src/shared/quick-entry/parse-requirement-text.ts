// Quick entry for requirements (issue 19): reads a pasted client requirement — "Need 3BHK
// in Whitefield or Marathahalli, budget 1.2-1.5 Cr, ready to move", "Looking for 2 bhk
// rent HSR/Koramangala under 40k", Hinglish, Devanagari — into the requirement's fields.
// It is parseListingText's sibling and uses the same pieces (text preparation, noise
// masking, amounts, sizes and units, rooms, kind words, cities and localities); what
// differs is that a requirement gives ranges and several areas. Pure, never throws.
import type { ParsedRequirement } from '../schemas/parsed-requirement';
import { buildRequirementNotes, type Span } from './build-requirement-notes';
import { clauseStart } from './clauses';
import { extractAreaPhrase } from './extract-area-phrase';
import { maskNoise } from './mask-noise';
import { findLocalities } from './match-locality';
import { prepareText } from './normalise-text';
import { conversionOf, findSizes, type Size } from './parse-area-size';
import { parseBudget, type Budget } from './parse-budget';
import { canonicalCity, findCityMentions } from './parse-city';
import { decideKind, weighKindWords } from './parse-property-type';
import { parseBedroomRange } from './parse-rooms';
import { pickCityLocalities } from './pick-city-localities';
import { readBound, toRange, type Range } from './range-words';
import { resolveAreas } from './resolve-areas';

/** The cities and localities the form can select, with their row ids. */
export type RequirementPlaces = ReadonlyArray<{
  id: number;
  name: string;
  localities: ReadonlyArray<{ id: number; name: string }>;
}>;

export const EMPTY_REQUIREMENT: Readonly<ParsedRequirement> = Object.freeze({
  property_type: null,
  city: null,
  city_id: null,
  areas: [],
  area_ids: [],
  budget_min: null,
  budget_max: null,
  bedrooms_min: null,
  bedrooms_max: null,
  sqft_min: null,
  sqft_max: null,
  sqft_conversion: null,
  notes: null,
});

export function parseRequirementText(
  text: string,
  places: RequirementPlaces = [],
): ParsedRequirement {
  try {
    return parse(typeof text === 'string' ? text : '', Array.isArray(places) ? places : []);
  } catch {
    // Last resort only: the rules are written not to throw.
    return { ...EMPTY_REQUIREMENT, areas: [], area_ids: [] };
  }
}

function parse(raw: string, places: RequirementPlaces): ParsedRequirement {
  const { text, lower } = prepareText(raw);
  if (text === '') return { ...EMPTY_REQUIREMENT, areas: [], area_ids: [] };
  const scan = maskNoise(lower);

  const rooms = parseBedroomRange(scan);
  const size = firstSize(findSizes(scan));
  const sqft = size ? sizeRange(scan, size) : { min: null, max: null };
  const budget = parseBudget(scan);

  const mentions = findCityMentions(lower);
  const matches = findLocalities(text, lower, pickCityLocalities(places));
  const { city, areas } = resolveAreas(mentions, matches);
  const phrase = areas.length === 0 ? extractAreaPhrase(text) : null;
  const cityRow = city === null ? undefined : places.find((p) => canonicalCity(p.name) === city);
  const anyFact =
    rooms !== null || size !== null || budget !== null || city !== null || areas.length > 0;
  const kind = decideKind(weighKindWords(lower), budgetAsPrice(budget), anyFact);

  const used: Span[] = [
    ...mentions.map((m) => ({ index: m.index, end: m.index + cityLength(lower, m.index) })),
    ...matches.map((m) => ({ index: m.index, end: m.end })),
  ];
  return {
    property_type: kind,
    city,
    city_id: cityRow?.id ?? null,
    areas: phrase ? [phrase] : areas.map((a) => a.name),
    area_ids: areas.map((a) => a.id).filter((id): id is number => typeof id === 'number' && id > 0),
    budget_min: whole(budget?.min),
    budget_max: whole(budget?.max),
    bedrooms_min: rooms?.min ?? null,
    bedrooms_max: rooms?.max ?? null,
    sqft_min: whole(sqft.min),
    sqft_max: whole(sqft.max),
    sqft_conversion: conversionOf(size),
    notes: buildRequirementNotes(text, lower, used),
  };
}

const whole = (n: number | null | undefined) =>
  n === null || n === undefined || !(n > 0) ? null : Math.round(n);

// A requirement names one size; a written figure beats plot dimensions.
function firstSize(sizes: readonly Size[]): Size | null {
  const written = sizes.filter((s) => s.rank !== 0.5).sort((a, b) => a.index - b.index);
  return written[0] ?? sizes[0] ?? null;
}

// A size with no bound word is a floor: "1500 sqft" asks for at least that much.
function sizeRange(scan: string, size: Size): Range {
  const before = scan.slice(clauseStart(scan, size.index, 40), size.index);
  return toRange(
    size.sqft,
    size.upTo,
    readBound(before, scan.slice(size.end, size.end + 16)),
    'min',
  );
}

function budgetAsPrice(budget: Budget | null) {
  const amount = budget?.max ?? budget?.min ?? null;
  if (!budget || amount === null) return null;
  return { amount, currency: 'INR' as const, perMonth: budget.monthly, role: budget.role };
}

function cityLength(lower: string, index: number): number {
  const m = /^[\u0900-\u097Fa-z]+(?: [\u0900-\u097Fa-z]+)?/.exec(lower.slice(index));
  const word = m?.[0] ?? '';
  // "New Delhi", "नई दिल्ली": two words; else one.
  return canonicalCity(word) || /^(?:नई दिल्ली)$/.test(word)
    ? word.length
    : (word.split(' ')[0] ?? '').length;
}
