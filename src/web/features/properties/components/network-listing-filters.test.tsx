import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import NetworkPropertiesPage from '#web/app/routes/network-properties.tsx';
import { AuthContext } from '#web/lib/auth/auth-context.ts';
import { type ApiCall, fakeApi, json, never, serverError } from '#web/test/fake-api.ts';
import { aProperty, aNetworkPropertyList, aUser, testId } from '#web/test/fixtures.ts';
import { createTestQueryClient, testAuth } from '#web/test/render-with-providers.tsx';

const CITIES = [
  { id: 1, name: 'Bangalore' },
  { id: 2, name: 'Mumbai' },
];
const AREAS = [
  { id: 10, area: 'Indiranagar' },
  { id: 11, area: 'Whitefield' },
  { id: 12, area: 'Koramangala' },
];

function renderNetworkPage(entry = '/network-properties') {
  const router = createMemoryRouter([{ path: '/network-properties', element: <NetworkPropertiesPage /> }], {
    initialEntries: [entry],
  });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <AuthContext.Provider value={testAuth(aUser())}>
        <RouterProvider router={router} />
        <Toaster />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return () => Object.fromEntries(new URLSearchParams(router.state.location.search));
}

const isList = (call: ApiCall) => call.path.startsWith('/api/properties/network');
const lastListQuery = (calls: ApiCall[]) =>
  Object.fromEntries(new URL(calls.filter(isList).at(-1)!.path, 'http://app.test').searchParams);

function answer(list = aNetworkPropertyList([aProperty({ id: testId(31), is_owner: false, can_edit: false })])) {
  return fakeApi({
    'GET /api/cities': json(CITIES),
    'GET /api/cities/1/areas': json(AREAS),
    'GET /api/properties/network': json(list),
  });
}

const bar = () => screen.getByRole('region', { name: 'Filter network listings' });
const field = (label: string) => within(bar()).getByLabelText(label) as HTMLInputElement | HTMLSelectElement;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/network-properties filters', () => {
  it('asks for the unfiltered list first, with grey cards while it loads', () => {
    const { calls } = fakeApi((call) => (call.path === '/api/cities' ? json(CITIES) : never()));
    renderNetworkPage();
    expect(screen.getByRole('status', { name: 'Loading network listings' })).toBeTruthy();
    expect(calls.filter(isList).map((c) => c.path)).toEqual(['/api/properties/network?page=1']);
    expect(within(bar()).getByRole('button', { name: 'Areas' }).hasAttribute('disabled')).toBe(true);
  });

  it('reads every filter of a shared link into the fields and the request', async () => {
    const api = answer();
    renderNetworkPage(
      '/network-properties?city_id=1&area_ids=10,12&property_type=Rent&price_min=20000&price_max=60000&bedrooms=2&page=2',
    );
    await screen.findByRole('list', { name: 'Network listings' });
    expect(lastListQuery(api.calls)).toEqual({
      page: '2',
      city_id: '1',
      area_ids: '10,12',
      property_type: 'Rent',
      price_min: '20000',
      price_max: '60000',
      bedrooms: '2',
    });
    await waitFor(() => expect(field('City').value).toBe('1'));
    expect(field('Type').value).toBe('Rent');
    expect(field('Min price (₹)').value).toBe('20000');
    expect(field('Max price (₹)').value).toBe('60000');
    expect(field('BHK').value).toBe('2');
    await waitFor(() =>
      expect(within(bar()).getByRole('button', { name: 'Areas' }).textContent).toContain('Indiranagar, Koramangala'),
    );
  });

  it('drops what a hand-edited link got wrong, and areas without their city', async () => {
    const api = answer();
    renderNetworkPage('/network-properties?area_ids=10&property_type=sale&price_min=abc&bedrooms=50');
    await screen.findByRole('list', { name: 'Network listings' });
    expect(lastListQuery(api.calls)).toEqual({ page: '1' });
  });

  it('writes each filter to the URL, drops the page, and asks the server for them', async () => {
    const api = answer();
    const search = renderNetworkPage('/network-properties?page=3');
    await screen.findByRole('option', { name: 'Bangalore' });

    await userEvent.selectOptions(field('City'), 'Bangalore');
    await waitFor(() => expect(search()).toEqual({ city_id: '1' }));

    const areas = within(bar()).getByRole('button', { name: 'Areas' });
    await waitFor(() => expect(areas.hasAttribute('disabled')).toBe(false));
    await userEvent.click(areas);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Whitefield' }));
    await waitFor(() => expect(search()).toEqual({ city_id: '1', area_ids: '11' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Indiranagar' }));
    await waitFor(() => expect(search()).toEqual({ city_id: '1', area_ids: '11,10' }));
    await userEvent.keyboard('{Escape}');

    await userEvent.selectOptions(field('Type'), 'Sale');
    await userEvent.type(field('Min price (₹)'), '5000000');
    await userEvent.type(field('Max price (₹)'), '20000000{Enter}');
    await userEvent.selectOptions(field('BHK'), '3+ BHK');
    const expected = {
      city_id: '1',
      area_ids: '11,10',
      property_type: 'Sale',
      price_min: '5000000',
      price_max: '20000000',
      bedrooms: '3',
    };
    await waitFor(() => expect(search()).toEqual(expected));
    await waitFor(() => expect(lastListQuery(api.calls)).toEqual({ page: '1', ...expected }));

    // Another city: its areas no longer apply.
    await userEvent.selectOptions(field('City'), 'Mumbai');
    await waitFor(() => expect(search()).toEqual({ ...expected, city_id: '2', area_ids: undefined }));
  });

  it('refuses a minimum above the maximum at the field, asking nothing', async () => {
    const api = answer();
    const search = renderNetworkPage('/network-properties?price_max=1000000');
    await screen.findByRole('list', { name: 'Network listings' });
    const before = api.calls.filter(isList).length;
    await userEvent.type(field('Min price (₹)'), '2000000');
    await userEvent.tab();
    expect(await within(bar()).findByRole('alert')).toBeTruthy();
    expect(within(bar()).getByRole('alert').textContent).toBe('Minimum price must not be above the maximum price');
    expect(search()).toEqual({ price_max: '1000000' });
    expect(api.calls.filter(isList)).toHaveLength(before);
  });

  it('clears every filter with Clear filters', async () => {
    const api = answer();
    const search = renderNetworkPage('/network-properties?city_id=1&property_type=Rent&bedrooms=2');
    await screen.findByRole('list', { name: 'Network listings' });
    await userEvent.click(within(bar()).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(search()).toEqual({}));
    await waitFor(() => expect(lastListQuery(api.calls)).toEqual({ page: '1' }));
    expect(within(bar()).queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('says when no listing matches the filters', async () => {
    answer(aNetworkPropertyList([]));
    renderNetworkPage('/network-properties?property_type=Rent');
    expect(await screen.findByRole('heading', { name: 'No listings match these filters' })).toBeTruthy();
    expect(screen.queryByText('No network listings yet')).toBeNull();
  });

  it('keeps the empty state of a network without listings', async () => {
    answer(aNetworkPropertyList([]));
    renderNetworkPage();
    expect(await screen.findByRole('heading', { name: 'No network listings yet' })).toBeTruthy();
  });

  it('shows the error state and a toast when the filtered list fails', async () => {
    fakeApi((call) => (call.path === '/api/cities' ? json(CITIES) : serverError('Timed out')));
    renderNetworkPage('/network-properties?bedrooms=2');
    expect(await screen.findByRole('heading', { name: 'Could not load properties' })).toBeTruthy();
    expect(await screen.findByText('Error loading network properties')).toBeTruthy();
  });
});
