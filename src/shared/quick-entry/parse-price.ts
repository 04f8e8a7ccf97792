// Price (spec section 5: crore x 1e7, lakh x 1e5; rupees, lakhs or crore; INR, USD, EUR,
// GBP) as brokers write it: "2.5 Cr", "1.2cr", "85 L", "85 lacs", "₹ 1,25,00,000",
// "Rs.45,000/month", "35k rent", "$650,000", "USD 1.2 million", "75 hazaar mahina".
//
// Every number in the text is read with its own clause: what stands right before it (a
// currency, a label such as "rent" or "price", or one such as "deposit") and right after
// it (a unit, "/month", "/-", "sq ft", "BHK"...). Numbers that are a size, a count, a
// rate per sq ft, a deposit or maintenance are dropped; phone numbers, pin codes, dates
// and times were blanked before. Of the rest, the best-marked wins, the earliest on a
// tie: the listing usually comes before the noise around it.
import { DEFAULT_CURRENCY } from '../constants';
import type { QuickEntryCurrency } from '../schemas/quick-entry';
import { clauseAround, clauseStart, offerScore } from './clauses';
import { readAmount } from './money-amount';
import { numbersIn, readNumber } from './numbers';
import { readPriceContext, standsFree } from './price-context';

export type ListingKind = 'Rent' | 'Sale';

export type PriceFound = {
  amount: number;
  currency: QuickEntryCurrency;
  /** Written as a monthly amount ("/month", "pm", "per month"). */
  perMonth: boolean;
  /** What the words around it say it is. */
  role: 'rent' | 'sale' | null;
};

type Candidate = PriceFound & { index: number; score: number };
type NumberToken = { token: string; index: number };

const REACH = 48;

function readCandidate(scan: string, { token, index }: NumberToken): Candidate | 'bare' | null {
  if (!standsFree(scan, index)) return null;
  const value = readNumber(token);
  if (Number.isNaN(value)) return null;
  const before = scan.slice(clauseStart(scan, index, REACH), index);
  const read = readAmount(
    value,
    before,
    scan.slice(index + token.length, index + token.length + REACH),
  );
  if (!read) return null;
  const context = readPriceContext(before, read.rest);
  if (context.excluded) return null;

  const { label, perMonth, slashDash, rentAfter, at, markAfter } = context;
  const strength =
    (read.currency !== null ? 3 : 0) +
    (read.hasUnit ? 3 : 0) +
    (label !== null ? 4 : 0) +
    (perMonth ? 2 : 0) +
    (slashDash ? 1 : 0) +
    (rentAfter ? 3 : 0) +
    (at ? 2 : 0);
  if (strength === 0 && !markAfter) return 'bare';

  const currency = read.currency ?? DEFAULT_CURRENCY;
  const plainYear = !read.hasUnit && /^(?:19|20)\d\d$/.test(token);
  const floor = currency === 'INR' && !read.hasUnit ? 1000 : 100;
  if (plainYear || read.amount < floor || read.amount > 1e11) return null;

  const clause = clauseAround(scan, index, index + token.length);
  // "negotiable", "onwards", "only" make a plain number a price, but do not lift a
  // marked one over an earlier one ("... 1.35 Cr. Also 2 BHK from 75L onwards").
  const score = Math.max(strength, 1) + (offerScore(clause) < 0 ? -5 : 0);
  const role =
    perMonth || label === 'rent' || rentAfter ? 'rent' : label === 'sale' ? 'sale' : null;
  return { amount: read.amount, currency, perMonth, role, index, score };
}

// With nothing marked at all ("Flat on rent in Dwarka, 3bhk, 25000"), a plain number of
// a plausible size is taken; never a year, a 6-digit pin or a 10-digit phone number.
function readBare(
  scan: string,
  { token, index }: NumberToken,
  kind: ListingKind | null,
): Candidate | null {
  if (!/^\d{4,5}$|^\d{7,9}$|^\d{1,3}(?:,\d{2,3})+$/.test(token)) return null;
  if (/^(?:19|20)\d\d$/.test(token)) return null;
  const next = scan[index + token.length];
  if (next !== undefined && !/[ \n,.;)|]/.test(next)) return null;
  const amount = readNumber(token);
  const [min, max] = kind === 'Rent' ? [2000, 500_000] : [100_000, 1e10];
  if (!(amount >= min && amount <= max)) return null;
  return { amount, currency: DEFAULT_CURRENCY, perMonth: false, role: null, index, score: 0 };
}

function best(candidates: Candidate[]): Candidate | null {
  let top: Candidate | null = null;
  for (const c of candidates) {
    if (!top || c.score > top.score || (c.score === top.score && c.index < top.index)) top = c;
  }
  return top;
}

/**
 * The listing's price. `kind` is what the words of the text say (Rent or Sale): a Rent
 * listing prefers the amount marked as rent, a Sale listing any amount not marked so.
 */
export function parsePrice(scan: string, kind: ListingKind | null): PriceFound | null {
  const marked: Candidate[] = [];
  const bare: NumberToken[] = [];
  for (const number of numbersIn(scan)) {
    const found = readCandidate(scan, number);
    if (found === 'bare') bare.push(number);
    else if (found) marked.push(found);
  }
  let pool = marked;
  if (kind === 'Rent' && marked.some((c) => c.role === 'rent')) {
    pool = marked.filter((c) => c.role === 'rent');
  } else if (kind === 'Sale' && marked.some((c) => c.role !== 'rent')) {
    pool = marked.filter((c) => c.role !== 'rent');
  }
  let chosen = best(pool.filter((c) => c.score > 0));
  for (let i = 0; !chosen && i < bare.length; i++) {
    const number = bare[i];
    chosen = number ? readBare(scan, number, kind) : null;
  }
  if (!chosen) return null;
  const { amount, currency, perMonth, role } = chosen;
  return { amount, currency, perMonth, role };
}
