// The tab's realtime client, wired to the browser: its WebSocket, the session's token and
// refresh, and the page's lifecycle. Loaded after the first paint, with the hooks that
// apply its events (app/layout/realtime-for-members.tsx; decision 048).
import { refreshSession } from '#web/lib/api-client.ts';
import { sessionStore } from '#web/lib/session-store.ts';
import { browserLifecycle, RealtimeClient, realtimeUrl } from './realtime-client';

export function createBrowserRealtimeClient(): RealtimeClient {
  return new RealtimeClient({
    url: realtimeUrl(window.location),
    WebSocket,
    getToken: sessionStore.accessToken,
    onTokenChange: (listener) => sessionStore.subscribe(() => listener()),
    refreshToken: refreshSession,
    lifecycle: browserLifecycle,
  });
}
