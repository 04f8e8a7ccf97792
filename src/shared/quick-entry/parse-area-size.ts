// Size in square feet: "1450 sq.ft", "1450 sft", "1,850 sq ft", "1.2k sqft", "super
// built-up 1800", "carpet 1200", "850 carpet", "Area: 1050", yards and gaj (x 9), square
// metres (x 10.7639) and plot dimensions ("30x40 site" = 1200).
//
// When several are given, the one a listing is usually sized by wins: super built-up
// (or saleable) over built-up, covered or plainly labelled sizes, over carpet and land
// (plot, yards); dimensions come last; the earliest wins a tie.
import { clauseAround, clauseStart, offerScore } from './clauses';
import { numbersIn, readNumber } from './numbers';

const SQ_FT =
  /^ ?(?:sq\.? ?-?f(?:ee)?t\.?s?|square ?f(?:ee|oo)?t|sqft|sft|s\.f\.t\.?|ft2|sf)(?![a-z])/;
const SQ_YD = /^ ?(?:sq\.? ?y(?:ar)?ds?|sqyd|yards?|gaj|gaz)(?![a-z])/;
const SQ_M = /^ ?(?:sq\.? ?m(?:trs?|eters?|etres?)?|sqm|m2|square ?met(?:er|re)s?)(?![a-z])/;
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
const DIMENSIONS = /(?<![\d.])(\d{2,3}) ?[x*] ?(\d{2,3})(?![\d.])/g;

const SQ_M_TO_SQ_FT = 10.7639;

type Size = { sqft: number; index: number; rank: number };

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
  // Below 10 no unit makes a home's size (room counts, floors); skip the reading.
  if (value < 10 && !THOUSAND.test(scan.slice(index + token.length, index + token.length + 3)))
    return null;
  let rest = scan.slice(index + token.length, index + token.length + 40);
  const range = RANGE_TO.exec(rest);
  if (range) rest = rest.slice(range[0].length);
  let multiplier = 1;
  const thousand = THOUSAND.exec(rest);
  if (thousand) {
    multiplier = 1000;
    rest = rest.slice(thousand[0].length);
  }

  let rank: number | null = null;
  let factor = 1;
  if (SQ_FT.test(rest)) rank = 2;
  else if (SQ_YD.test(rest)) [rank, factor] = [1, 9];
  else if (SQ_M.test(rest)) [rank, factor] = [2, SQ_M_TO_SQ_FT];
  const hasUnit = rank !== null;

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
  if (label !== undefined && factor === 1) rank = rankOfLabel(label);
  if (rank === null) return null;
  if (!hasUnit && (multiplier !== 1 || NOT_SIZE_AFTER.test(rest))) return null;

  const sqft = Math.round(value * multiplier * factor);
  const [min, max] = hasUnit ? [100, 500_000] : [150, 50_000];
  if (sqft < min || sqft > max) return null;
  const clause = clauseAround(scan, index, index + token.length);
  return { sqft, index, rank: rank + (offerScore(clause) < 0 ? -5 : 0) };
}

function readDimensions(scan: string): Size[] {
  const sizes: Size[] = [];
  for (const m of scan.matchAll(DIMENSIONS)) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    const area = a * b;
    if (a >= 15 && b >= 15 && a <= 200 && b <= 200 && area >= 300 && area <= 40_000) {
      sizes.push({ sqft: area, index: m.index, rank: 0.5 });
    }
  }
  return sizes;
}

export function parseSqft(scan: string): number | null {
  const sizes = readDimensions(scan);
  for (const { token, index } of numbersIn(scan)) {
    const size = readSize(scan, token, index);
    if (size) sizes.push(size);
  }
  let top: Size | null = null;
  for (const s of sizes) {
    if (!top || s.rank > top.rank || (s.rank === top.rank && s.index < top.index)) top = s;
  }
  return top?.sqft ?? null;
}
