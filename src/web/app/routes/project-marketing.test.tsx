// /project-marketing (issue 21): the two lists (the projects I market, the others' open to
// me), the filters in the URL and in the request, and the empty states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryOf, renderPage } from '#web/features/requirement-lists/test/render-page.tsx';
import {
  aProject,
  aProjectList,
  aProjectOfVikram,
  PROJECT_ID,
} from '#web/features/projects/test/fixtures.ts';
import { type ApiCall, fakeApi, json, never, serverError } from '#web/test/fake-api.ts';
import { testId } from '#web/test/fixtures.ts';
import ProjectMarketingPage from './project-marketing';

const CITIES = [
  { id: 1, name: 'Bangalore' },
  { id: 2, name: 'Mumbai' },
];
const isList = (call: ApiCall) => call.method === 'GET' && call.path.startsWith('/api/projects?');
const lastListQuery = (calls: ApiCall[]) => queryOf(calls.filter(isList).at(-1)!.path);

/** Mine: Godrej Woods; open to me: Vikram's Prestige Lakeside. */
function answer(
  mine = aProjectList([aProject()]),
  open = aProjectList([aProjectOfVikram({ id: testId(702), name: 'Prestige Lakeside' })]),
) {
  return fakeApi((call) => {
    if (call.path === '/api/cities') return json(CITIES);
    if (isList(call)) return json(queryOf(call.path).scope === 'open' ? open : mine);
    return never();
  });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/project-marketing', () => {
  it('shows the projects I market first, with New project, and the others’ on the second tab', async () => {
    const api = answer();
    renderPage(<ProjectMarketingPage />, '/project-marketing');
    expect(screen.getByRole('heading', { level: 1, name: 'Project Marketing' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New project' }).getAttribute('href')).toBe(
      '/project-marketing/new',
    );
    expect(screen.getByRole('tab', { name: 'Projects I market', selected: true })).toBeTruthy();
    const mine = await screen.findByRole('list', { name: 'Projects I market' });
    const card = within(mine).getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'Godrej Woods' }).getAttribute('href')).toBe(
      `/project/${PROJECT_ID}`,
    );
    expect(within(card).getByText('Launched')).toBeTruthy();
    expect(within(card).getByText('Thanisandra, Bangalore')).toBeTruthy();
    expect(within(card).getByText('Possession 31 Dec 2027')).toBeTruthy();
    expect(within(card).getByText('Network Only (your connections)')).toBeTruthy();
    expect(lastListQuery(api.calls)).toEqual({ scope: 'mine', page: '1' });

    await userEvent.click(screen.getByRole('tab', { name: 'Open to me' }));
    const open = await screen.findByRole('list', { name: 'Projects open to me' });
    expect(within(open).getByRole('link', { name: 'Prestige Lakeside' })).toBeTruthy();
    expect(within(open).getByRole('link', { name: 'Vikram Shah' }).getAttribute('href')).toBe(
      `/broker/${testId(2)}`,
    );
    expect(lastListQuery(api.calls)).toEqual({ scope: 'open', page: '1' });
  });

  it('reads the tab, filters and page of a shared link, and asks the server for them', async () => {
    const api = answer();
    renderPage(
      <ProjectMarketingPage />,
      '/project-marketing',
      '/project-marketing?tab=open&city_id=2&status=ready&page=2',
    );
    await screen.findByRole('list', { name: 'Projects open to me' });
    expect(lastListQuery(api.calls)).toEqual({
      scope: 'open',
      page: '2',
      city_id: '2',
      status: 'ready',
    });
    const bar = screen.getByRole('region', { name: 'Filter projects' });
    await waitFor(() =>
      expect((within(bar).getByLabelText('City') as HTMLSelectElement).value).toBe('2'),
    );
    expect((within(bar).getByLabelText('Status') as HTMLSelectElement).value).toBe('ready');
  });

  it('writes each filter to the URL (dropping the page), keeps them across tabs, and clears them', async () => {
    const api = answer();
    const { search } = renderPage(
      <ProjectMarketingPage />,
      '/project-marketing',
      '/project-marketing?page=3',
    );
    const bar = screen.getByRole('region', { name: 'Filter projects' });
    await screen.findByRole('option', { name: 'Mumbai' });
    await userEvent.selectOptions(within(bar).getByLabelText('City'), 'Mumbai');
    await waitFor(() => expect(search()).toEqual({ city_id: '2' }));
    await userEvent.selectOptions(within(bar).getByLabelText('Status'), 'Sold out');
    await waitFor(() => expect(search()).toEqual({ city_id: '2', status: 'sold_out' }));
    await waitFor(() =>
      expect(lastListQuery(api.calls)).toEqual({
        scope: 'mine',
        page: '1',
        city_id: '2',
        status: 'sold_out',
      }),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Open to me' }));
    await waitFor(() =>
      expect(search()).toEqual({ tab: 'open', city_id: '2', status: 'sold_out' }),
    );
    await waitFor(() =>
      expect(lastListQuery(api.calls)).toEqual({
        scope: 'open',
        page: '1',
        city_id: '2',
        status: 'sold_out',
      }),
    );
    await userEvent.click(within(bar).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(search()).toEqual({ tab: 'open' }));
  });

  it('has an empty state for each list, and another when the filters match nothing', async () => {
    answer(aProjectList([]), aProjectList([]));
    const { router } = renderPage(<ProjectMarketingPage />, '/project-marketing');
    expect(await screen.findByRole('heading', { name: 'You market no projects yet' })).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Open to me' }));
    expect(
      await screen.findByRole('heading', { name: 'No projects open to you yet' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Find brokers to connect with' }).getAttribute('href'),
    ).toBe('/network');
    await router.navigate('/project-marketing?status=pre_launch');
    expect(
      await screen.findByRole('heading', { name: 'No projects match these filters' }),
    ).toBeTruthy();
  });

  it('shows grey cards while the list loads', () => {
    fakeApi((call) => (call.path === '/api/cities' ? json(CITIES) : never()));
    renderPage(<ProjectMarketingPage />, '/project-marketing');
    expect(screen.getByRole('status', { name: 'Loading the projects you market' })).toBeTruthy();
  });

  it('shows the error state and a toast when the list fails', async () => {
    fakeApi((call) => (call.path === '/api/cities' ? json(CITIES) : serverError('Timed out')));
    renderPage(<ProjectMarketingPage />, '/project-marketing');
    expect(await screen.findByRole('heading', { name: 'Could not load projects' })).toBeTruthy();
    expect(await screen.findByText('Error loading projects')).toBeTruthy();
  });
});
