import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RequirementsPage from '#web/app/routes/requirements.tsx';
import { type ApiCall, fakeApi, json, never, serverError } from '#web/test/fake-api.ts';
import { testId } from '#web/test/fixtures.ts';
import { aNetworkRequirement, aRequirement, aRequirementList } from '../test/fixtures';
import { queryOf, renderPage } from '../test/render-page';

const scopeOf = (call: ApiCall) => queryOf(call.path).scope;

function answer(mine: () => Response, network: () => Response) {
  return fakeApi((call) => (scopeOf(call) === 'mine' ? mine() : network()));
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/requirements hub', () => {
  it('asks for 3 of my active requirements and 3 new ones of my network, grey while they load', () => {
    const { calls } = fakeApi(never);
    renderPage(<RequirementsPage />, '/requirements');
    expect(screen.getByRole('heading', { level: 1, name: 'Requirements' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading my active requirements' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading new in your network' })).toBeTruthy();
    expect(calls.map((c) => queryOf(c.path))).toEqual([
      { scope: 'mine', page: '1', page_size: '3', status: 'active' },
      { scope: 'network', page: '1', page_size: '3' },
    ]);
    expect(screen.getByRole('link', { name: 'Post a requirement' }).getAttribute('href')).toBe('/new-requirement');
  });

  it('shows both sections with their totals and links to the whole lists', async () => {
    answer(
      () => json(aRequirementList([aRequirement()], { total: 5 })),
      () => json(aRequirementList([aNetworkRequirement(1), aNetworkRequirement(2)], { total: 2 })),
    );
    renderPage(<RequirementsPage />, '/requirements');
    const mine = await screen.findByRole('list', { name: 'My active requirements' });
    expect(within(mine).getAllByRole('listitem')).toHaveLength(1);
    expect(within(mine).getByText('2 new matches')).toBeTruthy();
    const network = await screen.findByRole('list', { name: 'New in your network' });
    expect(within(network).getAllByRole('listitem')).toHaveLength(2);
    expect(within(network).getAllByRole('link', { name: 'Vikram Shah' })[0]?.getAttribute('href')).toBe(`/broker/${testId(2)}`);
    expect(screen.getByRole('heading', { name: 'My active requirements (5)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View all my requirements' }).getAttribute('href')).toBe('/my-requirements');
    expect(screen.getByRole('link', { name: 'View all network requirements' }).getAttribute('href')).toBe(
      '/network-requirements',
    );
  });

  it('has an empty state in each section, mine with Post a requirement', async () => {
    answer(
      () => json(aRequirementList([])),
      () => json(aRequirementList([])),
    );
    renderPage(<RequirementsPage />, '/requirements');
    expect(await screen.findByText('You have no active requirements.')).toBeTruthy();
    expect(await screen.findByText('No requirements from your network yet.')).toBeTruthy();
    const posts = screen.getAllByRole('link', { name: 'Post a requirement' });
    expect(posts).toHaveLength(2);
    for (const link of posts) expect(link.getAttribute('href')).toBe('/new-requirement');
  });

  it('shows the error in the section that failed and the other section as it is', async () => {
    answer(
      () => json(aRequirementList([aRequirement()])),
      () => serverError('Timed out'),
    );
    renderPage(<RequirementsPage />, '/requirements');
    expect(await screen.findByRole('list', { name: 'My active requirements' })).toBeTruthy();
    const network = screen.getByRole('region', { name: 'New in your network' });
    expect(await within(network).findByRole('heading', { name: 'Could not load requirements' })).toBeTruthy();
    expect(within(network).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(await screen.findByText('Error loading requirements')).toBeTruthy();
  });
});
