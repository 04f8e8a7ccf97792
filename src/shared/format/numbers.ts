// The one place numbers are formatted for people (issue 22: building an Intl.NumberFormat per
// call cost the flyer page 6 % of its time). Indian grouping (1,20,00,000) everywhere;
// formatters are built once per module load and per currency.
const plain = new Intl.NumberFormat('en-IN');
const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const currencies = new Map<string, Intl.NumberFormat>();

/** '1,150', '2.5': up to three decimals, as Intl's default. */
export const formatNumber = (value: number): string => plain.format(value);

/** '1,20,000': rounded to a whole number. */
export const formatWholeNumber = (value: number): string => whole.format(value);

/** '2', '1.5', '12,345.67': a percentage, a number of months, an area. */
export const formatDecimal = (value: number): string => twoDecimals.format(value);

/** '₹1,20,00,000'; zero stays '₹0'. */
export const formatRupees = (amount: number): string => `₹${whole.format(amount)}`;

/** '$1,200' or '€1,200': another currency, whole units, its own symbol. */
export function formatWholeCurrency(amount: number, currency: string): string {
  let format = currencies.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    currencies.set(currency, format);
  }
  return format.format(amount);
}
