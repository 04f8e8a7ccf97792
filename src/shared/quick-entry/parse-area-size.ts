// Size in square feet: "1450 sq.ft", "1450 sft", "1,850 sq ft", "1.2k sqft", "super
// built-up 1800", "carpet 1200", "850 carpet", "Area: 1050", the units of land-units.ts
// (yards and gaj, square metres, acres, cents, guntha, ground, katha, in English or
// Devanagari) and plot dimensions ("30x40 site" = 1200).
//
// When several are given, the one a listing is usually sized by wins: super built-up
// (or saleable) over built-up, covered or plainly labelled sizes, over carpet and land
// (plot, yards); dimensions come last; the earliest wins a tie.
import { clauseAround, clauseStart, offerScore } from './clauses';
import type { AreaUnit, SqftConversion } from '../schemas/quick-entry';
import { isLandUnit, readAreaUnit, toSqft } from './land-units';
import { numbersIn, readNumber } from './numbers';

const THOUSAND = /^ ?k(?![a-z])/;
const RANGE_TO = /^ ?(?:-|to|~) ?(?:\d{1,3}(?:,\d{2,3})+(?!\d)|\d+)(?:\.\d+)?/;
const LABEL_AFTER =
  /^ ?(?:sq\.? ?ft\.?|sqft|sft)? ?\(? ?(carpet|super ?built[ -]?up|super ?area|sba|saleable|built[ -]?up|builtup|bua|plot|site|land)(?![a-z])/;
const SIZE_LABEL =
  /\b(?:super ?built[ -]?up(?: area)?|super area|sba|saleable(?: area)?|salable(?: area)?|built[ -]?up(?: area)?|builtup(?: area)?|bua|covered(?: area)?|carpet(?: area)?|plot(?: area| size)?|site(?: area| size)?|land(?: area)?|area|size|sqft|sft)\b/g;
const FILLER_AFTER_LABEL =
  /^[ :=(~-]{0,4}(?:(?:area|size|of|is|approx\.?|approximately|around|about|appx\.?|in sq\.? ?ft\.?|\(sq\.? ?ft\.?\)) ?[ :=(~-]{0,3}){0,3}$/;
const NOT_SIZE_AFTER =
  /^ ?(?:crores?|crs?|lakhs?|lacs?|l(?![a-z])|k(?![a-z])|bhk|rk(?![a-z])|bed|bath|toilet|floor|th(?![a-z])|st(?![a-z])|nd(?![a-z])|rd(?![a-z])|yrs?|years?|months?|%|\/|per|rupees|rs|inr|ft(?![a-z])|feet|m(?![a-z])|mtrs?|km)/;
// 1,000+ acres: a township's land parcel, the largest a broker lists.
const MAX_LAND_SQFT = 50_000_000;
const DIMENSIONS = /(?<![\d.])(\d{2,3}) ?[x*] ?(\d{2,3})(?![\d.])/g;

export type Size = {
  sqft: number;
  /** The upper end of a range ("1200-1500 sqft"), in sq ft; null for one figure. */
  upTo: number | null;
  /** What was written, when it was not sq ft. */
  from: SqftConversion['from'] | null;
  index: number;
  /** Where the reading (number, range and unit) ends. */
  end: number;
  rank: number;
};

function rankOfLabel(label: string): number {
  if (/^(?:super|sba|saleable|salable)/.test(label)) return 3;
  if (/^(?:carpet|plot|site|land)/.test(label)) return 1;
  return 2;
}

function readSize(scan: string, token: string, index: number): Size | null {
  const value = readNumber(token);
  if (Number.isNaN(value)) return null;
  const previous = scan[index - 1];
  if (previous !== undefined && /[a-z₹$€£/]/.test(previous)) return null;
  const afterToken = index + token.length;
  let end = afterToken;
  let rest = scan.slice(afterToken, afterToken + 40);
  const range = RANGE_TO.exec(rest);
  let upper: number | null = null;
  if (range) {
    upper = readNumber(range[0].replace(/^ ?(?:-|to|~) ?/, ''));
    // "₹ 1,80,00,000 - 2200 sq ft": a smaller figure after a dash starts a new item.
    if (!(upper > value)) return null;
    rest = rest.slice(range[0].length);
    end += range[0].length;
  }
  let multiplier = 1;
  const thousand = THOUSAND.exec(rest);
  if (thousand) {
    multiplier = 1000;
    rest = rest.slice(thousand[0].length);
    end += thousand[0].length;
  }
  const written = readAreaUnit(rest);
  const unit: AreaUnit | null = written?.unit ?? null;
  // Below 10 no unit but land makes a size (room counts, floors); skip the reading.
  if (value < 10 && multiplier === 1 && !(unit !== null && isLandUnit(unit))) return null;
  end += written?.length ?? 0;

  let rank: number | null = null;
  if (unit === 'sqft' || unit === 'sqm') rank = 2;
  else if (unit !== null) rank = 1;
  const hasUnit = unit !== null;

  const labelAfter = LABEL_AFTER.exec(rest)?.[1];
  const before = scan.slice(clauseStart(scan, index, 40), index);
  let labelBefore: string | undefined;
  let labelEnd = 0;
  for (const m of before.matchAll(SIZE_LABEL)) {
    labelBefore = m[0];
    labelEnd = m.index + m[0].length;
  }
  const labelled = labelBefore !== undefined && FILLER_AFTER_LABEL.test(before.slice(labelEnd));
  const label = labelled ? labelBefore : labelAfter;
  if (label !== undefined && (unit === null || unit === 'sqft')) rank = rankOfLabel(label);
  if (rank === null) return null;
  if (!hasUnit && (multiplier !== 1 || NOT_SIZE_AFTER.test(rest))) return null;

  const convert = (n: number) =>
    unit === null ? Math.round(n * multiplier) : toSqft(n * multiplier, unit);
  const sqft = convert(value);
  const [min, max] = !hasUnit
    ? [150, 50_000]
    : unit !== null && isLandUnit(unit)
      ? [100, MAX_LAND_SQFT]
      : [100, 500_000];
  if (sqft < min || sqft > max) return null;
  const upTo = upper !== null && !Number.isNaN(upper) && upper > value ? convert(upper) : null;
  const from = unit !== null && unit !== 'sqft' ? { value: value * multiplier, unit } : null;
  const clause = clauseAround(scan, index, afterToken);
  return {
    sqft,
    upTo,
    from,
    index,
    end,
    rank: rank + (offerScore(clause) < 0 ? -5 : 0),
  };
}

function readDimensions(scan: string): Size[] {
  const sizes: Size[] = [];
  for (const m of scan.matchAll(DIMENSIONS)) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    const area = a * b;
    if (a >= 15 && b >= 15 && a <= 200 && b <= 200 && area >= 300 && area <= 40_000) {
      sizes.push({
        sqft: area,
        upTo: null,
        from: null,
        index: m.index,
        end: m.index + m[0].length,
        rank: 0.5,
      });
    }
  }
  return sizes;
}

/** Every size the text gives, in text order of the rules (dimensions first). */
export function findSizes(scan: string): Size[] {
  const sizes = readDimensions(scan);
  for (const { token, index } of numbersIn(scan)) {
    const size = readSize(scan, token, index);
    if (size) sizes.push(size);
  }
  return sizes;
}

/** The size a listing is sized by: the best-ranked, the earliest on a tie. */
export function pickSize(sizes: readonly Size[]): Size | null {
  let top: Size | null = null;
  for (const s of sizes) {
    if (!top || s.rank > top.rank || (s.rank === top.rank && s.index < top.index)) top = s;
  }
  return top;
}

export function parseSqft(scan: string): number | null {
  return pickSize(findSizes(scan))?.sqft ?? null;
}

/** The conversion the form shows for a size written in another unit, else null. */
export function conversionOf(size: Size | null): SqftConversion | null {
  return size?.from ? { sqft: size.sqft, from: size.from } : null;
}
