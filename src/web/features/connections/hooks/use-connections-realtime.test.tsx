import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '@shared/schemas/realtime';
import { RealtimeClient } from '@web/lib/realtime/realtime-client';
import { RealtimeContext } from '@web/lib/realtime/realtime-context';
import { FakeWebSocket } from '@web/test/fake-websocket';
import { aDirectoryItem, testId } from '@web/test/fixtures';
import { createTestQueryClient, renderWithProviders } from '@web/test/render-with-providers';
import { connectionKeys, directoryKeys } from '../api/query-keys';
import { useConnectionsRealtime } from './use-connections-realtime';

function Sync() {
  useConnectionsRealtime();
  return null;
}

let client: RealtimeClient;
beforeEach(() => {
  FakeWebSocket.reset();
  client = new RealtimeClient({
    url: 'ws://app.test/api/realtime',
    WebSocket: FakeWebSocket,
    getToken: () => 'token',
    onTokenChange: () => () => {},
    refreshToken: () => Promise.resolve(false),
  });
});
afterEach(() => client.stop());

describe('useConnectionsRealtime', () => {
  it.each<RealtimeEvent>([
    { kind: 'connection.changed', connection_id: testId(50), requester_id: testId(2), recipient_id: testId(1), status: 'accepted' },
    { kind: 'resync' },
  ])('refreshes connection state, lists and the directory on $kind', (event) => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(connectionKeys.with(testId(2)), { state: 'sent', connection_id: testId(50) });
    queryClient.setQueryData(connectionKeys.list(1, 20), { items: [], total: 0, page: 1, page_size: 20 });
    queryClient.setQueryData(directoryKeys.list('', 1), { items: [aDirectoryItem()], total: 1, page: 1, page_size: 12 });
    renderWithProviders(
      <RealtimeContext.Provider value={client}>
        <Sync />
      </RealtimeContext.Provider>,
      { queryClient },
    );
    client.start();
    const socket = FakeWebSocket.last();
    socket.open();
    socket.receive({ type: 'ready', user_id: testId(1) });
    act(() => socket.receive({ type: 'event', event }));
    expect(queryClient.getQueryState(connectionKeys.with(testId(2)))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(connectionKeys.list(1, 20))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(directoryKeys.list('', 1))?.isInvalidated).toBe(true);
  });
});
