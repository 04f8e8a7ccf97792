// The web app's own RealtimeClient (src/web/lib/realtime) against the real server, with
// `ws` standing in for the browser's WebSocket: it authenticates by its first message,
// receives live events, and after its socket drops it reconnects and emits `resync`, so
// what happened while it was away is refetched (the notification list has it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { REALTIME_PATH, type RealtimeEvent } from '#shared/schemas/realtime.ts';
import { RealtimeClient } from '#web/lib/realtime/realtime-client.ts';
import { acceptConnection, listNotifications, requestConnection } from '../helpers/notifications';
import { listenForRealtime } from '../helpers/realtime-client';
import { createTestApp, registerBroker, type TestApp } from '../helpers/test-app';
import { waitFor } from '../helpers/test-utils';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listenForRealtime(t);
});
afterAll(async () => t.close());

describe('the web realtime client on the real server', () => {
  it('receives live events, and after a dropped socket reconnects and asks for a refetch', async () => {
    const asha = await registerBroker(t);
    const bharat = await registerBroker(t);
    const sockets: WebSocket[] = [];
    // Keeps each socket the client opens, so the test can cut one like a lost 4G link.
    class TrackedWebSocket extends WebSocket {
      constructor(url: string) {
        super(url);
        sockets.push(this);
      }
    }
    const events: RealtimeEvent[] = [];
    const client = new RealtimeClient({
      url: `${baseUrl}${REALTIME_PATH}`,
      WebSocket: TrackedWebSocket as never,
      getToken: () => bharat.accessToken,
      onTokenChange: () => () => {},
      refreshToken: () => Promise.resolve(false),
      random: () => 1, // shortest backoff (1 s minus the full jitter)
    });
    client.subscribe((event) => events.push(event));
    client.start();
    try {
      await waitFor(() => client.status === 'connected' || undefined, 'connected');
      expect(sockets).toHaveLength(1);
      expect(sockets[0]?.url).toBe(`${baseUrl}${REALTIME_PATH}`);

      // Live: Asha's request reaches Bharat's client as it happens.
      const requestId = await requestConnection(t, asha, bharat);
      const created = await waitFor(
        () => events.find((e) => e.kind === 'notification.created' && e.notification.type === 'connection_request'),
        'connection_request event',
      );
      expect(created.kind === 'notification.created' && created.notification.content.requester_id).toBe(asha.id);

      // The link drops (the next attempt waits 800 ms); meanwhile Chitra asks him too,
      // and that event has no socket to go to.
      const chitra = await registerBroker(t);
      sockets[0]?.terminate();
      await waitFor(() => client.status !== 'connected' || undefined, 'disconnected');
      await requestConnection(t, chitra, bharat);
      expect(sockets).toHaveLength(1);
      expect(events.filter((e) => e.kind === 'notification.created')).toHaveLength(1);

      // Back: a new socket, `resync`, and the refetch shows what was missed.
      await waitFor(() => events.find((e) => e.kind === 'resync'), 'resync after reconnect', 10_000);
      expect(sockets).toHaveLength(2);
      const list = await listNotifications(t, bharat);
      expect(list.items.map((n) => n.content.requester_id)).toEqual([chitra.id, asha.id]);

      // And the new socket is live again.
      await acceptConnection(t, bharat, requestId);
      const other = await registerBroker(t);
      await requestConnection(t, other, bharat);
      await waitFor(
        () => events.find((e) => e.kind === 'notification.created' && e.notification.content.requester_id === other.id),
        'event on the new socket',
      );
    } finally {
      client.stop();
    }
  });
});
