import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import NetworkRequirementsPage from '#web/app/routes/network-requirements.tsx';
import { type ApiCall, fakeApi, json, never, serverError } from '#web/test/fake-api.ts';
import { testId } from '#web/test/fixtures.ts';
import { aNetworkRequirement, aRequirementList } from '../test/fixtures';
import { queryOf, renderPage } from '../test/render-page';

const CITIES = [
  { id: 1, name: 'Bangalore' },
  { id: 2, name: 'Mumbai' },
];
const isList = (call: ApiCall) => call.method === 'GET' && call.path.startsWith('/api/requirements?');
const lastListQuery = (calls: ApiCall[]) => queryOf(calls.filter(isList).at(-1)!.path);

function answer(list = aRequirementList([aNetworkRequirement(1), aNetworkRequirement(2, { property_type: 'Rent' })])) {
  return fakeApi({ 'GET /api/cities': json(CITIES), 'GET /api/requirements': json(list) });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/network-requirements', () => {
  it("shows grey cards while the network's requirements load, newest first from the server", () => {
    const { calls } = fakeApi((call) => (call.path === '/api/cities' ? json(CITIES) : never()));
    renderPage(<NetworkRequirementsPage />, '/network-requirements');
    expect(screen.getByRole('heading', { level: 1, name: 'Network Requirements' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading network requirements' })).toBeTruthy();
    expect(calls.filter(isList).map((c) => c.path)).toEqual(['/api/requirements?scope=network&page=1']);
  });

  it("shows each requirement with its broker and type, and none of the owner's controls", async () => {
    answer();
    renderPage(<NetworkRequirementsPage />, '/network-requirements');
    const list = await screen.findByRole('list', { name: 'Network requirements' });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: /^3 BHK to buy in Whitefield/ }).getAttribute('href')).toBe(
      `/requirement/${testId(601)}`,
    );
    expect(within(first).getByText('Buy')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Vikram Shah' }).getAttribute('href')).toBe(`/broker/${testId(2)}`);
    expect(within(second).getByText('Rent')).toBeTruthy();
    // A running requirement of someone else shows no status, expiry, match count or Renew.
    expect(within(list).queryByText('Active')).toBeNull();
    expect(within(list).queryByText(/^Expires/)).toBeNull();
    expect(within(list).queryByText(/new match/)).toBeNull();
    expect(within(list).queryByRole('button', { name: /Renew/ })).toBeNull();
    expect(screen.getByText('2 requirements')).toBeTruthy();
  });

  it('reads the filters of a shared link, shows them in the fields and asks the server for them', async () => {
    const api = answer();
    renderPage(
      <NetworkRequirementsPage />,
      '/network-requirements',
      '/network-requirements?city_id=2&property_type=Rent&budget=4000000&bedrooms=2&page=3',
    );
    await screen.findByRole('list', { name: 'Network requirements' });
    expect(lastListQuery(api.calls)).toEqual({
      scope: 'network',
      page: '3',
      city_id: '2',
      property_type: 'Rent',
      budget: '4000000',
      bedrooms: '2',
    });
    const bar = screen.getByRole('region', { name: 'Filter network requirements' });
    await waitFor(() => expect((within(bar).getByLabelText('City') as HTMLSelectElement).value).toBe('2'));
    expect((within(bar).getByLabelText('Client wants to') as HTMLSelectElement).value).toBe('Rent');
    expect((within(bar).getByLabelText('Fits a price of (₹)') as HTMLInputElement).value).toBe('4000000');
    expect((within(bar).getByLabelText('BHK') as HTMLSelectElement).value).toBe('2');
  });

  it('leaves out filters a hand-edited link got wrong', async () => {
    const api = answer();
    renderPage(
      <NetworkRequirementsPage />,
      '/network-requirements',
      '/network-requirements?city_id=abc&property_type=Lease&budget=-5&bedrooms=99',
    );
    await screen.findByRole('list', { name: 'Network requirements' });
    expect(lastListQuery(api.calls)).toEqual({ scope: 'network', page: '1' });
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('writes each filter to the URL (dropping the page) and asks for it', async () => {
    const api = answer();
    const { search } = renderPage(<NetworkRequirementsPage />, '/network-requirements', '/network-requirements?page=2');
    const bar = screen.getByRole('region', { name: 'Filter network requirements' });
    await screen.findByRole('option', { name: 'Mumbai' });

    await userEvent.selectOptions(within(bar).getByLabelText('City'), 'Mumbai');
    await waitFor(() => expect(search()).toEqual({ city_id: '2' }));
    await userEvent.selectOptions(within(bar).getByLabelText('Client wants to'), 'Buy');
    await waitFor(() => expect(search()).toEqual({ city_id: '2', property_type: 'Sale' }));
    const budget = within(bar).getByLabelText('Fits a price of (₹)');
    await userEvent.type(budget, '12500000');
    // Typing alone asks nothing; leaving the field applies it.
    expect(search().budget).toBeUndefined();
    await userEvent.tab();
    await waitFor(() => expect(search()).toEqual({ city_id: '2', property_type: 'Sale', budget: '12500000' }));
    await userEvent.selectOptions(within(bar).getByLabelText('BHK'), '3 BHK');
    await waitFor(() =>
      expect(search()).toEqual({ city_id: '2', property_type: 'Sale', budget: '12500000', bedrooms: '3' }),
    );
    await waitFor(() =>
      expect(lastListQuery(api.calls)).toEqual({
        scope: 'network',
        page: '1',
        city_id: '2',
        property_type: 'Sale',
        budget: '12500000',
        bedrooms: '3',
      }),
    );

    await userEvent.click(within(bar).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(search()).toEqual({}));
    expect((within(bar).getByLabelText('Fits a price of (₹)') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(lastListQuery(api.calls)).toEqual({ scope: 'network', page: '1' }));
  });

  it('applies a budget on Enter and removes it when the field is emptied', async () => {
    answer();
    const { search } = renderPage(<NetworkRequirementsPage />, '/network-requirements', '/network-requirements?budget=500000');
    const budget = screen.getByLabelText('Fits a price of (₹)');
    await waitFor(() => expect((budget as HTMLInputElement).value).toBe('500000'));
    await userEvent.clear(budget);
    await userEvent.type(budget, '{Enter}');
    await waitFor(() => expect(search()).toEqual({}));
  });

  it('has an empty state for a network with no requirements', async () => {
    answer(aRequirementList([]));
    renderPage(<NetworkRequirementsPage />, '/network-requirements');
    expect(await screen.findByRole('heading', { name: 'No network requirements yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find brokers to connect with' }).getAttribute('href')).toBe('/network');
  });

  it('says when nothing matches the filters', async () => {
    answer(aRequirementList([]));
    renderPage(<NetworkRequirementsPage />, '/network-requirements', '/network-requirements?property_type=Rent');
    expect(await screen.findByRole('heading', { name: 'No requirements match these filters' })).toBeTruthy();
  });

  it('shows the error state and a toast when the list fails', async () => {
    fakeApi((call) => (call.path === '/api/cities' ? json(CITIES) : serverError('Timed out')));
    renderPage(<NetworkRequirementsPage />, '/network-requirements');
    expect(await screen.findByRole('heading', { name: 'Could not load requirements' })).toBeTruthy();
    expect(await screen.findByText('Error loading requirements')).toBeTruthy();
  });
});
