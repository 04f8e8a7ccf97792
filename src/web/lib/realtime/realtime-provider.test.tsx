import { render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuthUser } from '#shared/schemas/auth.ts';
import { AuthContext, type AuthContextValue } from '#web/lib/auth/auth-context.ts';
import { FakeWebSocket } from '#web/test/fake-websocket.ts';
import { RealtimeClient } from './realtime-client';
import { useRealtimeEvent } from './realtime-context';
import { RealtimeProvider, type RealtimeParts } from './realtime-provider';

const user: AuthUser = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'asha@example.com',
  user_metadata: { name: 'Asha' },
  role: 'broker',
  aal: 'aal1',
  next_aal: 'aal1',
  created_at: new Date().toISOString(),
};

function auth(overrides: Partial<AuthContextValue>): AuthContextValue {
  const unused = () => Promise.reject(new Error('not used'));
  return { initialised: true, user: null, mfaPending: false, isAdmin: false, loading: false, signIn: unused, signUp: unused, signOut: () => Promise.resolve(), adopt: () => {}, ...overrides };
}

function tree(value: AuthContextValue, client: RealtimeClient) {
  return (
    <AuthContext.Provider value={value}>
      <RealtimeProvider client={client}>
        <p>page</p>
      </RealtimeProvider>
    </AuthContext.Provider>
  );
}

beforeEach(() => FakeWebSocket.reset());

describe('RealtimeProvider', () => {
  it('connects only while a broker is signed in (not while a second factor is owed)', () => {
    const client = new RealtimeClient({
      url: 'ws://app.test/api/realtime',
      WebSocket: FakeWebSocket,
      getToken: () => 'token',
      onTokenChange: () => () => {},
      refreshToken: () => Promise.resolve(false),
    });
    const view = render(tree(auth({}), client));
    expect(FakeWebSocket.instances).toHaveLength(0);
    view.rerender(tree(auth({ user, mfaPending: true }), client));
    expect(FakeWebSocket.instances).toHaveLength(0);
    view.rerender(tree(auth({ user }), client));
    expect(FakeWebSocket.instances).toHaveLength(1);
    // A refreshed user object is the same session: no second socket.
    view.rerender(tree(auth({ user: { ...user } }), client));
    expect(FakeWebSocket.instances).toHaveLength(1);
    view.rerender(tree(auth({}), client));
    expect(FakeWebSocket.last().closedWith).toBe(1000);
    expect(client.status).toBe('stopped');
    view.unmount();
  });

  it('loads the client and its Updates only once a broker is signed in, subscribed before the socket opens', async () => {
    const client = new RealtimeClient({
      url: 'ws://app.test/api/realtime',
      WebSocket: FakeWebSocket,
      getToken: () => 'token',
      onTokenChange: () => () => {},
      refreshToken: () => Promise.resolve(false),
    });
    const seenWhenStarted: number[] = [];
    const start = client.start.bind(client);
    let subscribed = 0;
    client.start = () => {
      seenWhenStarted.push(subscribed);
      start();
    };
    function Updates({ meId }: { meId: string }) {
      useRealtimeEvent('notification.created', () => {});
      // Runs after the subscription's effect above, and before the provider's effects.
      useEffect(() => {
        subscribed += meId ? 1 : 0;
      }, [meId]);
      return null;
    }
    let loads = 0;
    const load = (): Promise<RealtimeParts> => {
      loads += 1;
      return Promise.resolve({ client, Updates });
    };
    const lazyTree = (value: AuthContextValue) => (
      <AuthContext.Provider value={value}>
        <RealtimeProvider load={load}>
          <p>page</p>
        </RealtimeProvider>
      </AuthContext.Provider>
    );
    const view = render(lazyTree(auth({})));
    view.rerender(lazyTree(auth({ user, mfaPending: true })));
    await Promise.resolve();
    expect(loads).toBe(0);
    view.rerender(lazyTree(auth({ user })));
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    expect(loads).toBe(1);
    expect(seenWhenStarted).toEqual([1]);
    view.rerender(lazyTree(auth({})));
    expect(client.status).toBe('stopped');
    view.rerender(lazyTree(auth({ user })));
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2));
    expect(loads).toBe(1);
    view.unmount();
  });
});
