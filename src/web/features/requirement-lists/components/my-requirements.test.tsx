import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import MyRequirementsPage from '#web/app/routes/my-requirements.tsx';
import { type ApiCall, fakeApi, json, never, serverError } from '#web/test/fake-api.ts';
import { testId } from '#web/test/fixtures.ts';
import { aRequirement, aRequirementList, daysFromNow } from '../test/fixtures';
import { queryOf, renderPage } from '../test/render-page';

const COUNTS = { active: 3, on_hold: 1, fulfilled: 2, expired: 1 };
const isList = (call: ApiCall) => call.method === 'GET' && call.path.startsWith('/api/requirements?');

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/my-requirements', () => {
  it('shows grey cards while page 1 of my requirements loads', () => {
    const { calls } = fakeApi(never);
    renderPage(<MyRequirementsPage />, '/my-requirements');
    expect(screen.getByRole('heading', { level: 1, name: 'My Requirements' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading my requirements' })).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(['/api/requirements?scope=mine&page=1']);
  });

  it('lists each requirement as a card: title link, Buy or Rent, place, budget, BHK, status, expiry, new matches', async () => {
    const items = [
      aRequirement(),
      aRequirement({
        id: testId(502),
        property_type: 'Rent',
        areas: [],
        budget_min: null,
        budget_max: 40_000,
        bedrooms_min: 2,
        bedrooms_max: null,
        status: 'on_hold',
        expires_at: daysFromNow(1),
        new_match_count: 0,
      }),
    ];
    fakeApi(() => json(aRequirementList(items, { status_counts: COUNTS })));
    renderPage(<MyRequirementsPage />, '/my-requirements');
    const list = await screen.findByRole('list', { name: 'My requirements' });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];

    const title = within(first).getByRole('link', { name: '3 BHK to buy in Whitefield or Marathahalli, 1.2–1.5 Cr' });
    expect(title.getAttribute('href')).toBe(`/requirement/${testId(501)}`);
    expect(within(first).getByText('Buy')).toBeTruthy();
    expect(within(first).getByText('Whitefield, Marathahalli, Bangalore')).toBeTruthy();
    expect(within(first).getByText('1.2–1.5 Cr')).toBeTruthy();
    expect(within(first).getByText('3 BHK')).toBeTruthy();
    expect(within(first).getByText('Active')).toBeTruthy();
    expect(within(first).getByText('Expires in 12 days')).toBeTruthy();
    expect(within(first).getByText('2 new matches')).toBeTruthy();
    // The owner's own card names no broker and offers no Renew while it runs.
    expect(within(first).queryByText(/^By /)).toBeNull();
    expect(within(first).queryByRole('button', { name: /Renew/ })).toBeNull();

    expect(within(second).getByText('Rent')).toBeTruthy();
    expect(within(second).getByText('Bangalore')).toBeTruthy();
    expect(within(second).getByText('under 40k')).toBeTruthy();
    expect(within(second).getByText('2+ BHK')).toBeTruthy();
    expect(within(second).getByText('On hold')).toBeTruthy();
    expect(within(second).getByText('Expires in 1 day')).toBeTruthy();
    expect(within(second).queryByText(/new match/)).toBeNull();
    // The client's private note is never on a card, not even the owner's.
    expect(screen.queryByText('Mr Kumar 98450 12345')).toBeNull();
  });

  it('counts each status on its filter button, All being their sum', async () => {
    fakeApi(() => json(aRequirementList([aRequirement()], { total: 7, status_counts: COUNTS })));
    renderPage(<MyRequirementsPage />, '/my-requirements');
    const group = await screen.findByRole('group', { name: 'Filter by status' });
    await waitFor(() => expect(within(group).getByRole('button', { name: 'All 7' })).toBeTruthy());
    expect(within(group).getByRole('button', { name: 'All 7' }).getAttribute('aria-pressed')).toBe('true');
    for (const name of ['Active 3', 'On hold 1', 'Fulfilled 2', 'Expired 1']) {
      expect(within(group).getByRole('button', { name }).getAttribute('aria-pressed')).toBe('false');
    }
  });

  it('writes the status to the URL, asks for it, and drops the page number', async () => {
    const api = fakeApi(() => json(aRequirementList([aRequirement()], { total: 25, status_counts: COUNTS })));
    const { search } = renderPage(<MyRequirementsPage />, '/my-requirements', '/my-requirements?page=2');
    const group = await screen.findByRole('group', { name: 'Filter by status' });
    await userEvent.click(within(group).getByRole('button', { name: /^On hold/ }));
    await waitFor(() => expect(search()).toEqual({ status: 'on_hold' }));
    await waitFor(() =>
      expect(queryOf(api.calls.filter(isList).at(-1)!.path)).toEqual({ scope: 'mine', page: '1', status: 'on_hold' }),
    );
    expect(within(group).getByRole('button', { name: /^On hold/ }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(within(group).getByRole('button', { name: /^All/ }));
    await waitFor(() => expect(search()).toEqual({}));
  });

  it('reads the status back from a shared URL, and ignores one that is not a status', async () => {
    const api = fakeApi(() => json(aRequirementList([aRequirement({ status: 'expired' })], { status_counts: COUNTS })));
    renderPage(<MyRequirementsPage />, '/my-requirements', '/my-requirements?status=expired');
    const group = await screen.findByRole('group', { name: 'Filter by status' });
    expect(within(group).getByRole('button', { name: /^Expired/ }).getAttribute('aria-pressed')).toBe('true');
    expect(queryOf(api.calls.filter(isList)[0]!.path)).toEqual({ scope: 'mine', page: '1', status: 'expired' });
    vi.unstubAllGlobals();

    const again = fakeApi(() => json(aRequirementList([aRequirement()], { status_counts: COUNTS })));
    renderPage(<MyRequirementsPage />, '/my-requirements', '/my-requirements?status=gone');
    await waitFor(() => expect(again.calls.filter(isList)).toHaveLength(1));
    expect(queryOf(again.calls.filter(isList)[0]!.path)).toEqual({ scope: 'mine', page: '1' });
  });

  it('greys an expired requirement and renews it with Renew', async () => {
    const expired = aRequirement({ status: 'expired', expires_at: daysFromNow(-3), new_match_count: 0 });
    const api = fakeApi({
      'GET /api/requirements': json(aRequirementList([expired], { status_counts: COUNTS })),
      [`POST /api/requirements/${testId(501)}/renew`]: json({ ...expired, status: 'active', expires_at: daysFromNow(30) }),
    });
    renderPage(<MyRequirementsPage />, '/my-requirements');
    const list = await screen.findByRole('list', { name: 'My requirements' });
    const card = within(list).getByRole('listitem');
    expect(card.querySelector('[data-expired]')).not.toBeNull();
    expect(within(card).getByText('Expired')).toBeTruthy();
    expect(within(card).getByText(/^Expired on /)).toBeTruthy();
    api.on('GET /api/requirements', json(aRequirementList([{ ...expired, status: 'active', expires_at: daysFromNow(30) }])));
    await userEvent.click(within(card).getByRole('button', { name: `Renew ${expired.title}` }));
    expect(await screen.findByText('Requirement renewed for 30 more days')).toBeTruthy();
    expect(api.callsTo(`POST /api/requirements/${testId(501)}/renew`)).toHaveLength(1);
    // The list is read again and the card comes back to life.
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'My requirements' })).getByText('Expires in 30 days')).toBeTruthy());
    expect(screen.queryByRole('button', { name: /^Renew/ })).toBeNull();
  });

  it("says so when Renew fails, and keeps the card", async () => {
    const expired = aRequirement({ status: 'expired', expires_at: daysFromNow(-3) });
    fakeApi({
      'GET /api/requirements': json(aRequirementList([expired])),
      [`POST /api/requirements/${testId(501)}/renew`]: serverError('Database unavailable'),
    });
    renderPage(<MyRequirementsPage />, '/my-requirements');
    await userEvent.click(await screen.findByRole('button', { name: `Renew ${expired.title}` }));
    expect(await screen.findByText('Could not renew the requirement')).toBeTruthy();
    expect(screen.getByRole('button', { name: `Renew ${expired.title}` })).toBeTruthy();
  });

  it("has an empty state with 'Post a requirement' to /new-requirement", async () => {
    fakeApi(() => json(aRequirementList([], { status_counts: {} })));
    renderPage(<MyRequirementsPage />, '/my-requirements');
    expect(await screen.findByRole('heading', { name: 'No requirements yet' })).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Post a requirement' });
    // The page header's and the empty state's.
    expect(links).toHaveLength(2);
    for (const link of links) expect(link.getAttribute('href')).toBe('/new-requirement');
  });

  it('says when no requirement has the chosen status', async () => {
    fakeApi(() => json(aRequirementList([], { status_counts: { active: 2 } })));
    renderPage(<MyRequirementsPage />, '/my-requirements', '/my-requirements?status=fulfilled');
    expect(await screen.findByRole('heading', { name: 'No fulfilled requirements' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fulfilled 0' })).toBeTruthy();
  });

  it('shows the error state with Try again, and a toast', async () => {
    const api = fakeApi(() => serverError('Timed out'));
    renderPage(<MyRequirementsPage />, '/my-requirements');
    expect(await screen.findByRole('heading', { name: 'Could not load requirements' })).toBeTruthy();
    expect(await screen.findByText('Error loading requirements')).toBeTruthy();
    api.on('GET /api/requirements', json(aRequirementList([aRequirement()])));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'My requirements' })).toBeTruthy();
  });

  it('pages with Next, keeping the page in the URL', async () => {
    const api = fakeApi(() => json(aRequirementList([aRequirement()], { total: 25, status_counts: COUNTS })));
    const { search } = renderPage(<MyRequirementsPage />, '/my-requirements');
    await screen.findByRole('list', { name: 'My requirements' });
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(search()).toEqual({ page: '2' }));
    await waitFor(() => expect(queryOf(api.calls.filter(isList).at(-1)!.path)).toEqual({ scope: 'mine', page: '2' }));
  });
});
