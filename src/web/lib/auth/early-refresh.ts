// A returning member's session refresh, started by the boot script (boot/early-refresh.ts,
// its own small entry that index.html loads ahead of the app) while the app's code is
// still downloading, and handed to the app once. Exactly one of the two sends the
// request: whichever runs first takes the slot, so the rotating refresh token is never
// presented twice (decision 014).
//
// A plain fetch, not call(): this runs in the boot script, which must stay small and
// cannot wait for the API client, zod or the contracts. It takes the refresh contract's
// method and path from the module the contract itself is built from (shared/api/
// refresh-route.ts), and the app parses the answer with the contract's response schema
// (auth-provider.tsx), so the contract still decides all three.
import { REFRESH_METHOD, REFRESH_PATH } from '#shared/api/refresh-route.ts';
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
        fetch(REFRESH_PATH, {
          method: REFRESH_METHOD,
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
