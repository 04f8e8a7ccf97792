// The React router, built from the route table (src/shared/routes.ts; decision 034):
// each page is its own chunk, loaded on demand, and the access column picks the guard.
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, useParams, type RouteObject } from 'react-router';
import { appRoutes, type AppRoute } from '#shared/routes.ts';
import { AppShell } from './layout/app-shell';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';
import { ComingSoon } from './routes/coming-soon';
import { NotFoundPage } from './routes/not-found';

type PageModule = { default: ComponentType };

/**
 * Every page module, each a lazy import (so each its own chunk), keyed by file: the
 * table's `page` is the file name, so router, build and bench need no second list.
 * The placeholder, the not-found page and tests are not pages.
 */
export const pageModules = import.meta.glob<PageModule>([
  './routes/*.tsx',
  '!./routes/*.test.tsx',
  '!./routes/coming-soon.tsx',
  '!./routes/not-found.tsx',
]);

function lazyPage(page: string): RouteObject['lazy'] {
  const load = pageModules[`./routes/${page}.tsx`];
  // Thrown when the router is built, so every test that builds it fails on a bad name.
  if (!load) throw new Error(`The route table names app/routes/${page}.tsx, which does not exist`);
  return async () => ({ Component: (await load()).default });
}

/** `:name` segments of `pattern` replaced by this path's values. */
function fillPath(pattern: string, params: Readonly<Record<string, string | undefined>>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

function Redirect({ to }: { to: string }) {
  const params = useParams();
  return <Navigate to={fillPath(to, params)} replace />;
}

function toRouteObject(route: AppRoute): RouteObject {
  if (route.page !== undefined) return { path: route.path, lazy: lazyPage(route.page) };
  if (route.redirect !== undefined)
    return { path: route.path, element: <Redirect to={route.redirect} /> };
  return { path: route.path, element: <ComingSoon title={route.comingSoon} /> };
}

/** The guard a route sits behind: its access, except that a page with its own signed-out
 *  message (the dashboard, decision 015) lets visitors in. */
function guardOf(route: AppRoute): 'none' | 'guest' | 'login' | 'admin' {
  if (route.access === 'all' || route.signedOut === 'own-message') return 'none';
  return route.access;
}

const behind = (guard: ReturnType<typeof guardOf>) =>
  appRoutes.filter((route) => guardOf(route) === guard).map(toRouteObject);

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      ...behind('none'),
      { element: <GuestOnly />, children: behind('guest') },
      {
        element: <RequireAuth />,
        children: [...behind('login'), { element: <RequireAdmin />, children: behind('admin') }],
      },
      // Any other path (the server answers it 404; its public pages never get here).
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
