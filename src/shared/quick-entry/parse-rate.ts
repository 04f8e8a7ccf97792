// A rate per unit of area ("₹4,500 per sq ft", "Rs 45 lakh/acre", "per sq yd rate 32,000"):
// never the price (price-context.ts drops it), but with a size it gives the total
// (decision 039: the listing's price is filled with rate x size when no total is written).
import type { PriceRate, SqftConversion } from '../schemas/quick-entry';
import { clauseStart } from './clauses';
import { SQFT_PER_UNIT } from './land-units';
import { readAmount } from './money-amount';
import { numbersIn, readNumber } from './numbers';
import { readPriceContext, standsFree } from './price-context';

const REACH = 48;

/** The first rate per unit of area the text gives, with a unit we convert; else null. */
export function parseRate(scan: string): PriceRate | null {
  for (const { token, index } of numbersIn(scan)) {
    if (!standsFree(scan, index)) continue;
    const value = readNumber(token);
    if (Number.isNaN(value)) continue;
    const before = scan.slice(clauseStart(scan, index, REACH), index);
    const read = readAmount(
      value,
      before,
      scan.slice(index + token.length, index + token.length + REACH),
    );
    if (!read || (read.currency !== null && read.currency !== 'INR')) continue;
    const unit = readPriceContext(before, read.rest).rate?.unit;
    // "3 per sq ft" maintenance is a charge, not what the property costs.
    if (unit && read.amount >= 10 && !/\b(?:maint|maintenance|charges?|cam)\b/.test(before)) {
      return { amount: read.amount, unit };
    }
  }
  return null;
}

/**
 * Rate x size in whole rupees, when both are known: the size in sq ft is turned into the
 * rate's unit ("45 lakh per acre" x 2 acres = 90 lakh). Null without a size.
 */
export function totalFromRate(
  rate: PriceRate | null,
  sqft: number | null,
  conversion: SqftConversion | null,
): number | null {
  if (!rate || sqft === null) return null;
  // Written in the rate's own unit: multiply what was written, no rounding on the way.
  const quantity =
    conversion?.from.unit === rate.unit ? conversion.from.value : sqft / SQFT_PER_UNIT[rate.unit];
  const total = Math.round(rate.amount * quantity);
  return total > 0 && total <= 1e11 ? total : null;
}
