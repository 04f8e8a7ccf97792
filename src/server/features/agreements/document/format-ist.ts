// India has one time zone and no daylight saving: IST is UTC+05:30 all year, so a fixed
// offset is exact and needs no time-zone data (and no ICU month spelling like 'Sept').
import { HINDI_MONTHS } from '#shared/agreements/format-agreement-figures.ts';

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** '26 Nov 2026, 14:05 IST'. */
export function formatIstTime(at: Date): string {
  return writeIstTime(at, MONTHS);
}

/** '26 नवंबर 2026, 14:05 IST': Hindi writes the month in full (short forms are not used). */
export function formatIstTimeHi(at: Date): string {
  return writeIstTime(at, HINDI_MONTHS);
}

function writeIstTime(at: Date, months: readonly string[]): string {
  const local = new Date(at.getTime() + IST_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  const month = months[local.getUTCMonth()] ?? '';
  return `${local.getUTCDate()} ${month} ${local.getUTCFullYear()}, ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())} IST`;
}
