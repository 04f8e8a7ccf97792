// Amounts the way Indian brokers say them: 1.2 Cr, 85 L, 40k. For titles and cards where
// the full ₹1,20,00,000 is too long; the exact figure stays on the detail page.
const CRORE = 10_000_000;
const LAKH = 100_000;

function trim(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export function formatShortAmount(value: number): string {
  if (value >= CRORE) return `${trim(value / CRORE)} Cr`;
  if (value >= LAKH) return `${trim(value / LAKH)} L`;
  if (value >= 1000) return `${trim(value / 1000)}k`;
  return `₹${trim(value)}`;
}

/** '1.2–1.5 Cr', 'under 40k', 'from 50 L', '' when neither end is given. */
export function formatAmountRange(min: number | null, max: number | null): string {
  if (min !== null && max !== null) {
    if (min === max) return formatShortAmount(max);
    const low = formatShortAmount(min);
    const high = formatShortAmount(max);
    const lowUnit = low.replace(/^[\d.₹]+/, '');
    const highUnit = high.replace(/^[\d.₹]+/, '');
    // '1.2–1.5 Cr' rather than '1.2 Cr–1.5 Cr' when both ends share the unit.
    return lowUnit === highUnit && !low.startsWith('₹') ? `${low.slice(0, low.length - lowUnit.length)}–${high}` : `${low}–${high}`;
  }
  if (max !== null) return `under ${formatShortAmount(max)}`;
  if (min !== null) return `from ${formatShortAmount(min)}`;
  return '';
}
