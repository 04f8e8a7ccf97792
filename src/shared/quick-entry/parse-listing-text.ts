// Quick entry (spec sections 2, 3 and 5): reads a pasted listing — a WhatsApp forward,
// portal copy, a one-liner, Hinglish — into the fields of the property form. Pure, fast
// (only the first MAX_INPUT_CHARS characters are read) and it never throws: text it
// cannot read gives empty fields.
import type { ParsedQuickEntry } from '../schemas/quick-entry';
import { buildDescription } from './build-description';
import { generateTitle, pickTitleLine } from './build-title';
import { extractAreaPhrase } from './extract-area-phrase';
import { maskNoise } from './mask-noise';
import { findLocalities, type LocalityOption } from './match-locality';
import { prepareText } from './normalise-text';
import { conversionOf, findSizes, pickSize } from './parse-area-size';
import { findCityMentions } from './parse-city';
import { parsePrice, type PriceFound } from './parse-price';
import { parseRate, totalFromRate } from './parse-rate';
import { decideKind, kindFromWords, weighKindWords } from './parse-property-type';
import { parseBaths, parseBedrooms } from './parse-rooms';
import { resolvePlace } from './resolve-place';
import { findTitleKeywords } from './title-keywords';

export type ParseOptions = {
  /**
   * Seeded localities to look for: one city's list, or every city's tagged with `city`
   * (see pickCityLocalities). Without them the area comes only from phrases such as
   * "located in X".
   */
  localities?: ReadonlyArray<LocalityOption>;
  /** For the generated title's adjective; Math.random by default. */
  random?: () => number;
};

export const EMPTY_QUICK_ENTRY: Readonly<ParsedQuickEntry> = Object.freeze({
  title: null,
  description: null,
  property_type: null,
  bedrooms: null,
  baths: null,
  sqft: null,
  price: null,
  currency: null,
  city: null,
  area: null,
  sqft_conversion: null,
  price_rate: null,
});

export function parseListingText(text: string, options: ParseOptions = {}): ParsedQuickEntry {
  try {
    return parse(typeof text === 'string' ? text : '', options ?? {});
  } catch {
    // Last resort only: the rules are written not to throw.
    return { ...EMPTY_QUICK_ENTRY };
  }
}

function parse(raw: string, options: ParseOptions): ParsedQuickEntry {
  const { text, lower } = prepareText(raw);
  if (text === '') return { ...EMPTY_QUICK_ENTRY };
  const scan = maskNoise(lower);

  const bedrooms = parseBedrooms(scan);
  const baths = parseBaths(scan);
  const size = pickSize(findSizes(scan));
  const sqft = size?.sqft ?? null;
  const conversion = conversionOf(size);
  const words = weighKindWords(lower);
  const rate = parseRate(scan);
  const price = parsePrice(scan, kindFromWords(words)) ?? priceFromRate(rate, sqft, conversion);
  const localities = Array.isArray(options.localities) ? options.localities : [];
  const place = resolvePlace(findCityMentions(lower), findLocalities(text, lower, localities), () =>
    extractAreaPhrase(text),
  );
  const anyFact =
    bedrooms !== null ||
    baths !== null ||
    sqft !== null ||
    place.city !== null ||
    place.area !== null;
  const kind = decideKind(words, price, anyFact);

  const random = typeof options.random === 'function' ? options.random : Math.random;
  const title =
    pickTitleLine(raw) ??
    (kind === null && !anyFact
      ? null
      : generateTitle(
          {
            kind,
            bedrooms,
            baths,
            sqft,
            place: place.area ?? place.city,
            prefixes: findTitleKeywords(lower, text),
          },
          random,
        ));

  return {
    title,
    description: buildDescription(raw),
    property_type: kind,
    bedrooms,
    baths,
    sqft,
    price: price?.amount ?? null,
    currency: price?.currency ?? null,
    city: place.city,
    area: place.area,
    sqft_conversion: conversion,
    price_rate: rate,
  };
}

// Decision 039: a listing that gives only a rate and a size ("₹4,500 per sq ft, 1,200
// sq ft") is priced at their product; the form shows the rate beside it to check.
function priceFromRate(
  rate: ReturnType<typeof parseRate>,
  sqft: number | null,
  conversion: ReturnType<typeof conversionOf>,
): PriceFound | null {
  const total = totalFromRate(rate, sqft, conversion);
  return total === null ? null : { amount: total, currency: 'INR', perMonth: false, role: null };
}
