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

// Zero rupees stay '₹0' here (formatPrice would say 'Price on request').
export { formatDecimal, formatRupees } from '../format/numbers';

/** '2026-12-01' -> '1 December 2026'. */
export function formatLongDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new Error(`Not an ISO date: ${isoDate}`);
  return `${Number(match[3])} ${month} ${match[1]}`;
}

/** The months in Hindi, in calendar order (the spellings Hindi newspapers print). */
export const HINDI_MONTHS = [
  'जनवरी',
  'फ़रवरी',
  'मार्च',
  'अप्रैल',
  'मई',
  'जून',
  'जुलाई',
  'अगस्त',
  'सितंबर',
  'अक्टूबर',
  'नवंबर',
  'दिसंबर',
] as const;

/** '2026-12-01' -> '1 दिसंबर 2026': formatLongDate's day and year, the month in Hindi. */
export function formatLongDateHi(isoDate: string): string {
  const [day, month, year] = formatLongDate(isoDate).split(' ');
  const hindi = HINDI_MONTHS[MONTHS.findIndex((m) => m === month)];
  return `${day} ${hindi} ${year}`;
}
