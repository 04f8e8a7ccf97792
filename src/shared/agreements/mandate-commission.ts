// The commission a listing mandate promises, worked out on the asking price so the owner
// sees a figure in rupees before signing. The real amount is computed on the final price
// or rent, which nobody knows yet.
import { GST_PERCENT, type CommissionBasis } from '../schemas/agreements';

/** Either party may end a mandate early by this much written notice. */
export const MANDATE_NOTICE_DAYS = 15;
/** A deal with a party the broker introduced still earns the commission this long after the end. */
export const MANDATE_TAIL_DAYS = 90;

export type CommissionExample = {
  /** The asking price (or monthly rent) the example is taken on. */
  base: number;
  commission: number;
  gst: number;
  total: number;
};

/** Whole rupees: an invoice is never raised in paise, and the GST is rounded the same way. */
export function computeCommissionExample(
  basis: CommissionBasis,
  value: number,
  askingPrice: number,
): CommissionExample {
  const commission = Math.round(
    basis === 'percent' ? (askingPrice * value) / 100 : askingPrice * value,
  );
  const gst = Math.round((commission * GST_PERCENT) / 100);
  return { base: askingPrice, commission, gst, total: commission + gst };
}

/**
 * The amount a buyer's fee can be worked out on before any deal: the top of the
 * requirement's budget, where that budget is the fee's base (a price for a % fee on a
 * purchase, a monthly rent for months' rent on a letting); null otherwise. The document,
 * the builder and the agreement page all ask this, so they never disagree.
 */
export function feeExampleBase(basis: CommissionBasis, propertyType: 'Sale' | 'Rent', budgetMax: number | null): number | null {
  const budgetIsBase = (basis === 'percent') === (propertyType === 'Sale');
  return budgetIsBase ? budgetMax : null;
}
