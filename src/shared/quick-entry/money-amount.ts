// The amount part of a price: the currency before or after the number, the unit after
// it (crore, lakh, k, thousand, hazaar, million), a range ("1.2-1.5 Cr") and a crore
// followed by lakhs ("1 Cr 20 lakh"), and the same in Devanagari (लाख, करोड़, हज़ार, रु.,
// रुपये; after NFKC ड़ and ज़ are a letter plus the nukta U+093C).
import type { QuickEntryCurrency } from '../schemas/quick-entry';

const CRORE = 1e7;
const LAKH = 1e5;
const THOUSAND = 1e3;
const MILLION = 1e6;
const BILLION = 1e9;

const CURRENCY_BEFORE =
  /(?:^|[^\u0900-\u097Fa-z])(₹|rs\.?|inr|rupees?|usd|us ?\$|\$|eur|euros?|€|gbp|£|रु\.?|रुपये|रुपए) ?$/;
const CURRENCY_AFTER =
  /^ ?(rupees?|rs\.?|inr|usd|dollars?|eur|euros?|gbp|pounds?|रुपये|रुपए|रुपया|रु)(?![\u0900-\u097Fa-z])/;
const UNIT =
  /^ ?(crores?|crs?|karod|karor|carore|lakhs?|lacs?|laks?|lkhs?|lks?|l|k|thousand|hazaa?r|hajar|millions?|mn|billions?|bn|m|करोड\u093C?|लाख|हज\u093C?ार)(?![\u0900-\u097Fa-z])/;
const CRORE_AND_LAKH =
  /^ ?(?:and |और )?(\d{1,2}(?:\.\d+)?) ?(?:lakhs?|lacs?|l|लाख)(?![\u0900-\u097Fa-z])/;
const RANGE_TO =
  /^ ?(?:-|to|~|se|से) ?(?:rs\.? ?|₹ ?)?(?:\d{1,3}(?:,\d{2,3})+(?!\d)(?:\.\d+)?|\d+(?:\.\d+)?)/;

export type Amount = {
  amount: number;
  /** Null when no currency is written: INR then. */
  currency: QuickEntryCurrency | null;
  /** True when a unit multiplied the number. */
  hasUnit: boolean;
  /** The upper end of a range ("1.2-1.5 Cr"), with the same unit; else null. */
  upTo: number | null;
  /** The text after the amount (unit, range and currency read off). */
  rest: string;
};

function multiplierOf(unit: string, foreign: boolean): number | null {
  if (/^(?:crores?|crs?|karod|karor|carore|करोड\u093C?)$/.test(unit)) return CRORE;
  if (/^(?:lakhs?|lacs?|laks?|lkhs?|lks?|l|लाख)$/.test(unit)) return LAKH;
  if (/^(?:k|thousand|hazaa?r|hajar|हज\u093C?ार)$/.test(unit)) return THOUSAND;
  if (/^(?:millions?|mn)$/.test(unit) || (unit === 'm' && foreign)) return MILLION;
  if (/^(?:billions?|bn)$/.test(unit)) return BILLION;
  return null;
}

export function currencyOf(token: string | undefined): QuickEntryCurrency | null {
  if (token === undefined) return null;
  if (/^(?:₹|rs|inr|rupee|रु)/.test(token)) return 'INR';
  if (/^(?:\$|usd|us|dollar)/.test(token)) return 'USD';
  if (/^(?:€|eur)/.test(token)) return 'EUR';
  if (/^(?:£|gbp|pound)/.test(token)) return 'GBP';
  return null;
}

/**
 * The amount a number stands for, given the clause text `before` it and the text `after`
 * it; null when the unit is not a money unit ("2.5 m" is metres, "35k" with 5 digits is
 * a typo).
 */
export function readAmount(value: number, before: string, after: string): Amount | null {
  let currency = currencyOf(CURRENCY_BEFORE.exec(before)?.[1]);
  const foreign = currency !== null && currency !== 'INR';
  let rest = after;

  // "1.2-1.5 Cr": the lower end takes the unit written after the upper one.
  let unit = UNIT.exec(rest);
  const range = unit ? null : RANGE_TO.exec(rest);
  let upper: number | null = null;
  if (range) {
    unit = UNIT.exec(rest.slice(range[0].length));
    upper = Number(/[\d,.]+$/.exec(range[0])?.[0].replace(/,/g, '') ?? Number.NaN);
    if (unit) rest = rest.slice(range[0].length);
  }
  if (unit) rest = rest.slice(unit[0].length);
  const multiplier = unit?.[1] === undefined ? null : multiplierOf(unit[1], foreign);
  if (unit && multiplier === null) return null;
  if (multiplier === THOUSAND && value >= 10_000) return null;

  let lakhs = 0;
  if (multiplier === CRORE) {
    const more = CRORE_AND_LAKH.exec(rest);
    if (more?.[1] !== undefined) {
      lakhs = Number(more[1]) * LAKH;
      rest = rest.slice(more[0].length);
    }
  }
  const written = CURRENCY_AFTER.exec(rest);
  if (written) {
    currency ??= currencyOf(written[1]);
    rest = rest.slice(written[0].length);
  }
  const amount = Math.round(value * (multiplier ?? 1) + lakhs);
  const upTo =
    upper !== null && Number.isFinite(upper) && upper > value
      ? Math.round(upper * (multiplier ?? 1))
      : null;
  return { amount, currency, hasUnit: multiplier !== null, upTo, rest };
}
