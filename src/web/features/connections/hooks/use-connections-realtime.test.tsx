import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeEvent } from '#shared/schemas/realtime.ts';
import { useProperty } from '#web/features/properties/api/get-property.ts';
import { apiError, fakeApi } from '#web/test/fake-api.ts';
import { aDirectoryItem, aProperty, aPropertyList, testId } from '#web/test/fixtures.ts';
import { renderWithRealtime } from '#web/test/render-with-realtime.tsx';
import { createTestQueryClient } from '#web/test/render-with-providers.tsx';
import { connectionKeys, directoryKeys } from '../api/query-keys';
import { useConnectionsRealtime } from './use-connections-realtime';

function Sync() {
  useConnectionsRealtime(testId(1));
  return null;
}

afterEach(() => vi.unstubAllGlobals());


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

describe('a removed connection', () => {
  const ME = testId(1);
  const FORMER = testId(2);
  const OTHER = testId(3);
  const theirs = aProperty({ id: testId(60), user_id: FORMER, title: 'Their Network Only flat' });
  const theirsOpen = aProperty({ id: testId(61), user_id: FORMER, title: 'Open right now' });
  const others = aProperty({ id: testId(62), user_id: OTHER, title: 'Someone else' });
  const removed = (requester: string, recipient: string): RealtimeEvent => ({
    kind: 'connection.changed',
    connection_id: testId(50),
    requester_id: requester,
    recipient_id: recipient,
    status: 'removed',
  });

  /** The listing page as far as the cache goes: its title, or that it is gone. */
  function OpenListing({ id }: { id: string }) {
    const query = useProperty(id);
    if (query.error) return <p>Property Not Found</p>;
    return <p>{query.data?.title ?? 'Loading'}</p>;
  }

  it.each([
    ['they removed it', removed(FORMER, ME)],
    ['it was removed on another device of mine', removed(ME, FORMER)],
  ])("drops the other broker's listings and pages when %s; an open one is not found", async (_, event) => {
    fakeApi({
      [`GET /api/properties/${theirsOpen.id}`]: apiError(404, 'Property not found', 'not_found'),
    });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['properties', 'detail', theirs.id], theirs);
    queryClient.setQueryData(['properties', 'detail', theirsOpen.id], theirsOpen);
    queryClient.setQueryData(['properties', 'detail', others.id], others);
    queryClient.setQueryData(['properties', 'network', 1], aPropertyList([theirs, others]));
    queryClient.setQueryData(['properties', 'mine', 1, 3], aPropertyList([]));
    queryClient.setQueryData(['brokers', FORMER, 1], { id: FORMER });
    queryClient.setQueryData(['brokers', OTHER, 1], { id: OTHER });
    const { send } = renderWithRealtime(
      <>
        <Sync />
        <OpenListing id={theirsOpen.id} />
      </>,
      { queryClient, userId: ME },
    );
    expect(screen.getByText('Open right now')).toBeTruthy();

    send(event);
    expect(queryClient.getQueryData(['properties', 'detail', theirs.id])).toBeUndefined();
    expect(queryClient.getQueryData(['properties', 'network', 1])).toBeUndefined();
    expect(queryClient.getQueryData(['brokers', FORMER, 1])).toBeUndefined();
    expect(await screen.findByText('Property Not Found')).toBeTruthy();
    // Nothing of anyone else's, nor my own listings, is touched.
    expect(queryClient.getQueryData(['properties', 'detail', others.id])).toEqual(others);
    expect(queryClient.getQueryData(['brokers', OTHER, 1])).toEqual({ id: OTHER });
    expect(queryClient.getQueryData(['properties', 'mine', 1, 3])).toBeDefined();
  });

  it('keeps everything cached on other changes (accepted)', () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['properties', 'detail', theirs.id], theirs);
    const { send } = renderWithRealtime(<Sync />, { queryClient, userId: ME });
    send({ ...removed(FORMER, ME), status: 'accepted' } as RealtimeEvent);
    expect(queryClient.getQueryData(['properties', 'detail', theirs.id])).toEqual(theirs);
  });
});
