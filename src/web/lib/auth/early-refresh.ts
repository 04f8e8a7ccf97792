// A returning member's session refresh, and on the dashboard the feed's first page with
// the token it returns, started by the boot script while the app's code is still
// downloading, and handed to the app once. The boot script is inlined into index.html's
// head (vite.config.ts, earlyBootScript; the server allows it by its hash), so both
// requests go out as soon as the HTML is parsed. Exactly one of the boot script and the
// app sends the refresh: whichever runs first takes the slot, so the rotating refresh
// token is never presented twice (decisions 014, 048).
//
// Plain fetches, not call(): the boot script must stay small and cannot wait for the API
// client, zod or the contracts. The refresh's method and path come from the module the
// contract itself is built from (shared/api/refresh-route.ts), the feed's URL from its
// contract at build time (boot/early-boot-plan.ts), and the app parses both answers with
// the contracts' response schemas (auth-provider.tsx, features/feed/api/get-feed.ts).
import { REFRESH_METHOD, REFRESH_PATH } from '#shared/api/refresh-route.ts';
import { readSessionFacts } from '../session-facts';
import { receivedNow, type ReceivedAt } from './received-at';
import { withRefreshLock } from './refresh-lock';

/** The answer, and when it arrived (the app may adopt it seconds later). */
export type EarlyAnswer = { response: Response; receivedAt: ReceivedAt };

/**
 * What the boot script reads early besides the session, decided at build time from the
 * route table and the feed's contract (boot/early-boot-plan.ts).
 */
export type EarlyBootPlan = {
  /** The feed's first page as the app asks for it (path and query). */
  feedUrl: string;
  /** The paths that land on the dashboard, which shows the feed first. */
  feedPaths: readonly string[];
};

declare global {
  interface Window {
    /** undefined: nobody ran yet; null: no early request (or already taken). */
    __bcEarlyRefresh?: Promise<EarlyAnswer> | null;
    /** The feed's first page, asked with the early refresh's token; null when not asked. */
    __bcEarlyFeed?: Promise<Response | null> | null;
  }
}

const onPath = (paths: readonly string[]) => {
  const path = window.location.pathname;
  return paths.includes(path.length > 1 ? path.replace(/\/+$/, '') : path);
};

/**
 * Boot script: sends POST /api/auth/refresh now when this browser had a session (local
 * storage's session facts: the refresh cookie itself is httpOnly), and on the dashboard
 * chains GET of the feed's first page with the access token it returns.
 */
export function startEarlyRefresh(plan?: EarlyBootPlan): void {
  if (window.__bcEarlyRefresh !== undefined) return;
  window.__bcEarlyFeed = null;
  if (!readSessionFacts()) {
    window.__bcEarlyRefresh = null;
    return;
  }
  const forFeed = !!plan && onPath(plan.feedPaths);
  // The copy for the feed is taken before anyone reads the answer (the app reads the original).
  const refresh = withRefreshLock(() =>
    fetch(REFRESH_PATH, {
      method: REFRESH_METHOD,
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    }).then((response) => ({
      response,
      receivedAt: receivedNow(),
      copy: forFeed && response.ok ? response.clone() : null,
    })),
  );
  window.__bcEarlyRefresh = refresh.then(({ response, receivedAt }) => ({ response, receivedAt }));
  if (plan && forFeed) {
    window.__bcEarlyFeed = refresh
      .then(async ({ copy }) => {
        if (!copy) return null;
        const body = (await copy.json()) as { session?: { access_token?: unknown } };
        const token = body.session?.access_token;
        if (typeof token !== 'string') return null;
        return fetch(plan.feedUrl, {
          headers: { accept: 'application/json', authorization: `Bearer ${token}` },
          credentials: 'same-origin',
        });
      })
      // Anything that went wrong here, the app asks for the feed itself.
      .catch(() => null);
  }
}

/** App: the boot script's refresh if it sent one (once); from now on the app refreshes itself. */
export function takeEarlyRefresh(): Promise<EarlyAnswer> | null {
  const early = window.__bcEarlyRefresh ?? null;
  window.__bcEarlyRefresh = null;
  return early;
}

/**
 * App: the boot script's feed request (once), or null. Only to be used when the app's
 * session is the one the early refresh answered with (auth-provider.tsx,
 * startSessionCheck), since the feed was asked with that session's token.
 */
export function takeEarlyFeed(): Promise<Response | null> | null {
  const early = window.__bcEarlyFeed ?? null;
  window.__bcEarlyFeed = null;
  return early;
}
