import { describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '@shared/schemas/realtime';
import { aDirectoryItem, testId } from '@web/test/fixtures';
import { renderWithRealtime } from '@web/test/render-with-realtime';
import { createTestQueryClient } from '@web/test/render-with-providers';
import { connectionKeys, directoryKeys } from '../api/query-keys';
import { useConnectionsRealtime } from './use-connections-realtime';

function Sync() {
  useConnectionsRealtime();
  return null;
}


describe('useConnectionsRealtime', () => {
  it.each<RealtimeEvent>([
    { kind: 'connection.changed', connection_id: testId(50), requester_id: testId(2), recipient_id: testId(1), status: 'accepted' },
    { kind: 'resync' },
  ])('refreshes connection state, lists and the directory on $kind', (event) => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(connectionKeys.with(testId(2)), { state: 'sent', connection_id: testId(50) });
    queryClient.setQueryData(connectionKeys.list(1, 20), { items: [], total: 0, page: 1, page_size: 20 });
    queryClient.setQueryData(directoryKeys.list('', 1), { items: [aDirectoryItem()], total: 1, page: 1, page_size: 12 });
    const { send } = renderWithRealtime(<Sync />, { queryClient, userId: testId(1) });
    send(event);
    expect(queryClient.getQueryState(connectionKeys.with(testId(2)))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(connectionKeys.list(1, 20))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(directoryKeys.list('', 1))?.isInvalidated).toBe(true);
  });
});
