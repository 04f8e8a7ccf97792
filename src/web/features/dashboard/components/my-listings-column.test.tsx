import { act, screen, waitFor, within } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Property } from '#shared/schemas/properties.ts';
import { fakeApi, json, never, serverError } from '#web/test/fake-api.ts';
import { aProperty, aPropertyList, aUser, testId } from '#web/test/fixtures.ts';
import { quickRetryQueryClient, renderWithProviders } from '#web/test/render-with-providers.tsx';
import { renderColumn } from '../test/render-column';
import { MyListingsColumn } from './my-listings-column';

const page = (items: Property[], total = items.length) =>
  aPropertyList(items, { total, page_size: 3 });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MyListingsColumn', () => {
  it('asks for the 3 newest listings and shows skeletons while they load', () => {
    const { calls } = fakeApi(never);
    renderColumn(<MyListingsColumn />);
    const section = screen.getByRole('region', { name: 'My Listings' });
    expect(within(section).getByRole('status', { name: 'Loading my listings' })).toBeTruthy();
    expect(calls).toEqual([{ method: 'GET', path: '/api/properties/mine?page=1&page_size=3' }]);
    // The links around the list are there at once.
    expect(
      within(section).getByRole('link', { name: 'View all my listings' }).getAttribute('href'),
    ).toBe('/my-properties');
    expect(within(section).getByRole('link', { name: 'Add Property' }).getAttribute('href')).toBe(
      '/add-property',
    );
  });

  it('lists each listing with a link to it and an Edit link', async () => {
    const first = aProperty({ id: testId(11), title: 'Sea view 2 BHK', price: 9_500_000 });
    const second = aProperty({
      id: testId(12),
      title: 'Garden villa',
      thumbnail_url: null,
      price: null,
    });
    fakeApi(() => json(page([first, second], 7)));
    renderColumn(<MyListingsColumn />);
    const list = await screen.findByRole('list', { name: 'My listings' });
    const [one, two] = within(list).getAllByRole('listitem');
    expect(within(one!).getByRole('link', { name: 'Sea view 2 BHK' }).getAttribute('href')).toBe(
      `/property/${testId(11)}`,
    );
    expect(
      within(one!).getByRole('link', { name: 'Edit Sea view 2 BHK' }).getAttribute('href'),
    ).toBe(`/new-edit-property/${testId(11)}`);
    expect(one!.textContent).toContain('₹95,00,000');
    expect(one!.querySelector('img')?.getAttribute('src')).toBe(
      '/media/property_images/k1/thumb.webp',
    );
    expect(two!.textContent).toContain('Price on request');
    expect(two!.querySelector('img')).toBeNull();
  });

  it('shows at most 3 listings', async () => {
    const items = [1, 2, 3, 4].map((n) =>
      aProperty({ id: testId(20 + n), title: `Listing number ${n}` }),
    );
    fakeApi(() => json({ ...page(items, 9), page_size: 4 }));
    renderColumn(<MyListingsColumn />);
    const list = await screen.findByRole('list', { name: 'My listings' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('has an empty state with a link to add the first property', async () => {
    fakeApi(() => json(page([])));
    renderColumn(<MyListingsColumn />);
    expect(await screen.findByText('No listings yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add your first property' }).getAttribute('href')).toBe(
      '/add-property',
    );
  });

  it("retries once, then toasts 'Error loading properties' and offers to try again", async () => {
    const { calls } = fakeApi(() => serverError());
    renderColumn(<MyListingsColumn />);
    expect(await screen.findByText('Error loading properties')).toBeTruthy();
    expect(screen.getByText('Database unavailable')).toBeTruthy();
    expect(screen.getByText('Could not load your listings.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(calls).toHaveLength(2);
  });

  it('does not refetch when the window regains focus, even when stale', async () => {
    const { calls } = fakeApi(() => json(page([aProperty()])));
    const queryClient = quickRetryQueryClient();
    queryClient.setDefaultOptions({
      queries: { ...queryClient.getDefaultOptions().queries, staleTime: 0 },
    });
    renderWithProviders(<MyListingsColumn />, { queryClient, user: aUser() });
    await screen.findByRole('list', { name: 'My listings' });
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(1);
    focusManager.setFocused(undefined);
  });

  it('does not retry a refusal', async () => {
    const { calls } = fakeApi(() => json({ error: 'forbidden', message: 'Forbidden' }, 403));
    renderColumn(<MyListingsColumn />);
    expect(await screen.findByText('Error loading properties')).toBeTruthy();
    await waitFor(() => expect(calls).toHaveLength(1));
  });
});
