// How the agreements pages write amounts, dates and the commission with its GST.
import { GST_PERCENT, type CommissionBasis } from '#shared/schemas/agreements.ts';
import { feeExampleBase } from '#shared/agreements/mandate-commission.ts';
import { formatRupees } from '#shared/format/numbers.ts';

/** ₹ with Indian grouping: 240000 → '₹2,40,000'. */
export const rupees = (amount: number) => formatRupees(Math.round(amount));

export type Commission = { fee: number; gst: number; total: number };

/**
 * The commission in rupees (a share of the asking price, or months of the monthly rent)
 * and the GST on it; null until the figures make sense.
 */
export function computeCommission(
  askingPrice: unknown,
  basis: CommissionBasis | undefined,
  value: unknown,
): Commission | null {
  if (typeof askingPrice !== 'number' || !Number.isFinite(askingPrice) || askingPrice <= 0)
    return null;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || !basis) return null;
  const fee = Math.round(basis === 'percent' ? (askingPrice * value) / 100 : askingPrice * value);
  const gst = Math.round((fee * GST_PERCENT) / 100);
  return { fee, gst, total: fee + gst };
}

/**
 * '₹2,40,000 + GST ₹43,200 = ₹2,83,200 on the asking price'; `on` names another base
 * (a buyer's mandate works its example on the top of the budget).
 */
export function describeCommission(
  commission: Commission,
  basis: CommissionBasis,
  on?: string,
): string {
  const base = on ?? (basis === 'percent' ? 'on the asking price' : 'for the months of rent');
  return `${rupees(commission.fee)} + GST ${rupees(commission.gst)} = ${rupees(commission.total)} ${base}`;
}

/** '2 % of the sale price' or "1 month's rent" / "2 months' rent", as the terms say it. */
export function describeCommissionRate(
  basis: CommissionBasis,
  value: number,
  percentOf = 'the sale price',
): string {
  if (basis === 'percent') return `${value} % of ${percentOf}`;
  return value === 1 ? "1 month's rent" : `${value} months' rent`;
}

/** A 'YYYY-MM-DD' date as '26 Nov 2026'. */
export function formatDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** A moment as '26 Nov 2026, 3:15 pm' in the reader's time zone. */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The local calendar date of `date`, 'YYYY-MM-DD' (what a date input holds). */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `days` calendar days after `date`. */
export function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

/**
 * A buyer's fee worked out on the top of their requirement's budget: '₹3,00,000 + GST
 * ₹54,000 = ₹3,54,000 on a price of ₹1,50,00,000'. Only when the budget is a price for a
 * % fee, or a monthly rent for a fee in months' rent; null otherwise.
 */
export function describeFeeExample(
  basis: CommissionBasis,
  value: number,
  requirement: {
    property_type: 'Sale' | 'Rent';
    budget_min: number | null;
    budget_max: number | null;
  },
): string | null {
  const budget = feeExampleBase(basis, requirement.property_type, requirement.budget_max);
  if (budget === null) return null;
  const fee = computeCommission(budget, basis, value);
  if (!fee) return null;
  const base =
    basis === 'percent'
      ? `on a price of ${rupees(budget)}`
      : `on a rent of ${rupees(budget)} a month`;
  return `${rupees(fee.fee)} + GST ${rupees(fee.gst)} = ${rupees(fee.total)} ${base}`;
}
