// Test-only: renders `ui` under a RealtimeClient whose socket is a FakeWebSocket that is
// already open and authenticated, and returns `send` to deliver server events to it.
import { act } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { onTestFinished } from 'vitest';
import type { RealtimeEvent } from '#shared/schemas/realtime.ts';
import { RealtimeClient } from '#web/lib/realtime/realtime-client.ts';
import { RealtimeContext } from '#web/lib/realtime/realtime-context.ts';
import { FakeWebSocket } from './fake-websocket';
import { renderWithProviders } from './render-with-providers';

export function renderWithRealtime(
  ui: ReactNode,
  { queryClient, userId, path }: { queryClient: QueryClient; userId: string; path?: string },
) {
  FakeWebSocket.reset();
  const client = new RealtimeClient({
    url: 'ws://app.test/api/realtime',
    WebSocket: FakeWebSocket,
    getToken: () => 'token',
    onTokenChange: () => () => {},
    refreshToken: () => Promise.resolve(false),
  });
  onTestFinished(() => client.stop());
  renderWithProviders(<RealtimeContext.Provider value={client}>{ui}</RealtimeContext.Provider>, {
    queryClient,
    ...(path ? { path } : {}),
  });
  client.start();
  const socket = FakeWebSocket.last();
  socket.open();
  socket.receive({ type: 'ready', user_id: userId });
  const send = (event: RealtimeEvent) => act(() => socket.receive({ type: 'event', event }));
  return { client, socket, send };
}
