import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportList, ReportedPost } from '#shared/schemas/feed.ts';
import { RequireAdmin, RequireAuth } from '#web/app/guards.tsx';
import { AvatarMenu } from '#web/app/layout/avatar-menu.tsx';
import { MobileMenu } from '#web/app/layout/mobile-menu.tsx';
import AdminReportsPage from '#web/app/routes/admin-reports.tsx';
import { AuthContext } from '#web/lib/auth/auth-context.ts';
import { type ApiCall, fakeApi, json, never, serverError } from '#web/test/fake-api.ts';
import { aUser, testId } from '#web/test/fixtures.ts';
import { createTestQueryClient, quickRetryQueryClient, testAuth } from '#web/test/render-with-providers.tsx';

// A minute over, so the label does not depend on when the view read the clock.
const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000 - 60_000).toISOString();

function aReport(overrides: Partial<ReportedPost> = {}, post: Partial<ReportedPost['post']> = {}): ReportedPost {
  return {
    id: testId(70),
    status: 'open',
    created_at: hoursAgo(2),
    reporter: { id: testId(3), full_name: 'Meera Iyer' },
    post: {
      id: testId(80),
      user_id: testId(2),
      user_name: 'Vikram Shah',
      content: 'Buy followers now <b>cheap</b>!\nLimited offer',
      image_url: '/media/social_post_images/0123456789abcdef0123456789abcdef/image.webp',
      created_at: hoursAgo(5),
      hidden: false,
      ...post,
    },
    ...overrides,
  };
}

const list = (items: ReportedPost[], total = items.length, page = 1): ReportList => ({ items, total, page, page_size: 20 });

function renderPage({ admin = true, path = '/admin/reports' } = {}) {
  const queryClient = quickRetryQueryClient();
  const router = createMemoryRouter(
    [
      {
        element: <RequireAuth />,
        children: [
          { path: '/dashboard', element: <h1>Dashboard page</h1> },
          { element: <RequireAdmin />, children: [{ path: '/admin/reports', element: <AdminReportsPage /> }] },
        ],
      },
      { path: '/login', element: <h1>Login page</h1> },
    ],
    { initialEntries: [path] },
  );
  const user = aUser(1, 'Admin Anand');
  render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={{ ...testAuth({ ...user, role: admin ? 'admin' : 'broker' }), isAdmin: admin }}>
        <RouterProvider router={router} />
        <Toaster />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

const isList = (call: ApiCall) => call.method === 'GET' && call.path.startsWith('/api/admin/reports?');

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RequireAdmin on /admin/reports', () => {
  it('shows a broker who is not an admin the not-found page, and asks the server nothing', async () => {
    const { calls } = fakeApi(never);
    renderPage({ admin: false });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Reported posts' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('lets an admin in', async () => {
    fakeApi(() => json(list([])));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Reported posts' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No reported posts' })).toBeTruthy();
  });

  it('still sends a visitor without a session to /login', async () => {
    fakeApi(never);
    const router = createMemoryRouter(
      [
        { element: <RequireAuth />, children: [{ element: <RequireAdmin />, children: [{ path: '/admin/reports', element: <AdminReportsPage /> }] }] },
        { path: '/login', element: <h1>Login page</h1> },
      ],
      { initialEntries: ['/admin/reports'] },
    );
    render(
      <QueryClientProvider client={quickRetryQueryClient()}>
        <AuthContext.Provider value={testAuth(null)}>
          <RouterProvider router={router} />
        </AuthContext.Provider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Login page')).toBeTruthy();
  });
});

