import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CONNECTIONS_PAGE_SIZE, type ConnectionList, type ConnectionListItem } from '#shared/schemas/connections.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { fakeApi, json, noContent } from '#web/test/fake-api.ts';
import { aConnectionItem, aProperty, aUser, testId } from '#web/test/fixtures.ts';
import { createTestQueryClient, renderWithProviders } from '#web/test/render-with-providers.tsx';
import { connectionKeys } from '../api/query-keys';
import { ConnectionsContent, ConnectionsError, ConnectionsView } from './connections-view';

const meera = { id: testId(3), full_name: 'Meera Iyer', avatar_url: null, company_name: null, city: 'Pune' };
const request = aConnectionItem({
  id: testId(51),
  status: 'pending',
  direction: 'received',
  requester_id: testId(3),
  recipient_id: testId(1),
  other: meera,
  listing_count: 1,
});
const connected = aConnectionItem();
const sent = aConnectionItem({
  id: testId(52),
  status: 'pending',
  direction: 'sent',
  other: { ...meera, id: testId(4), full_name: 'Ravi Kumar' },
  listing_count: 0,
});
const list = (items: ConnectionListItem[], total = items.length): ConnectionList => ({
  items,
  total,
  page: 1,
  page_size: CONNECTIONS_PAGE_SIZE,
});

function renderContent(data: ConnectionList) {
  const props = {
    data,
    page: 1,
    onPageChange: vi.fn(),
    busy: false,
    acceptingId: null,
    removingId: null,
    onAccept: vi.fn(),
    onRemove: vi.fn(),
  };
  renderWithProviders(<ConnectionsContent {...props} />);
  return props;
}

describe('ConnectionsContent', () => {
  it('shows requests to answer first, then connections with their profile and listing count', async () => {
    const user = userEvent.setup();
    const props = renderContent(list([request, connected, sent], 45));
    const requests = screen.getByRole('list', { name: 'Connection requests' });
    expect(within(requests).getByRole('link', { name: 'Meera Iyer' }).getAttribute('href')).toBe(`/broker/${testId(3)}`);
    expect(within(requests).getByText('1 listing')).toBeTruthy();
    expect(within(requests).getByText(/Wants to connect with you/)).toBeTruthy();
    await user.click(within(requests).getByRole('button', { name: 'Accept' }));
    expect(props.onAccept).toHaveBeenCalledWith(request);
    await user.click(within(requests).getByRole('button', { name: 'Decline' }));
    expect(props.onRemove).toHaveBeenCalledWith(request);

    const mine = screen.getByRole('list', { name: 'Your connections' });
    const [first, second] = within(mine).getAllByRole('listitem');
    expect(first!.textContent).toContain('Vikram Shah');
    expect(first!.textContent).toContain('3 listings');
    expect(first!.textContent).toContain('Connected · 2h ago');
    expect(within(first!).getByRole('link', { name: 'Message' }).getAttribute('href')).toBe(`/inbox/${testId(2)}`);
    expect(within(first!).getByRole('button', { name: 'Remove' })).toBeTruthy();
    // A sent request: no Message, no Accept, but it can be removed.
    expect(second!.textContent).toContain('Request sent');
    expect(within(second!).queryByRole('link', { name: 'Message' })).toBeNull();
    expect(within(second!).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Connection pages' }).textContent).toContain('Page 1 of 3');
  });

  it('shows the empty state with a way to find brokers', () => {
    renderContent(list([]));
    expect(screen.getByRole('heading', { name: 'No connections yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find Brokers' }).getAttribute('href')).toBe('/network');
  });
});

describe('ConnectionsView', () => {
  it('asks before removing a connection', async () => {
    const user = userEvent.setup();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(connectionKeys.list(1, CONNECTIONS_PAGE_SIZE), list([connected]));
    renderWithProviders(<ConnectionsView page={1} onPageChange={() => {}} />, { queryClient, user: aUser() });
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove connection?' });
    expect(dialog.textContent).toContain('You and Vikram Shah will no longer be connected.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("drops the former connection's cached listings after removing, so none reopens", async () => {
    const user = userEvent.setup();
    fakeApi({
      [`DELETE /api/connections/${connected.id}`]: noContent(),
      'GET /api/connections': json(list([])),
    });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(connectionKeys.list(1, CONNECTIONS_PAGE_SIZE), list([connected]));
    const theirs = aProperty({ id: testId(70), user_id: connected.other.id });
    queryClient.setQueryData(['properties', 'detail', theirs.id], theirs);
    queryClient.setQueryData(['brokers', connected.other.id, 1], { id: connected.other.id });
    renderWithProviders(<ConnectionsView page={1} onPageChange={() => {}} />, { queryClient, user: aUser() });
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove connection?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(queryClient.getQueryData(['properties', 'detail', theirs.id])).toBeUndefined(),
    );
    expect(queryClient.getQueryData(['brokers', connected.other.id, 1])).toBeUndefined();
    vi.unstubAllGlobals();
  });

  it("says 'Error loading connections: {message}'", () => {
    renderWithProviders(<ConnectionsError error={new ApiError(500, 'Database unavailable', 'internal')} onRetry={() => {}} />);
    expect(screen.getByRole('alert').textContent).toBe('Error loading connections: Database unavailable');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
