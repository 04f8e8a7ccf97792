// The words around a figure in a requirement that make it a bound: "under 40k" is a
// maximum, "above 1000 sq ft" a minimum, "around 80 lakh" a range of ±10 % (decision 039).

/** "around 80 lakh" reads as 72 to 88 lakh. */
export const AROUND_TOLERANCE = 0.1;

export type Bound = 'max' | 'min' | 'around' | null;

const MAX_BEFORE =
  /(?:under|below|upto|up ?to|within|max(?:imum)?|less than|not more than|not (?:above|over)|till|<|tak|andar|से कम|अंदर|अधिकतम)\W{0,3}(?:budget|बजट|rs\.?|₹|inr|रु\.?)?\W{0,3}$/;
const MIN_BEFORE =
  /(?:above|over|more than|min(?:imum)?|at ?least|atleast|starting|from|upwards of|>|कम से कम|न्यूनतम)\W{0,3}(?:budget|बजट|rs\.?|₹|inr|रु\.?)?\W{0,3}$/;
const AROUND_BEFORE =
  /(?:around|approx(?:imately)?\.?|about|roughly|nearly|~|aas ?paas|lagbhag|लगभग|करीब|क़रीब)\W{0,3}(?:budget|बजट|rs\.?|₹|inr|रु\.?)?\W{0,3}$/;
const MAX_AFTER =
  /^ ?(?:\/- ?)?(?:tak(?![a-z])|max(?:imum)?(?![a-z])|tops(?![a-z])|or less|and below|& below|se kam|तक|से कम|अधिकतम)/;
const MIN_AFTER =
  /^ ?(?:\/- ?)?(?:\+|plus(?![a-z])|and above|& above|or more|onwards|se upar|से ऊपर|से अधिक)/;
const AROUND_AFTER =
  /^ ?(?:\/- ?)?(?:approx(?:imately)?|around|ke aas ?paas|ke aaspaas|के आसपास|के करीब)/;

/** What the words right before a figure (`before`) and right after it (`after`) make it. */
export function readBound(before: string, after: string): Bound {
  const tail = before.slice(-32);
  if (AROUND_BEFORE.test(tail) || AROUND_AFTER.test(after)) return 'around';
  if (MAX_BEFORE.test(tail) || MAX_AFTER.test(after)) return 'max';
  if (MIN_BEFORE.test(tail) || MIN_AFTER.test(after)) return 'min';
  return null;
}

export type Range = { min: number | null; max: number | null };

/**
 * A figure and its bound as a range. A figure with no bound word takes `plain`: a
 * budget is a ceiling ('max'), a size a floor ('min').
 */
export function toRange(
  value: number,
  upTo: number | null,
  bound: Bound,
  plain: 'max' | 'min',
): Range {
  if (upTo !== null) return { min: value, max: upTo };
  const kind = bound ?? plain;
  if (kind === 'around') {
    return {
      min: Math.round(value * (1 - AROUND_TOLERANCE)),
      max: Math.round(value * (1 + AROUND_TOLERANCE)),
    };
  }
  return kind === 'max' ? { min: null, max: value } : { min: value, max: null };
}
