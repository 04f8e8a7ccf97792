// When the next session refresh is due, and how long to wait after a failed one.

/** Refresh this long before the access token expires. */
export const REFRESH_MARGIN_MS = 60_000;
/** Never sooner than this after the last answer, whatever `expires_in` says. */
const MIN_INTERVAL_MS = 5_000;
const RETRY_FIRST_MS = 5_000;
const RETRY_MAX_MS = 5 * 60_000;

/**
 * Delay until the next refresh of a session that lives `expiresInS` seconds from its
 * arrival, `elapsedMs` ago: a minute before expiry, or halfway for a very short-lived
 * token; at once when that moment has passed (back from sleep).
 */
export function refreshDelayMs(expiresInS: number, elapsedMs: number): number {
  const lifetime = expiresInS * 1000;
  const due = lifetime > 2 * REFRESH_MARGIN_MS ? lifetime - REFRESH_MARGIN_MS : lifetime / 2;
  return Math.max(0, Math.max(due, MIN_INTERVAL_MS) - elapsedMs);
}

/** After `failures` failed refreshes in a row (1, 2, ...): 5 s, 10 s, 20 s ... up to 5 min. */
export function retryDelayMs(failures: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1));
}
