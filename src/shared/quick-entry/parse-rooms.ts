// Bedrooms ("3 BHK", "3bhk", "3 bed", "three bedroom", "1RK", "Bedrooms: 3") and baths
// ("2 bath", "3 bathrooms", "2 toilets", "3BHK 3T", "Bathrooms: 2"). When a text names
// several, the one in a clause that offers it wins over one that asks for it or says it
// is gone ("3bhk chahiye nahi, 2bhk available hai" -> 2); otherwise the first.
import { clauseAround, offerScore } from './clauses';
import { COUNT_WORD_SOURCE, readCount } from './numbers';

const COUNT = `(?<![a-z\\d.])(\\d{1,2}(?:\\.5)?|${COUNT_WORD_SOURCE})`;

const BEDROOMS_AFTER = new RegExp(
  `${COUNT} ?-? ?(?:bhk|b\\.h\\.k\\.?|rk|bedrooms?|beds?|br|bd|b/r|बीएचके)(?![a-z])`,
  'g',
);
const BEDROOMS_LABEL = /\b(?:bedrooms?|beds?|bhk)\s?[:=]\s?(\d{1,2})(?![\d.])/g;

const BATHS_AFTER = new RegExp(
  `${COUNT} ?-? ?(?:(?:attached|common|western|indian|full|modern|private) )?` +
    `(?:bathrooms?|baths?|toilets?|washrooms?|wash rooms?|restrooms?|wc|t|ba)(?![a-z])`,
  'g',
);
const BATHS_LABEL = /\b(?:bathrooms?|baths?|toilets?|washrooms?)\s?[:=]\s?(\d{1,2})(?![\d.])/g;

// "2 & 3 BHK", "3/4 BHK": a project with several configurations; the first one counts.
// Not "Sector 2, 3BHK" or "Phase 1 - 2BHK": a comma or a spaced dash is not a range.
const RANGE_BEFORE = /(?<![\d.])(\d)(?: ?(?:&|and|or|to) ?|[/-])$/;
const STUDIO = /\bstudio\b/;

type Found = { value: number; index: number; score: number };

function collect(scan: string, pattern: RegExp, withRange: boolean): Found[] {
  const found: Found[] = [];
  for (const m of scan.matchAll(pattern)) {
    const token = m[1];
    if (token === undefined) continue;
    let value = readCount(token);
    if (withRange) {
      const lower = RANGE_BEFORE.exec(scan.slice(Math.max(0, m.index - 8), m.index));
      const first = lower?.[1] === undefined ? null : readCount(lower[1]);
      if (first !== null && value !== null && first < value && value - first <= 2) value = first;
    }
    if (value === null) continue;
    const clause = clauseAround(scan, m.index, m.index + m[0].length);
    found.push({ value, index: m.index, score: offerScore(clause) });
  }
  return found;
}

function pickBest(found: Found[]): number | null {
  let best: Found | undefined;
  for (const f of found) {
    if (!best || f.score > best.score || (f.score === best.score && f.index < best.index)) best = f;
  }
  return best?.value ?? null;
}

/**
 * Bedroom count; "2.5 BHK" counts 2 (the half is a study); "1RK" and, when no count is
 * given, "studio" count 1 (a broker files both as one-room homes).
 */
export function parseBedrooms(scan: string): number | null {
  const count = pickBest([
    ...collect(scan, BEDROOMS_AFTER, true),
    ...collect(scan, BEDROOMS_LABEL, false),
  ]);
  return count ?? (STUDIO.test(scan) ? 1 : null);
}

// "3+ BHK", "3 bhk+", "3bhk or more", "minimum 3 BHK": no upper bound.
const PLUS_BETWEEN = new RegExp(
  `${COUNT} ?\\+ ?(?:bhk|b\\.h\\.k\\.?|bedrooms?|beds?|बीएचके)(?![a-z])`,
);
const PLUS_AFTER =
  /^ ?(?:\+|plus(?![a-z])|or (?:more|above|bigger)|and above|& above|onwards|se (?:upar|bada))/;
const AT_LEAST_BEFORE = /(?:min(?:imum)?|at ?least|atleast|above|more than)\W{0,3}$/;

export type BedroomRange = { min: number; max: number | null };

/**
 * What a requirement asks in bedrooms: "3BHK" is 3 to 3, "2-3 BHK" and "2 or 3 BHK" 2 to 3,
 * "3+ BHK" 3 or more. The first mention counts (a requirement names one configuration).
 */
export function parseBedroomRange(scan: string): BedroomRange | null {
  const plus = PLUS_BETWEEN.exec(scan);
  for (const m of scan.matchAll(BEDROOMS_AFTER)) {
    if (plus && plus.index < m.index) break;
    const value = m[1] === undefined ? null : readCount(m[1]);
    if (value === null) continue;
    const lower = RANGE_BEFORE.exec(scan.slice(Math.max(0, m.index - 8), m.index));
    const first = lower?.[1] === undefined ? null : readCount(lower[1]);
    const end = m.index + m[0].length;
    const open =
      PLUS_AFTER.test(scan.slice(end, end + 16)) ||
      AT_LEAST_BEFORE.test(scan.slice(Math.max(0, m.index - 16), m.index));
    if (first !== null && first < value && value - first <= 2) return { min: first, max: value };
    return { min: value, max: open ? null : value };
  }
  const count = plus?.[1] === undefined ? null : readCount(plus[1]);
  if (count !== null) return { min: count, max: null };
  return STUDIO.test(scan) ? { min: 1, max: 1 } : null;
}

export function parseBaths(scan: string): number | null {
  return pickBest([...collect(scan, BATHS_AFTER, false), ...collect(scan, BATHS_LABEL, false)]);
}
