// A requirement's budget: "budget 1.2-1.5 Cr", "under 40k", "around 80 lakh", "80L to
// 1 Cr", "बजट 50 लाख तक". The amounts are read like a listing's price (money-amount.ts,
// price-context.ts), but "budget" is the label here rather than a reason to skip; a
// deposit, maintenance, a rate per sq ft, a size or a count is still never the budget.
import { clauseStart } from './clauses';
import { readAmount } from './money-amount';
import { numbersIn, readNumber } from './numbers';
import { readPriceContext, standsFree } from './price-context';
import { readBound, toRange, type Range } from './range-words';

const REACH = 48;
// "80 lakh to 1 Cr", "between 80L and 1 Cr", "50 se 60 lakh".
const JOIN = /^ ?(?:-|to|and|se|से|~) ?(?:rs\.? ?|₹ ?|रु\.? ?)?$/;

export type Budget = Range & {
  /** Written as a monthly amount or labelled rent: the requirement is to rent. */
  monthly: boolean;
  role: 'rent' | 'sale' | null;
};

type Reading = {
  amount: number;
  upTo: number | null;
  index: number;
  end: number;
  before: string;
  rest: string;
  strong: boolean;
  monthly: boolean;
  role: 'rent' | 'sale' | null;
};

function readAt(scan: string, token: string, index: number): Reading | null {
  if (!standsFree(scan, index)) return null;
  const value = readNumber(token);
  if (Number.isNaN(value)) return null;
  const before = scan.slice(clauseStart(scan, index, REACH), index);
  const after = scan.slice(index + token.length, index + token.length + REACH);
  const read = readAmount(value, before, after);
  if (!read) return null;
  const context = readPriceContext(before, read.rest);
  if (context.notMoney) return null;
  const bound = readBound(before, read.rest);
  const strong =
    read.currency !== null ||
    read.hasUnit ||
    context.budget ||
    context.label !== null ||
    context.perMonth ||
    context.slashDash ||
    context.rentAfter ||
    bound !== null;
  // A plain small number is a floor, a count or a year, not money.
  if (!read.hasUnit && (read.amount < 1000 || /^(?:19|20)\d\d$/.test(token))) return null;
  return {
    amount: read.amount,
    upTo: read.upTo,
    index,
    end: index + token.length + (after.length - read.rest.length),
    before,
    rest: read.rest,
    strong,
    monthly: context.perMonth,
    role:
      context.perMonth || context.label === 'rent' || context.rentAfter ? 'rent' : context.label,
  };
}

/** The budget a requirement gives, or null. The first marked amount counts. */
export function parseBudget(scan: string): Budget | null {
  const readings: Reading[] = [];
  for (const { token, index } of numbersIn(scan)) {
    const reading = readAt(scan, token, index);
    if (reading) readings.push(reading);
  }
  const i = readings.findIndex((r) => r.strong);
  const first = readings[i];
  if (!first) return null;
  const next = readings[i + 1];
  let range: Range;
  if (first.upTo === null && next && JOIN.test(scan.slice(first.end, next.index))) {
    // "80 lakh to 1 Cr"; "80-90 lakh" was already read as one range by readAmount.
    const low = first.amount < 100 && next.amount >= 1e5 ? first.amount * 1e5 : first.amount;
    range = { min: low, max: next.upTo ?? next.amount };
  } else {
    range = toRange(first.amount, first.upTo, readBound(first.before, first.rest), 'max');
  }
  if (range.min !== null && range.max !== null && range.min > range.max) {
    range = { min: range.max, max: range.min };
  }
  return { ...range, monthly: first.monthly || (next?.monthly ?? false), role: first.role };
}
