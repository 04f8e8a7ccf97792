import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, never, serverError } from '#web/test/fake-api.ts';
import { aProperty, aNetworkPropertyList, testId } from '#web/test/fixtures.ts';
import { renderColumn } from '../test/render-column';
import { NetworkListingsColumn } from './network-listings-column';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('NetworkListingsColumn', () => {
  it('shows skeletons while page 1 of the network listings loads', () => {
    const { calls } = fakeApi(never);
    renderColumn(<NetworkListingsColumn />);
    const section = screen.getByRole('region', { name: 'Network Listings' });
    expect(within(section).getByRole('status', { name: 'Loading network listings' })).toBeTruthy();
    expect(calls).toEqual([{ method: 'GET', path: '/api/properties/network?page=1' }]);
    expect(
      within(section).getByRole('link', { name: 'View all network listings' }).getAttribute('href'),
    ).toBe('/network-properties');
  });

  it('lists the 4 newest with their broker and a link to each, and no Edit link', async () => {
    const items = [1, 2, 3, 4, 5].map((n) =>
      aProperty({
        id: testId(30 + n),
        title: `Network flat ${n}`,
        is_owner: false,
        can_edit: false,
        broker: { ...aProperty().broker, id: testId(2), full_name: 'Vikram Shah' },
      }),
    );
    fakeApi(() => json(aNetworkPropertyList(items, { has_more: true })));
    renderColumn(<NetworkListingsColumn />);
    const list = await screen.findByRole('list', { name: 'Network listings' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(
      within(rows[0]!).getByRole('link', { name: 'Network flat 1' }).getAttribute('href'),
    ).toBe(`/property/${testId(31)}`);
    expect(within(rows[0]!).getByText('Indiranagar, Bangalore')).toBeTruthy();
    expect(within(rows[0]!).getByText('By Vikram Shah')).toBeTruthy();
    expect(within(list).queryByRole('link', { name: /^Edit/ })).toBeNull();
  });

  it("has an empty state with 'Find connections' to /network", async () => {
    fakeApi(() => json(aNetworkPropertyList([])));
    renderColumn(<NetworkListingsColumn />);
    expect(await screen.findByText('No network listings yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find connections' }).getAttribute('href')).toBe(
      '/network',
    );
  });

  it("retries once, then toasts 'Error loading network properties'", async () => {
    const { calls } = fakeApi(() => serverError('Timed out'));
    renderColumn(<NetworkListingsColumn />);
    expect(await screen.findByText('Error loading network properties')).toBeTruthy();
    expect(screen.getByText('Timed out')).toBeTruthy();
    expect(screen.getByText('Could not load network listings.')).toBeTruthy();
    expect(calls).toHaveLength(2);
  });
});
