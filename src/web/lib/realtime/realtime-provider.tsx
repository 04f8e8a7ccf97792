// One realtime client per tab, connected while a broker is signed in (decision 007).
import { useEffect, useState, type ReactNode } from 'react';
import { refreshSession } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { sessionStore } from '#web/lib/session-store.ts';
import { browserLifecycle, RealtimeClient, realtimeUrl } from './realtime-client';
import { RealtimeContext } from './realtime-context';

function createBrowserClient(): RealtimeClient {
  return new RealtimeClient({
    url: realtimeUrl(window.location),
    WebSocket,
    getToken: sessionStore.accessToken,
    onTokenChange: (listener) => sessionStore.subscribe(() => listener()),
    refreshToken: refreshSession,
    lifecycle: browserLifecycle,
  });
}

/** Mount once, inside AuthProvider. `client` is for tests. */
export function RealtimeProvider({ children, client }: { children: ReactNode; client?: RealtimeClient }) {
  const [realtime] = useState(() => client ?? createBrowserClient());
  const { user, mfaPending } = useAuth();
  const signedIn = !!user && !mfaPending;
  useEffect(() => {
    if (!signedIn) return;
    realtime.start();
    return () => realtime.stop();
  }, [realtime, signedIn]);
  return <RealtimeContext.Provider value={realtime}>{children}</RealtimeContext.Provider>;
}
