/** '' (an empty number input) is "not given"; anything else is read as a number. */
export function toOptionalNumber(value: unknown): number | null {
  if (value === '' || value === null || value === undefined) return null;
  return typeof value === 'number' ? value : Number(value);
}
