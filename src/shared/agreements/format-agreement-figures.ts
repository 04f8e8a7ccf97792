// Figures as an Indian agreement writes them: rupees with en-IN grouping (₹1,20,00,000),
// dates in words (1 December 2026). Dates are read from their ISO text, never through the
// local time zone, so a server anywhere prints the day the broker chose.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const wholeNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const decimalNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** '₹1,20,00,000'; zero stays '₹0' (formatPrice would say 'Price on request'). */
export function formatRupees(amount: number): string {
  return `₹${wholeNumber.format(amount)}`;
}

/** '2', '1.5', '12,345.67': a percentage or a number of months. */
export function formatDecimal(value: number): string {
  return decimalNumber.format(value);
}

/** '2026-12-01' -> '1 December 2026'. */
export function formatLongDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new Error(`Not an ISO date: ${isoDate}`);
  return `${Number(match[3])} ${month} ${match[1]}`;
}
