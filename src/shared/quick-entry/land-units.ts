// The area and land units Indian brokers write, and their size in square feet
// (decision 039). Both parsers read a size in any of them and keep what was written,
// so the form can show "1 acre = 43,560 sq ft" next to the converted figure.
import type { AreaUnit } from '../schemas/quick-entry';
import { formatDecimal, formatWholeNumber } from '../format/numbers';

/** Square feet in one unit. */
export const SQFT_PER_UNIT: Readonly<Record<AreaUnit, number>> = {
  sqft: 1,
  sqyd: 9,
  sqm: 10.7639,
  acre: 43_560,
  hectare: 107_639,
  cent: 435.6,
  guntha: 1089,
  // Chennai's "ground": 2,400 sq ft everywhere it is used.
  ground: 2400,
  // A katha (cottah) is not one size across India: 720 sq ft in West Bengal (Kolkata,
  // the only one of our nine cities that uses it), about 1,361 in Bihar and 2,880 in
  // Assam. We read it as 720 and say so in decision 039; the form shows the conversion,
  // so a broker from elsewhere sees the figure and can correct it.
  katha: 720,
};

/** How a unit reads after a number in the form's note ("1 acre", "5 cents"). */
const LABELS: Readonly<Record<AreaUnit, readonly [string, string]>> = {
  sqft: ['sq ft', 'sq ft'],
  sqyd: ['sq yd', 'sq yd'],
  sqm: ['sq m', 'sq m'],
  acre: ['acre', 'acres'],
  hectare: ['hectare', 'hectares'],
  cent: ['cent', 'cents'],
  guntha: ['guntha', 'gunthas'],
  ground: ['ground', 'grounds'],
  katha: ['katha', 'kathas'],
};

// Written after a number (lower-cased text; Devanagari after NFKC, where ड़ and ज़ are
// a letter plus the nukta U+093C). "ground floor" is a floor, not a unit.
const UNIT_WORDS: ReadonlyArray<readonly [AreaUnit, RegExp]> = [
  [
    'sqft',
    /^ ?(?:sq\.? ?-?f(?:ee)?t\.?s?|square ?f(?:ee|oo)?t|sqft|sft|s\.f\.t\.?|ft2|sf|वर्ग ?फ[ुी]ट|स्क्वायर ?फ[ुी]ट)(?![\u0900-\u097Fa-z])/,
  ],
  [
    'sqyd',
    /^ ?(?:sq\.? ?y(?:ar)?ds?|sqyd|square ?yards?|yards?|gaj|gaz|(?:वर्ग ?)?गज)(?![\u0900-\u097Fa-z])/,
  ],
  [
    'sqm',
    /^ ?(?:sq\.? ?m(?:trs?|eters?|etres?)?|sqm|m2|square ?met(?:er|re)s?|वर्ग ?मीटर)(?![\u0900-\u097Fa-z])/,
  ],
  ['acre', /^ ?(?:acres?|acrs?|एकड\u093C?)(?![\u0900-\u097Fa-z])/],
  ['hectare', /^ ?(?:hectares?|hectr?s?|हेक्टेयर)(?![\u0900-\u097Fa-z])/],
  ['cent', /^ ?(?:cents?)(?![\u0900-\u097Fa-z])/],
  ['guntha', /^ ?(?:gunthas?|guntas?|gunthe|gunte|गुंठा)(?![\u0900-\u097Fa-z])/],
  ['ground', /^ ?(?:grounds?)(?![\u0900-\u097Fa-z])(?! ?(?:floor|fl\b|level))/],
  ['katha', /^ ?(?:kathas?|katthas?|kottahs?|cottahs?|कट्ठा|कठ्ठा|कट्ठे|कठ्ठे)(?![\u0900-\u097Fa-z])/],
];

/** The unit written at the start of `after` and its length, or null. */
export function readAreaUnit(after: string): { unit: AreaUnit; length: number } | null {
  for (const [unit, pattern] of UNIT_WORDS) {
    const m = pattern.exec(after);
    if (m) return { unit, length: m[0].length };
  }
  return null;
}

/** Land units: a small count of them is still a size ("1 acre", "2 grounds"). */
export function isLandUnit(unit: AreaUnit): boolean {
  return unit !== 'sqft' && unit !== 'sqyd' && unit !== 'sqm';
}

export function toSqft(value: number, unit: AreaUnit): number {
  return Math.round(value * SQFT_PER_UNIT[unit]);
}

/** The unit's name for one of it ("acre", "sq ft"), as in "₹4,500 per sq ft". */
export function areaUnitLabel(unit: AreaUnit): string {
  return LABELS[unit][0];
}

/** "1 acre", "2.5 acres", "200 sq yd". */
export function formatAreaQuantity(value: number, unit: AreaUnit): string {
  const [one, many] = LABELS[unit];
  const number = formatDecimal(value);
  return `${number} ${value === 1 ? one : many}`;
}

/** "1 acre = 43,560 sq ft", for the form's note under the size. */
export function describeConversion(sqft: number, from: { value: number; unit: AreaUnit }): string {
  const total = formatWholeNumber(sqft);
  return `${formatAreaQuantity(from.value, from.unit)} = ${total} sq ft`;
}
