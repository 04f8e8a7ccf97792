import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REALTIME_CLOSE, REALTIME_PING_INTERVAL_MS, type RealtimeEvent } from '#shared/schemas/realtime.ts';
import { aNotification, testId } from '#web/test/fixtures.ts';
import { FakeWebSocket } from '#web/test/fake-websocket.ts';
import {
  backoffDelay,
  browserLifecycle,
  RealtimeClient,
  realtimeUrl,
  type Lifecycle,
  type RealtimeClientOptions,
} from './realtime-client';

const URL = 'ws://app.test/api/realtime';
const USER = testId(1);

/** A token source like the session store: set() notifies the client. */
function tokenSource(initial: string | null) {
  let token = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => token,
    set(next: string | null) {
      token = next;
      for (const l of listeners) l();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

function fakeLifecycle(visible = true) {
  const listeners = new Set<() => void>();
  const lifecycle: Lifecycle & { wake(): void; visible: boolean } = {
    visible,
    onWake(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    isVisible: () => lifecycle.visible,
    wake: () => {
      for (const l of listeners) l();
    },
  };
  return lifecycle;
}

function setup(overrides: Partial<RealtimeClientOptions> = {}, initialToken: string | null = 'token-1') {
  const token = tokenSource(initialToken);
  const refreshToken = vi.fn(() => Promise.resolve(false));
  const lifecycle = fakeLifecycle();
  const client = new RealtimeClient({
    url: URL,
    WebSocket: FakeWebSocket,
    getToken: token.get,
    onTokenChange: token.subscribe,
    refreshToken,
    lifecycle,
    random: () => 0,
    ...overrides,
  });
  const events: RealtimeEvent[] = [];
  client.subscribe((e) => events.push(e));
  return { client, token, refreshToken, lifecycle, events };
}

/** Opens the latest socket and lets the server answer `ready`. */
function connectLast() {
  const socket = FakeWebSocket.last();
  socket.open();
  socket.receive({ type: 'ready', user_id: USER });
  return socket;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RealtimeClient', () => {
  it('opens one socket with no token in the URL and sends auth as the first message', () => {
    const { client } = setup();
    client.start();
    client.start(); // idempotent: still one socket per tab
    expect(FakeWebSocket.instances).toHaveLength(1);
    const socket = FakeWebSocket.last();
    expect(socket.url).toBe(URL);
    expect(socket.url).not.toContain('token');
    socket.open();
    expect(socket.messages()).toEqual([{ type: 'auth', token: 'token-1' }]);
    socket.receive({ type: 'ready', user_id: USER });
    expect(client.status).toBe('connected');
  });

  it('builds ws:// or wss:// from the page protocol', () => {
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/api/realtime');
    expect(realtimeUrl({ protocol: 'https:', host: 'brokers.example' })).toBe('wss://brokers.example/api/realtime');
  });

  it('does not connect without a token', () => {
    const { client } = setup({}, null);
    client.start();
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(client.status).toBe('stopped');
  });

  it('re-sends auth on the open socket whenever the access token changes', () => {
    const { client, token } = setup();
    client.start();
    const socket = connectLast();
    token.set('token-2');
    token.set('token-2'); // same token: not sent twice
    expect(socket.messages()).toEqual([
      { type: 'auth', token: 'token-1' },
      { type: 'auth', token: 'token-2' },
    ]);
    // The server's 'ready' for the new token is not a reconnect.
    socket.receive({ type: 'ready', user_id: USER });
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('sends the newest token when the socket opens after a refresh', () => {
    const { client, token } = setup();
    client.start();
    token.set('token-2');
    FakeWebSocket.last().open();
    expect(FakeWebSocket.last().messages()).toEqual([{ type: 'auth', token: 'token-2' }]);
  });

  it('passes valid events on and ignores invalid messages', () => {
    const { client, events } = setup();
    client.start();
    const socket = connectLast();
    const notification = aNotification();
    socket.receive('not json');
    socket.receive({ type: 'event', event: { kind: 'notification.unknown' } });
    socket.receive({ type: 'event', event: { kind: 'notification.created', notification: { id: 'x' } } });
    socket.receive({ type: 'surprise' });
    socket.receive({ type: 'event', event: { kind: 'notification.created', notification } });
    socket.receive({ type: 'event', event: { kind: 'notification.all_read', read_at: '2026-05-01T10:00:00.000Z' } });
    expect(events).toEqual([
      { kind: 'notification.created', notification },
      { kind: 'notification.all_read', read_at: '2026-05-01T10:00:00.000Z' },
    ]);
    expect(client.status).toBe('connected');
  });

  it('reconnects with backoff: 1 s doubling to 30 s', () => {
    const { client } = setup();
    client.start();
    const delays: number[] = [];
    for (let i = 0; i < 7; i++) {
      const count = FakeWebSocket.instances.length;
      FakeWebSocket.last().serverClose(1006);
      expect(client.status).toBe('reconnecting');
      let waited = 0;
      while (FakeWebSocket.instances.length === count) {
        vi.advanceTimersByTime(100);
        waited += 100;
      }
      delays.push(waited);
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('shortens each delay by up to a fifth at random (jitter)', () => {
    expect(backoffDelay(0, () => 0)).toBe(1000);
    expect(backoffDelay(0, () => 0.5)).toBe(900);
    expect(backoffDelay(3, () => 0.999)).toBeGreaterThanOrEqual(6400);
    expect(backoffDelay(20, () => 0)).toBe(30000);
    expect(backoffDelay(20, () => 0.999)).toBeGreaterThanOrEqual(24000);
  });

  it('starts the backoff over once a connection is ready again', () => {
    const { client } = setup();
    client.start();
    FakeWebSocket.last().serverClose(1006);
    vi.advanceTimersByTime(1000);
    FakeWebSocket.last().serverClose(1006);
    vi.advanceTimersByTime(2000);
    connectLast();
    FakeWebSocket.last().serverClose(1001);
    const count = FakeWebSocket.instances.length;
    vi.advanceTimersByTime(999);
    expect(FakeWebSocket.instances).toHaveLength(count);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(count + 1);
  });

  it('emits a resync after a reconnect, never after the first connect', () => {
    const { client, events } = setup();
    client.start();
    connectLast();
    expect(events).toEqual([]);
    FakeWebSocket.last().serverClose(1006);
    vi.advanceTimersByTime(1000);
    const second = connectLast();
    expect(events).toEqual([{ kind: 'resync' }]);
    expect(second.messages()).toEqual([{ type: 'auth', token: 'token-1' }]);
  });

  it('emits a resync when the first socket failed before it was ready', () => {
    const { client, events } = setup();
    client.start();
    FakeWebSocket.last().serverClose(1006);
    vi.advanceTimersByTime(1000);
    connectLast();
    expect(events).toEqual([{ kind: 'resync' }]);
  });

  it('reconnects at once when the device is back online or the tab is shown', () => {
    const { client, lifecycle } = setup();
    client.start();
    connectLast();
    lifecycle.wake(); // connected: nothing to do
    expect(FakeWebSocket.instances).toHaveLength(1);
    FakeWebSocket.last().serverClose(1006);
    vi.advanceTimersByTime(1000);
    FakeWebSocket.last().serverClose(1006); // now waiting 2 s
    lifecycle.wake();
    expect(FakeWebSocket.instances).toHaveLength(3);
    vi.advanceTimersByTime(5000);
    expect(FakeWebSocket.instances).toHaveLength(3); // the pending retry was cancelled
  });

  it('does not fight another tab for the last place: pushed out, it waits to be woken', () => {
    const { client, lifecycle } = setup();
    client.start();
    connectLast();
    FakeWebSocket.last().serverClose(REALTIME_CLOSE.tooManySockets);
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    lifecycle.wake();
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it("listens to the window's 'online' event through browserLifecycle", () => {
    const { client } = setup({ lifecycle: browserLifecycle });
    client.start();
    connectLast();
    FakeWebSocket.last().serverClose(1006);
    window.dispatchEvent(new Event('online'));
    expect(FakeWebSocket.instances).toHaveLength(2);
    client.stop();
    window.dispatchEvent(new Event('online'));
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('on an expired token, refreshes the session through the auth layer and reconnects', async () => {
    const { client, token, refreshToken } = setup();
    refreshToken.mockImplementation(() => {
      token.set('token-2');
      return Promise.resolve(true);
    });
    client.start();
    connectLast();
    FakeWebSocket.last().serverClose(4440);
    expect(refreshToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeWebSocket.instances).toHaveLength(2);
    FakeWebSocket.last().open();
    expect(FakeWebSocket.last().messages()).toEqual([{ type: 'auth', token: 'token-2' }]);
  });

  it('on a refused token, reconnects with a token refreshed meanwhile without refreshing again', () => {
    const { client, token, refreshToken } = setup();
    client.start();
    const socket = connectLast();
    socket.readyState = 3; // the socket is going away: the new token cannot be sent on it
    token.set('token-2');
    socket.serverClose(4401);
    expect(refreshToken).not.toHaveBeenCalled();
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('stops when the refresh is refused (signed out)', async () => {
    const { client, token, refreshToken } = setup();
    refreshToken.mockImplementation(() => {
      token.set(null);
      return Promise.resolve(false);
    });
    client.start();
    connectLast();
    FakeWebSocket.last().serverClose(4401);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(client.status).toBe('stopped');
  });

  it('does not refresh from a hidden tab; reconnects when it is shown', () => {
    const { client, refreshToken, lifecycle, token } = setup();
    client.start();
    connectLast();
    lifecycle.visible = false;
    FakeWebSocket.last().serverClose(4440);
    expect(refreshToken).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    lifecycle.visible = true;
    token.set('token-2'); // the auth layer refreshes when the tab is shown
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('refreshes before reconnecting when a tab whose token expired while hidden is shown', async () => {
    const { client, refreshToken, lifecycle, token } = setup();
    refreshToken.mockImplementation(() => {
      token.set('token-2');
      return Promise.resolve(true);
    });
    client.start();
    connectLast();
    lifecycle.visible = false;
    FakeWebSocket.last().serverClose(4440);
    lifecycle.visible = true;
    lifecycle.wake();
    expect(refreshToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeWebSocket.instances).toHaveLength(2);
    FakeWebSocket.last().open();
    expect(FakeWebSocket.last().messages()).toEqual([{ type: 'auth', token: 'token-2' }]);
  });

  it('closes the socket and stops reconnecting when signed out', () => {
    const { client, token } = setup();
    client.start();
    const socket = connectLast();
    token.set(null);
    expect(socket.closedWith).toBe(1000);
    expect(client.status).toBe('stopped');
    vi.advanceTimersByTime(120_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    // Signing in again in the same tab connects again.
    token.set('token-3');
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('stop() closes the socket, cancels a pending retry and ignores late events', () => {
    const { client, events } = setup();
    client.start();
    const socket = connectLast();
    client.stop();
    expect(socket.closedWith).toBe(1000);
    socket.receive({ type: 'event', event: { kind: 'resync' } });
    expect(events).toEqual([]);
    client.start();
    FakeWebSocket.last().serverClose(1006);
    client.stop();
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(client.status).toBe('stopped');
  });

  it('pings on the heartbeat interval and reconnects when a ping goes unanswered', () => {
    const { client } = setup();
    client.start();
    const socket = connectLast();
    vi.advanceTimersByTime(REALTIME_PING_INTERVAL_MS);
    expect(socket.messages().at(-1)).toEqual({ type: 'ping' });
    socket.receive({ type: 'pong' });
    vi.advanceTimersByTime(REALTIME_PING_INTERVAL_MS);
    expect(socket.messages().filter((m) => (m as { type: string }).type === 'ping')).toHaveLength(2);
    // No pong this time: at the next beat the socket is presumed dead.
    vi.advanceTimersByTime(REALTIME_PING_INTERVAL_MS);
    expect(socket.closedWith).toBe(4000);
    vi.advanceTimersByTime(1000);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('keeps telling other listeners when one throws', () => {
    const { client, events } = setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    client.subscribe(() => {
      throw new Error('feature bug');
    });
    client.subscribe((e) => events.push(e));
    client.start();
    connectLast().receive({ type: 'event', event: { kind: 'resync' } });
    expect(events).toHaveLength(2);
    error.mockRestore();
  });
});
