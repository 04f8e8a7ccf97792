import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuthUser } from '#shared/schemas/auth.ts';
import { AuthContext, type AuthContextValue } from '#web/lib/auth/auth-context.ts';
import { FakeWebSocket } from '#web/test/fake-websocket.ts';
import { RealtimeClient } from './realtime-client';
import { RealtimeProvider } from './realtime-provider';

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
});
