// Per-account back-off for guesses at a password or a second factor (issue 17). The
// per-IP limits stop one address; an attacker with many addresses is stopped here, per
// account, on PostgreSQL so every instance counts together. Every attempt is counted
// before the guess is checked (parallel guesses cannot slip through between a check and
// a count): the first FREE_ATTEMPTS in a window are free, then each attempt must wait
// 2, 4, 8 ... seconds after the previous one, at most MAX_DELAY_S. A success clears the
// account's count, so a broker is never locked out for long: rising delays, not a lock.
import { eq, lt, sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/open.ts';
import { authThrottle } from '#server/db/schema.ts';
import { HttpError } from '#server/lib/http-errors.ts';

export const FREE_ATTEMPTS = 5;
export const MAX_DELAY_S = 300;
/** Counting starts again this long after a window's first failure. */
const WINDOW = sql.raw(`interval '1 hour'`);

export type ThrottleKey = `login:${string}` | `mfa:${string}`;

/**
 * Takes one attempt for `key`, or refuses with 429 (and Retry-After) while the account
 * must still wait. The refused attempt is not counted.
 */
export async function takeAttempt(db: Queryable, key: ThrottleKey, what: string): Promise<void> {
  const attempts = sql`case when ${authThrottle.windowStartedAt} < now() - ${WINDOW} then 1 else ${authThrottle.attempts} + 1 end`;
  const taken = await db
    .insert(authThrottle)
    .values({ key, attempts: 1, windowStartedAt: sql`now()`, nextAllowedAt: sql`now()` })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        attempts,
        windowStartedAt: sql`case when ${authThrottle.windowStartedAt} < now() - ${WINDOW} then now() else ${authThrottle.windowStartedAt} end`,
        nextAllowedAt: sql`now() + make_interval(secs => least(${MAX_DELAY_S}, case when ${attempts} <= ${FREE_ATTEMPTS} then 0 else power(2, ${attempts} - ${FREE_ATTEMPTS}) end))`,
      },
      setWhere: sql`${authThrottle.nextAllowedAt} <= now()`,
    })
    .returning({ attempts: authThrottle.attempts });
  if (taken.length > 0) return;
  const [row] = await db
    .select({ wait: sql<number>`ceil(extract(epoch from ${authThrottle.nextAllowedAt} - now()))::int` })
    .from(authThrottle)
    .where(eq(authThrottle.key, key));
  const seconds = Math.max(1, row?.wait ?? 1);
  throw new HttpError(
    429,
    'rate_limited',
    `Too many failed ${what} attempts for this account. Please wait ${seconds} seconds and try again.`,
    undefined,
    { 'retry-after': String(seconds) },
  );
}

/** The guess was right (or the password was reset): the account starts afresh. */
export async function clearAttempts(db: Queryable, key: ThrottleKey): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
}

/** Rows of windows long over; called now and then so guesses at unknown e-mails do not pile up. */
export async function pruneThrottle(db: Queryable): Promise<void> {
  await db.delete(authThrottle).where(lt(authThrottle.windowStartedAt, sql`now() - interval '1 day'`));
}

export const loginKey = (email: string): ThrottleKey => `login:${email.trim().toLowerCase()}`;
export const mfaKey = (userId: string): ThrottleKey => `mfa:${userId}`;
