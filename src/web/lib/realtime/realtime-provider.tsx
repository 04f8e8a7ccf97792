// One realtime client per tab, connected while a broker is signed in (decision 007).
// Its code, and the hooks that apply its events to the caches, are not needed for the
// first paint: `load` brings both once a broker is signed in (decision 048), and the
// hooks are mounted in the same render that starts the client, so their subscriptions
// are in place before the first event can arrive.
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import type { RealtimeClient } from './realtime-client';
import { RealtimeContext } from './realtime-context';

/** What `load` brings: the tab's client, and what applies its events (mounted while signed in). */
export type RealtimeParts = { client: RealtimeClient; Updates?: ComponentType<{ meId: string }> };

/** Mount once, inside AuthProvider. `client` (tests) is used at once; else `load` brings it when needed. */
export function RealtimeProvider({
  children,
  client,
  load,
}: {
  children: ReactNode;
  client?: RealtimeClient;
  load?: () => Promise<RealtimeParts>;
}) {
  const [parts, setParts] = useState<RealtimeParts | null>(() => (client ? { client } : null));
  const { user, mfaPending } = useAuth();
  const meId = user && !mfaPending ? user.id : null;
  const signedIn = meId !== null;
  useEffect(() => {
    if (!signedIn || parts || !load) return;
    let live = true;
    void load().then((loaded) => {
      if (live) setParts(loaded);
    });
    return () => {
      live = false;
    };
  }, [signedIn, parts, load]);
  // Children's effects run first: the Updates' subscriptions exist before the socket opens.
  useEffect(() => {
    if (!signedIn || !parts) return;
    parts.client.start();
    return () => parts.client.stop();
  }, [parts, signedIn]);
  const Updates = parts?.Updates;
  return (
    <RealtimeContext.Provider value={parts?.client ?? null}>
      {Updates && meId ? <Updates meId={meId} /> : null}
      {children}
    </RealtimeContext.Provider>
  );
}
