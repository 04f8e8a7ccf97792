// Session lifecycle (spec section 4): recovered on load from the refresh cookie,
// refreshed shortly before expiry while the tab is visible, paused while hidden and
// recovered when it becomes visible again.
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { refreshSession } from '#shared/api/auth-refresh.ts';
import type { AuthResponse } from '#shared/schemas/auth.ts';
import { ApiError, readResponse, setRefreshHandler } from '#web/lib/api-client.ts';
import { sessionStore } from '#web/lib/session-store.ts';
import { AuthContext, isMfaPending, type AuthContextValue } from './auth-context';
import { takeEarlyFeed, takeEarlyRefresh, type EarlyAnswer } from './early-refresh';
import { elapsedSince, receivedNow, type ReceivedAt } from './received-at';
import { refreshSessionCall } from './refresh-call';
import { withRefreshLock } from './refresh-lock';
import { refreshDelayMs, retryDelayMs } from './refresh-schedule';

// The other auth calls and their contracts load on first use (a sign-in, a sign-up, a
// sign-out): the first paint needs none of them, which keeps the first load in budget.
const loadAuthApi = () => import('./auth-api').then((m) => m.authApi);
type AuthApi = Awaited<ReturnType<typeof loadAuthApi>>;

/** Signing in and signing up alike: the answer is the tab's new session; loading meanwhile. */
async function startSession(
  setLoading: (loading: boolean) => void,
  call: (api: AuthApi) => Promise<AuthResponse>,
): Promise<AuthResponse> {
  setLoading(true);
  try {
    const response = await call(await loadAuthApi());
    sessionStore.set(response);
    return response;
  } finally {
    setLoading(false);
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // Read straight from the store: nothing set between the first render and a
  // subscription (the early session check of main.tsx) can be missed.
  const auth = useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
  // Nothing to check when this browser never had a session: initialised at once.
  const [initialised, setInitialised] = useState(() => !sessionStore.hadSession());
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<Promise<boolean> | null>(null);

  const refresh = useCallback((): Promise<boolean> => {
    // One refresh at a time in this tab, and across tabs where Web Locks exist, so two
    // tabs never present the same (rotating) refresh token.
    inFlight.current ??= recoverSession().finally(() => {
      inFlight.current = null;
    });
    return inFlight.current;
  }, []);

  useEffect(() => {
    setRefreshHandler(refresh);
    return () => setRefreshHandler(null);
  }, [refresh]);

  // First session check: only when this browser had a session, so signed-out
  // visitors cost the server nothing.
  useEffect(() => {
    if (initialised) return;
    // main.tsx may have started it already, before the first render: it is then this
    // tab's refresh in flight, so nothing (the tab turning visible) starts a second one
    // beside it with the same rotating refresh token.
    if (earlySessionCheck) {
      inFlight.current ??= earlySessionCheck.finally(() => {
        inFlight.current = null;
      });
    }
    void refresh().finally(() => setInitialised(true));
    // Only the first check: later refreshes never make the app "loading" again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Refresh a minute before expiry while visible; stop when hidden; catch up when
  // visible. Timed from the server's `expires_in` and when its answer arrived (never the
  // device clock against `expires_at`); a refresh that fails without signing the tab
  // out is tried again after 5 s, 10 s, 20 s ... up to 5 minutes.
  useEffect(() => {
    const session = auth.session;
    const receivedAt = auth.receivedAt;
    let failures = 0;
    const wait = (delayMs: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void attempt(), delayMs);
    };
    const attempt = async () => {
      if (await refresh()) return; // the new session re-runs this effect
      // Refused: signed out (no session left), nothing to retry. Otherwise the server
      // could not be reached or failed: back off, while still visible.
      if (!sessionStore.get().session || document.visibilityState !== 'visible') return;
      failures += 1;
      wait(retryDelayMs(failures));
    };
    const schedule = () => {
      clearTimeout(timer.current);
      if (!session || !receivedAt || document.visibilityState !== 'visible') return;
      wait(refreshDelayMs(session.expires_in, elapsedSince(receivedAt)));
    };
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') {
        clearTimeout(timer.current);
        return;
      }
      if (session) schedule();
      else if (sessionStore.hadSession()) void refresh();
    };
    schedule();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer.current);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [auth.session, auth.receivedAt, refresh]);

  const adopt = useCallback((response: AuthResponse) => sessionStore.set(response), []);

  const signIn = useCallback<AuthContextValue['signIn']>(
    (input) => startSession(setLoading, (api) => api.signIn(input)),
    [],
  );

  const signUp = useCallback<AuthContextValue['signUp']>(
    (input) => startSession(setLoading, (api) => api.signUp(input)),
    [],
  );

  const signOut = useCallback(async () => {
    setLoading(true);
    try {
      await (await loadAuthApi()).signOut();
    } finally {
      // Signed out locally even if the server could not be told; clears the admin flag.
      sessionStore.set(null);
      queryClient.clear();
      setLoading(false);
    }
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(() => {
    const user = auth.user;
    const mfaPending = isMfaPending(user);
    return {
      initialised,
      user,
      mfaPending,
      isAdmin: !!user && !mfaPending && user.role === 'admin',
      loading,
      signIn,
      signUp,
      signOut,
      adopt,
    };
  }, [auth.user, initialised, loading, signIn, signUp, signOut, adopt]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/**
 * Trades the refresh cookie for a session (under the cross-tab lock), or adopts the
 * answer to the boot script's early request; a refused one signs the tab out.
 */
function recoverSession(early: Promise<EarlyAnswer> | null = null): Promise<boolean> {
  const adopt = async (answer: Promise<{ auth: AuthResponse; receivedAt: ReceivedAt }>) => {
    try {
      const { auth, receivedAt } = await answer;
      sessionStore.set(auth, receivedAt);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) sessionStore.set(null);
      return false;
    }
  };
  if (early) {
    return adopt(
      early.then(async ({ response, receivedAt }) => ({
        auth: await readResponse(refreshSession.response, response),
        receivedAt,
      })),
    );
  }
  return withRefreshLock(() =>
    adopt(refreshSessionCall().then((auth) => ({ auth, receivedAt: receivedNow() }))),
  );
}

let earlySessionCheck: Promise<boolean> | null = null;
/** The boot script's feed request, and the token of the session it was asked with. */
let earlyFeed: { answer: Promise<Response | null>; token: Promise<string | null> } | null = null;

/**
 * Starts the first session check at once (main.tsx calls it before React renders):
 * the boot script's request when it sent one (it went out while the app's code was
 * still downloading), else a refresh now. AuthProvider's first check then waits for
 * this one. Only when this browser had a session (decision 014).
 */
export function startSessionCheck(): Promise<boolean> {
  const early = takeEarlyRefresh();
  // Taken with the refresh it was chained to, and kept only when that refresh is the
  // one this check adopts: the feed was asked with that session's token.
  const feed = takeEarlyFeed();
  if (!earlySessionCheck && (early || sessionStore.hadSession())) {
    const check = recoverSession(early);
    earlySessionCheck = check;
    if (early && feed) {
      earlyFeed = {
        answer: feed,
        token: check.then((signedIn) => (signedIn ? sessionStore.accessToken() : null)),
      };
    }
  }
  return earlySessionCheck ?? Promise.resolve(false);
}

/**
 * The answer to the boot script's request for the feed's first page (decision 048),
 * once: the feed's query takes it for its first page instead of asking again. Null at
 * once when there is none or it was taken already; resolves to null when the first
 * check did not sign the tab in, or the tab's session is no longer the one it was
 * asked with.
 */
export function takeFirstFeedPage(): Promise<Response | null> | null {
  const feed = earlyFeed;
  earlyFeed = null;
  if (!feed) return null;
  return feed.token.then((token) =>
    token && token === sessionStore.accessToken() ? feed.answer : null,
  );
}
