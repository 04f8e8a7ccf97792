// A returning member's session refresh, started by the boot script (boot/early-refresh.ts,
// its own small entry that index.html loads ahead of the app) while the app's code is
// still downloading, and handed to the app once. Exactly one of the two sends the
// request: whichever runs first takes the slot, so the rotating refresh token is never
// presented twice (decision 014).
import { readSessionFacts } from '../session-facts';
import { receivedNow, type ReceivedAt } from './received-at';
import { withRefreshLock } from './refresh-lock';

/** The answer, and when it arrived (the app may adopt it seconds later). */
export type EarlyAnswer = { response: Response; receivedAt: ReceivedAt };

declare global {
  interface Window {
    /** undefined: nobody ran yet; null: no early request (or already taken). */
    __bcEarlyRefresh?: Promise<EarlyAnswer> | null;
  }
}

/** Boot script: sends POST /api/auth/refresh now when this browser had a session. */
export function startEarlyRefresh(): void {
  if (window.__bcEarlyRefresh !== undefined) return;
  window.__bcEarlyRefresh = readSessionFacts()
    ? withRefreshLock(() =>
        fetch('/api/auth/refresh', {
          method: 'POST',
          headers: { accept: 'application/json' },
          credentials: 'same-origin',
        }).then((response) => ({ response, receivedAt: receivedNow() })),
      )
    : null;
}

/** App: the boot script's request if it sent one (once); from now on the app refreshes itself. */
export function takeEarlyRefresh(): Promise<EarlyAnswer> | null {
  const early = window.__bcEarlyRefresh ?? null;
  window.__bcEarlyRefresh = null;
  return early;
}
