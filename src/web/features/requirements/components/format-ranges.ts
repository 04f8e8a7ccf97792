// A requirement's ranges in words, the same on the form's summary, the detail page and
// the listing owner's section: 'Any' when neither end is given.
import { formatPrice } from '#shared/format/price.ts';
import { describeBedrooms } from '#shared/format/requirement-title.ts';
import { formatWholeNumber } from '#shared/format/numbers.ts';


function describeRange(min: number | null, max: number | null, show: (n: number) => string) {
  if (min !== null && max !== null) return min === max ? show(min) : `${show(min)} – ${show(max)}`;
  if (min !== null) return `From ${show(min)}`;
  if (max !== null) return `Up to ${show(max)}`;
  return 'Any';
}

export function describeBudget(min: number | null, max: number | null, type: 'Sale' | 'Rent') {
  const text = describeRange(min, max, (n) => formatPrice(n));
  return type === 'Rent' && text !== 'Any' ? `${text} a month` : text;
}

export function describeSize(min: number | null, max: number | null) {
  const text = describeRange(min, max, formatWholeNumber);
  return text === 'Any' ? text : `${text} sq ft`;
}

export function describeRooms(min: number | null, max: number | null) {
  return describeBedrooms(min, max) ?? 'Any';
}

/** Buy or Rent, as the broker's client sees it. */
export const typeLabel = (type: 'Sale' | 'Rent') => (type === 'Rent' ? 'Rent' : 'Buy');
