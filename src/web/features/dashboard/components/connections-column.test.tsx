import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECTIONS_RETRIES } from '#shared/constants.ts';
import {
  CONNECTIONS_PAGE_SIZE,
  type ConnectionList,
  type ConnectionListItem,
} from '#shared/schemas/connections.ts';
import { fakeApi, json, never, serverError } from '#web/test/fake-api.ts';
import { aConnectionItem, testId, vikram } from '#web/test/fixtures.ts';
import { renderColumn } from '../test/render-column';
import { ConnectionsColumn } from './connections-column';

const list = (items: ConnectionListItem[]): ConnectionList => ({
  items,
  total: items.length,
  page: 1,
  page_size: CONNECTIONS_PAGE_SIZE,
});

const meera = {
  ...vikram,
  id: testId(3),
  full_name: 'Meera Iyer',
  company_name: null,
  city: 'Pune',
};
const connected = aConnectionItem();
const request = aConnectionItem({
  id: testId(51),
  status: 'pending',
  direction: 'received',
  other: meera,
});
const sent = aConnectionItem({
  id: testId(52),
  status: 'pending',
  direction: 'sent',
  other: { ...meera, id: testId(4), full_name: 'Ravi Kumar' },
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ConnectionsColumn', () => {
  it('shows skeletons while page 1 of the connections loads, and its links', () => {
    const { calls } = fakeApi(never);
    renderColumn(<ConnectionsColumn />);
    const section = screen.getByRole('region', { name: 'Connections' });
    expect(within(section).getByRole('status', { name: 'Loading connections' })).toBeTruthy();
    expect(calls).toEqual([
      { method: 'GET', path: `/api/connections?page=1&page_size=${CONNECTIONS_PAGE_SIZE}` },
    ]);
    expect(
      within(section).getByRole('link', { name: 'View all connections' }).getAttribute('href'),
    ).toBe('/connections');
    expect(
      within(section).getByRole('link', { name: 'Find connections' }).getAttribute('href'),
    ).toBe('/network');
  });

  it('lists accepted connections only, each linking to the broker, and counts requests waiting', async () => {
    fakeApi(() => json(list([request, connected, sent])));
    renderColumn(<ConnectionsColumn />);
    const mine = await screen.findByRole('list', { name: 'Your connections' });
    const rows = within(mine).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByRole('link', { name: 'Vikram Shah' }).getAttribute('href')).toBe(
      `/broker/${testId(2)}`,
    );
    expect(within(rows[0]!).getByRole('img', { name: 'Vikram Shah' })).toBeTruthy();
    expect(rows[0]!.textContent).toContain('Shah Estates · Bangalore');
    expect(screen.queryByText('Ravi Kumar')).toBeNull();
    expect(
      screen.getByRole('link', { name: '1 connection request waiting' }).getAttribute('href'),
    ).toBe('/connections');
  });

  it('shows the empty state when no connection is accepted yet', async () => {
    fakeApi(() => json(list([sent])));
    renderColumn(<ConnectionsColumn />);
    expect(await screen.findByText('No connections yet')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Your connections' })).toBeNull();
  });

  it("retries twice, then says 'Error loading connections: {message}'", async () => {
    const { calls } = fakeApi(() => serverError('Database unavailable'));
    renderColumn(<ConnectionsColumn />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Error loading connections: Database unavailable');
    expect(calls).toHaveLength(1 + CONNECTIONS_RETRIES);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("Refresh refetches and toasts 'Connections refreshed'", async () => {
    const user = userEvent.setup();
    let answer: ConnectionList = list([]);
    const { calls } = fakeApi(() => json(answer));
    renderColumn(<ConnectionsColumn />);
    expect(await screen.findByText('No connections yet')).toBeTruthy();
    answer = list([connected]);
    await user.click(screen.getByRole('button', { name: 'Refresh connections' }));
    expect(await screen.findByText('Connections refreshed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vikram Shah' })).toBeTruthy();
    expect(calls).toHaveLength(2);
  });

  it("a failed Refresh toasts 'Refresh failed: Could not refresh connections data'", async () => {
    const user = userEvent.setup();
    let fail = false;
    fakeApi(() => (fail ? serverError() : json(list([connected]))));
    renderColumn(<ConnectionsColumn />);
    await screen.findByRole('list', { name: 'Your connections' });
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Refresh connections' }));
    expect(
      await screen.findByText('Refresh failed: Could not refresh connections data'),
    ).toBeTruthy();
    // The list already shown stays.
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Refresh connections' }).hasAttribute('disabled'),
      ).toBe(false),
    );
    expect(screen.getByRole('list', { name: 'Your connections' })).toBeTruthy();
  });
});
