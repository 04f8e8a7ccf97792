// Every route of the route table (src/shared/routes.ts), through the real router with a
// memory history: its page module exists and loads, its redirect lands where the table
// says, its placeholder shows its title, and its access column's guard holds (decision
// 034). Page data is not the point here: every API call answers 404.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { isValidElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appRoutes, listPageNames, type AppRoute } from '#shared/routes.ts';
import { AuthContext } from '#web/lib/auth/auth-context.ts';
import { clearPendingRedirect } from '#web/lib/auth/pending-redirect.ts';
import { fakeApi } from '#web/test/fake-api.ts';
import { aUser } from '#web/test/fixtures.ts';
import { createTestQueryClient, testAuth } from '#web/test/render-with-providers.tsx';
import { pageModules, routes } from './router';

afterEach(() => {
  vi.unstubAllGlobals();
  clearPendingRedirect();
});

type Visitor = 'visitor' | 'member' | 'admin';

function visit(path: string, who: Visitor) {
  fakeApi();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const auth = { ...testAuth(who === 'visitor' ? null : aUser()), isAdmin: who === 'admin' };
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <AuthContext.Provider value={auth}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return router;
}

type TestRouter = ReturnType<typeof visit>;

/** Waits until the router has settled on `pathname`, with no route error. */
async function landsOn(router: TestRouter, pathname: string) {
  await waitFor(
    () => {
      expect(router.state.location.pathname).toBe(pathname);
      expect(router.state.navigation.state).toBe('idle');
      expect(router.state.matches.at(-1)?.route.element).toBeTruthy();
      // A page module's first load is transformed on the spot: slow on a busy machine.
    },
    { timeout: 10_000 },
  );
  expect(router.state.errors).toBeNull();
}

const concrete = (path: string) => path.replace(/:\w+/g, 'abc-123');
/** Who may see the route itself (not its guard's answer). */
const allowed = (route: AppRoute): Visitor =>
  route.access === 'admin' ? 'admin' : route.access === 'login' ? 'member' : 'visitor';
const loadPage = async (page: string) => (await pageModules[`./routes/${page}.tsx`]?.())?.default;

describe('the route table in the router', () => {
  it('has one page module per page the table names, and none it does not', () => {
    const files = Object.keys(pageModules).map((key) =>
      key.replace(/^\.\/routes\/(.+)\.tsx$/, '$1'),
    );
    expect(files.sort()).toEqual(listPageNames().sort());
  });

  const pages = appRoutes.filter((route) => route.page !== undefined);
  it.each(pages.map((route) => [route.path, route] as const))(
    '%s renders its page module',
    async (_path, route) => {
      const path = concrete(route.path);
      const router = visit(path, allowed(route));
      await landsOn(router, path);
      const leaf = router.state.matches.at(-1)?.route;
      expect(leaf?.path).toBe(route.path);
      const Page = await loadPage(route.page ?? '');
      expect(Page).toBeTypeOf('function');
      // The router renders a lazy route's Component as its element.
      expect(isValidElement(leaf?.element) ? leaf.element.type : undefined).toBe(Page);
      expect(screen.queryByText('Page not found')).toBeNull();
    },
    20_000,
  );

  const placeholders = appRoutes.filter((route) => route.comingSoon !== undefined);
  it.each(placeholders.map((route) => [route.path, route] as const))(
    '%s shows Coming Soon with its title',
    async (_path, route) => {
      const router = visit(route.path, allowed(route));
      await landsOn(router, route.path);
      expect(await screen.findByRole('heading', { name: route.comingSoon })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Coming Soon' })).toBeTruthy();
    },
  );

  const redirects = appRoutes.filter((route) => route.redirect !== undefined);
  it.each(redirects.map((route) => [route.path, route] as const))(
    '%s redirects where the table says',
    async (_path, route) => {
      const router = visit(concrete(route.path), allowed(route));
      await landsOn(router, concrete(route.redirect ?? ''));
      // On the target's own entry, not on the not-found catch-all.
      expect(router.state.matches.at(-1)?.route.path).toBe(route.redirect);
    },
    20_000,
  );

  it('fills a redirect parameter as it was given, encoded', async () => {
    const router = visit('/properties/a%20b', 'member');
    await landsOn(router, '/property/a%20b');
  });

  it("sends a member who opens / on from /start to /dashboard (the start page's guard)", async () => {
    const router = visit('/', 'member');
    await landsOn(router, '/dashboard');
  });

  const membersOnly = appRoutes.filter(
    (route) =>
      (route.access === 'login' || route.access === 'admin') && route.signedOut !== 'own-message',
  );
  it.each(membersOnly.map((route) => [route.path, route] as const))(
    '%s sends a visitor to /login',
    async (_path, route) => {
      const router = visit(concrete(route.path), 'visitor');
      await landsOn(router, '/login');
      expect(router.state.location.state).toEqual({ from: concrete(route.path) });
    },
    20_000,
  );

  const ownMessage = appRoutes.filter((route) => route.signedOut === 'own-message');
  it.each(ownMessage.map((route) => [route.path, route] as const))(
    "%s shows a visitor its own 'Please Log In' instead (decision 015)",
    async (_path, route) => {
      const router = visit(route.path, 'visitor');
      await landsOn(router, route.path);
      expect(await screen.findByText('Please Log In')).toBeTruthy();
    },
    20_000,
  );

  const guestOnly = appRoutes.filter((route) => route.access === 'guest');
  it.each(guestOnly.map((route) => [route.path, route] as const))(
    '%s sends a member on to /dashboard',
    async (_path, route) => {
      const router = visit(route.path, 'member');
      await landsOn(router, '/dashboard');
    },
    20_000,
  );

  const adminOnly = appRoutes.filter((route) => route.access === 'admin');
  it.each(adminOnly.map((route) => [route.path, route] as const))(
    '%s is not found for a member who is not an admin',
    async (_path, route) => {
      const router = visit(route.path, 'member');
      await landsOn(router, route.path);
      expect(await screen.findByText('Page not found')).toBeTruthy();
    },
  );

  it('shows the not-found page for any other path', async () => {
    const router = visit('/no-such-page', 'member');
    await landsOn(router, '/no-such-page');
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });
});
