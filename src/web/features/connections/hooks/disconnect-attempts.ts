// Spec section 4: disconnect attempts are counted per user in local storage; from the
// second successful attempt the page reloads after 1.5 s, and from the third failed
// attempt a 'Refresh Now' action is offered. Successes and failures are counted apart
// ("the second successful attempt", "the third failed attempt"), per signed-in broker,
// and never reset: the spec names no reset. Pure, apart from the storage it is handed.

export const DISCONNECT_RELOAD_DELAY_MS = 1500;
/** The n-th successful attempt from which the page reloads. */
export const RELOAD_FROM_SUCCESS = 2;
/** The n-th failed attempt from which 'Refresh Now' is offered. */
export const REFRESH_FROM_FAILURE = 3;

export type DisconnectAttempts = { succeeded: number; failed: number };
export type DisconnectOutcome = keyof DisconnectAttempts;
export type AttemptStore = Pick<Storage, 'getItem' | 'setItem'>;

export const NO_ATTEMPTS: DisconnectAttempts = { succeeded: 0, failed: 0 };

export function disconnectAttemptsKey(userId: string): string {
  return `brokercircle:disconnect-attempts:${userId}`;
}

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0;

/** What storage held; anything unreadable counts as no attempts. */
export function parseDisconnectAttempts(raw: string | null): DisconnectAttempts {
  if (!raw) return NO_ATTEMPTS;
  try {
    const value = JSON.parse(raw) as Partial<Record<DisconnectOutcome, unknown>> | null;
    return value && typeof value === 'object'
      ? { succeeded: count(value.succeeded), failed: count(value.failed) }
      : NO_ATTEMPTS;
  } catch {
    return NO_ATTEMPTS;
  }
}

export function countAttempt(attempts: DisconnectAttempts, outcome: DisconnectOutcome): DisconnectAttempts {
  return { ...attempts, [outcome]: attempts[outcome] + 1 };
}

/** True from the second successful attempt on. */
export function reloadsAfterSuccess(attempts: DisconnectAttempts): boolean {
  return attempts.succeeded >= RELOAD_FROM_SUCCESS;
}

/** True from the third failed attempt on. */
export function offersRefresh(attempts: DisconnectAttempts): boolean {
  return attempts.failed >= REFRESH_FROM_FAILURE;
}

/**
 * Counts one attempt for `userId` and returns the new totals. Storage that refuses
 * (private mode, quota) still yields this attempt's count.
 */
export function recordDisconnectAttempt(
  store: AttemptStore | null,
  userId: string,
  outcome: DisconnectOutcome,
): DisconnectAttempts {
  const key = disconnectAttemptsKey(userId);
  let before = NO_ATTEMPTS;
  try {
    before = parseDisconnectAttempts(store?.getItem(key) ?? null);
  } catch {
    // unreadable storage: start from zero
  }
  const after = countAttempt(before, outcome);
  try {
    store?.setItem(key, JSON.stringify(after));
  } catch {
    // full or blocked storage: the count is only lost, nothing else
  }
  return after;
}