describe('Reported posts page', () => {
  it('shows skeletons while the open reports load', () => {
    const { calls } = fakeApi(never);
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading reported posts' })).toBeTruthy();
    expect(calls).toEqual([{ method: 'GET', path: '/api/admin/reports?status=open&page=1' }]);
    expect(screen.getByRole('tab', { name: 'Open', selected: true })).toBeTruthy();
  });

  it('shows each report: reporter, author, the post as plain text, its image and the date', async () => {
    fakeApi(() => json(list([aReport()])));
    renderPage();
    const reports = await screen.findByRole('list', { name: 'Reported posts' });
    const [card] = within(reports).getAllByRole('listitem');
    expect(card!.textContent).toContain('Reported by Meera Iyer · 2h ago');
    expect(within(card!).getByRole('link', { name: 'Meera Iyer' }).getAttribute('href')).toBe(`/broker/${testId(3)}`);
    expect(within(card!).getByRole('heading', { name: 'Vikram Shah' })).toBeTruthy();
    expect(within(card!).getByRole('link', { name: 'Vikram Shah' }).getAttribute('href')).toBe(`/broker/${testId(2)}`);
    expect(card!.textContent).toContain('posted 5h ago');
    // Markup in a post is shown as the characters typed, never as HTML.
    expect(within(card!).getByText(/Buy followers now <b>cheap<\/b>!/).tagName).toBe('P');
    expect(card!.querySelector('b')).toBeNull();
    const image = within(card!).getByRole('img', { name: 'Attached to the post (opens full size in a new tab)' });
    expect(image.getAttribute('src')).toBe('/media/social_post_images/0123456789abcdef0123456789abcdef/image.webp');
    expect(within(card!).getByRole('button', { name: 'Hide' })).toBeTruthy();
    expect(within(card!).getByRole('button', { name: 'Dismiss' })).toBeTruthy();
    expect(screen.getByText('1 report')).toBeTruthy();
  });

  it("dismisses a report: 'Report dismissed', and the list is read again", async () => {
    const user = userEvent.setup();
    let open = [aReport()];
    const { calls } = fakeApi((call) => {
      if (call.method === 'POST') {
        open = [];
        return json(aReport({ status: 'dismissed' }));
      }
      return json(list(open));
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('Report dismissed')).toBeTruthy();
    expect(calls).toContainEqual({ method: 'POST', path: `/api/admin/reports/${testId(70)}/dismiss` });
    expect(await screen.findByRole('heading', { name: 'No reported posts' })).toBeTruthy();
    expect(calls.filter(isList)).toHaveLength(2);
  });

  it("hides a post after confirming: 'Post hidden'", async () => {
    const user = userEvent.setup();
    let open = [aReport()];
    const { calls } = fakeApi((call) => {
      if (call.method === 'POST') {
        open = [];
        return json(aReport({ status: 'hidden' }, { hidden: true }));
      }
      return json(list(open));
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this post?' });
    expect(dialog.textContent).toContain("Vikram Shah's post will be removed from every feed");
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Hide post' }));
    expect(await screen.findByText('Post hidden')).toBeTruthy();
    expect(calls).toContainEqual({ method: 'POST', path: `/api/admin/reports/${testId(70)}/hide` });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('heading', { name: 'No reported posts' })).toBeTruthy();
  });

  it('cancelling the confirmation hides nothing', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi(() => json(list([aReport()])));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Hide' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says so when hiding or dismissing fails', async () => {
    const user = userEvent.setup();
    fakeApi((call) =>
      call.method === 'POST' ? json({ error: 'not_found', message: 'Report not found' }, 404) : json(list([aReport()])),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('Could not dismiss report')).toBeTruthy();
    expect(screen.getByText('Report not found')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Hide post' }));
    expect(await screen.findByText('Could not hide post')).toBeTruthy();
  });

  it('the Hidden tab reads hidden reports, which have no actions; the tab is kept in the URL', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi((call) =>
      call.path.includes('status=hidden')
        ? json(list([aReport({ status: 'hidden' }, { hidden: true })]))
        : json(list([])),
    );
    const { router } = renderPage();
    await screen.findByRole('heading', { name: 'No reported posts' });
    await user.click(screen.getByRole('tab', { name: 'Hidden' }));
    const reports = await screen.findByRole('list', { name: 'Reported posts' });
    expect(within(reports).getByText('Hidden')).toBeTruthy();
    expect(within(reports).queryByRole('button')).toBeNull();
    expect(calls).toContainEqual({ method: 'GET', path: '/api/admin/reports?status=hidden&page=1' });
    expect(router.state.location.search).toBe('?status=hidden');
  });

  it('a dismissed report of a post still in the feeds can still be hidden', async () => {
    fakeApi(() => json(list([aReport({ status: 'dismissed' })])));
    renderPage({ path: '/admin/reports?status=dismissed' });
    const reports = await screen.findByRole('list', { name: 'Reported posts' });
    expect(screen.getByRole('tab', { name: 'Dismissed', selected: true })).toBeTruthy();
    expect(within(reports).getByText('Dismissed')).toBeTruthy();
    expect(within(reports).getByRole('button', { name: 'Hide' })).toBeTruthy();
    expect(within(reports).queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });

  it('pages through the reports', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi((call) =>
      json(list([aReport({ id: call.path.includes('page=2') ? testId(71) : testId(70) })], 45)),
    );
    const { router } = renderPage();
    const nav = await screen.findByRole('navigation', { name: 'Reported posts pages' });
    expect(nav.textContent).toContain('Page 1 of 3');
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(nav.textContent).toContain('Page 2 of 3'));
    expect(calls).toContainEqual({ method: 'GET', path: '/api/admin/reports?status=open&page=2' });
    expect(router.state.location.search).toBe('?page=2');
  });

  it('shows the load error with Try again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { calls } = fakeApi(() => (fail ? serverError() : json(list([]))));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Could not load reported posts' })).toBeTruthy();
    expect(calls.filter(isList)).toHaveLength(2);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No reported posts' })).toBeTruthy();
  });
});

describe("the menus' 'Reported posts' link", () => {
  function renderMenu(menu: ReactElement, admin: boolean) {
    const user = aUser(1, 'Admin Anand');
    // The account menu reads the own profile for the photo: answered with none.
    fakeApi({ 'GET /api/profiles/me': never });
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <AuthContext.Provider value={{ ...testAuth({ ...user, role: admin ? 'admin' : 'broker' }), isAdmin: admin }}>
          <MemoryRouter>{menu}</MemoryRouter>
        </AuthContext.Provider>
      </QueryClientProvider>,
    );
  }

  it.each([true, false])('in the mobile menu, shown only to admins (admin: %s)', async (admin) => {
    const user = userEvent.setup();
    renderMenu(<MobileMenu />, admin);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const link = within(nav).queryByRole('link', { name: 'Reported posts' });
    if (admin) expect(link?.getAttribute('href')).toBe('/admin/reports');
    else expect(link).toBeNull();
  });

  it.each([true, false])('in the account menu, shown only to admins (admin: %s)', async (admin) => {
    const user = userEvent.setup();
    renderMenu(<AvatarMenu />, admin);
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    const link = within(menu).queryByRole('menuitem', { name: 'Reported posts' });
    if (admin) expect(link?.getAttribute('href')).toBe('/admin/reports');
    else expect(link).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Notifications' })).toBeTruthy();
  });
});
