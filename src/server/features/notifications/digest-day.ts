// Which day's digest is due: brokers are in India, so the day and the hour are India
// Standard Time (UTC+5:30, no daylight saving), whatever the server's time zone.
import { DIGEST_HOUR_IST } from '#shared/schemas/notification-settings.ts';

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The IST date ('2026-11-26') and hour (0-23) of a moment. */
export function indiaDayAndHour(at: Date): { day: string; hour: number } {
  const local = new Date(at.getTime() + IST_OFFSET_MS);
  return { day: local.toISOString().slice(0, 10), hour: local.getUTCHours() };
}

/** The IST day whose digest may go out at `at`, or null before DIGEST_HOUR_IST. */
export function digestDayAt(at: Date): string | null {
  const { day, hour } = indiaDayAndHour(at);
  return hour >= DIGEST_HOUR_IST ? day : null;
}
