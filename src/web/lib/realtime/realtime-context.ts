// How features hear realtime events: `useRealtimeEvent('notification.created', handler)`.
// Without a RealtimeProvider (tests, signed-out pages) the hooks do nothing.
import { createContext, useContext, useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import type { RealtimeEvent, RealtimeEventKind } from '#shared/schemas/realtime.ts';
import type { RealtimeClient, RealtimeStatus } from './realtime-client';

export const RealtimeContext = createContext<RealtimeClient | null>(null);

export type RealtimeEventOf<K extends RealtimeEventKind> = Extract<RealtimeEvent, { kind: K }>;

/** Calls `handler` for each event of the given kind(s); the latest handler is always used. */
export function useRealtimeEvent<K extends RealtimeEventKind>(
  kinds: K | readonly K[],
  handler: (event: RealtimeEventOf<K>) => void,
): void {
  const client = useContext(RealtimeContext);
  const onEvent = useEffectEvent(handler);
  const key = (typeof kinds === 'string' ? [kinds] : [...kinds]).sort().join(' ');
  useEffect(() => {
    if (!client) return;
    const wanted = new Set(key.split(' '));
    return client.subscribe((event) => {
      if (wanted.has(event.kind)) onEvent(event as RealtimeEventOf<K>);
    });
  }, [client, key]);
}

const noop = () => () => {};

/** 'stopped' | 'connecting' | 'connected' | 'reconnecting'. */
export function useRealtimeStatus(): RealtimeStatus {
  const client = useContext(RealtimeContext);
  return useSyncExternalStore(
    client ? (listener) => client.onStatus(listener) : noop,
    () => client?.status ?? 'stopped',
  );
}
