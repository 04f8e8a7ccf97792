// The route table of spec section 2, and the only place a page route is written
// (decision 034). The web router is built from it (src/web/app/router.tsx); the server
// answers its paths with the app and anything else with a 404 (plugins/web-app.ts); the
// public pages leave its paths alone (features/public-pages); the build writes each
// page's preload list from it (vite.config.ts). A new page is a file in
// src/web/app/routes/ and a row here.

/**
 * Who may open a path. `all`: everyone. `guest`: visitors; a signed-in member goes on to
 * /dashboard. `login`: members; a visitor goes to /login. `admin`: admins; a visitor goes
 * to /login, another member gets the not-found page (the path does not reveal itself).
 */
export type RouteAccess = 'all' | 'guest' | 'login' | 'admin';

/** What a path shows: exactly one of a page, a redirect or the Coming Soon placeholder. */
type RouteShows =
  /** A page module, by file name: src/web/app/routes/{page}.tsx, loaded as its own chunk. */
  | { page: string; redirect?: never; comingSoon?: never }
  /** Another path of this table; its `:params` are filled from this path's. */
  | { redirect: string; page?: never; comingSoon?: never }
  /** The spec's Coming Soon placeholder with this title, until the page's issue lands. */
  | { comingSoon: string; page?: never; redirect?: never };

export type AppRoute = RouteShows & {
  path: string;
  access: RouteAccess;
  /**
   * A `login` page that shows a visitor its own signed-out message instead of sending
   * them to /login (the dashboard, decision 015).
   */
  signedOut?: 'own-message';
};

// One row a line, like the spec's table.
// prettier-ignore
const routeTable = [
  { path: '/', access: 'all', redirect: '/start' },
  { path: '/start', access: 'guest', page: 'start' },
  { path: '/login', access: 'guest', page: 'login' },
  { path: '/register', access: 'guest', page: 'register' },
  { path: '/forgot-password', access: 'guest', page: 'forgot-password' },
  { path: '/reset-password', access: 'all', page: 'reset-password' },
  { path: '/tutorial', access: 'login', page: 'tutorial' },
  { path: '/getting-started', access: 'login', page: 'getting-started' },
  { path: '/agreements/buyer-to-broker', access: 'login', page: 'buyer-agreement-form' },
  { path: '/agreements/seller-to-broker', access: 'login', page: 'seller-agreement-form' },
  { path: '/edit-agreement/:id', access: 'login', page: 'edit-agreement' },
  { path: '/agreement/:id', access: 'login', page: 'agreement-detail' },
  { path: '/agreements/broker-to-broker', access: 'login', page: 'co-broking-agreement-form' },
  { path: '/broker-agreements', access: 'login', page: 'broker-agreements' },
  { path: '/verify-agreement', access: 'all', page: 'verify-agreement' },
  { path: '/project-marketing', access: 'login', page: 'project-marketing' },
  { path: '/project-marketing/new', access: 'login', page: 'project-form' },
  { path: '/edit-project/:id', access: 'login', page: 'project-form' },
  { path: '/project/:id', access: 'login', page: 'project-detail' },
  { path: '/invite-associates', access: 'login', page: 'invite-associates' },
  { path: '/profile', access: 'login', page: 'profile' },
  { path: '/properties', access: 'login', page: 'properties' },
  { path: '/properties/:id', access: 'login', redirect: '/property/:id' },
  { path: '/network-properties', access: 'login', page: 'network-properties' },
  { path: '/my-properties', access: 'login', page: 'my-properties' },
  { path: '/requirements', access: 'login', page: 'requirements' },
  { path: '/my-requirements', access: 'login', page: 'my-requirements' },
  { path: '/network-requirements', access: 'login', page: 'network-requirements' },
  { path: '/new-requirement', access: 'login', page: 'requirement-form' },
  { path: '/edit-requirement/:id', access: 'login', page: 'requirement-form' },
  { path: '/requirement/:id', access: 'login', page: 'requirement-detail' },
  { path: '/new-property', access: 'login', page: 'property-form' },
  { path: '/add-property', access: 'login', redirect: '/new-property' },
  { path: '/new-edit-property/:propertyId', access: 'login', page: 'property-form' },
  { path: '/property/:id', access: 'login', page: 'property-detail' },
  { path: '/broker/:id', access: 'login', page: 'broker-profile' },
  { path: '/connections', access: 'login', page: 'connections' },
  { path: '/notifications', access: 'login', page: 'notifications' },
  { path: '/notification-settings', access: 'login', page: 'notification-settings' },
  { path: '/dashboard', access: 'login', page: 'dashboard', signedOut: 'own-message' },
  { path: '/dash', access: 'login', page: 'dashboard', signedOut: 'own-message' },
  { path: '/agents', access: 'login', page: 'network' },
  { path: '/network', access: 'login', page: 'network' },
  { path: '/my-flyers', access: 'login', page: 'my-flyers' },
  { path: '/my-flyers/edit/:id', access: 'login', page: 'flyer-editor' },
  // Added by decision 023: the editor before a flyer's first save.
  { path: '/my-flyers/new/:propertyId', access: 'login', page: 'new-flyer' },
  { path: '/inbox', access: 'login', page: 'inbox' },
  { path: '/inbox/:senderId', access: 'login', page: 'conversation' },
  { path: '/post/:id', access: 'login', page: 'post' },
  { path: '/admin/reports', access: 'admin', page: 'admin-reports' },
] as const satisfies readonly AppRoute[];

/** A page module the table names (a file of src/web/app/routes/). */
export type PageName = Extract<(typeof routeTable)[number], { page: string }>['page'];

export const appRoutes: readonly AppRoute[] = routeTable;

/** Every page module the table names, once each. */
export function listPageNames(): PageName[] {
  return [...new Set(routeTable.flatMap((route) => ('page' in route ? [route.page] : [])))];
}

const patterns = appRoutes.map((route) => ({ route, segments: route.path.split('/') }));

/**
 * The table's entry for `pathname`, or undefined for any other path (the not-found
 * page, a public page). Exact segment count, `:param` needs a value, case-sensitive,
 * a trailing slash ignored. The one path matcher of the server (decision 034).
 */
export function matchAppRoute(pathname: string): AppRoute | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const parts = clean.split('/');
  return patterns.find(
    ({ segments }) =>
      segments.length === parts.length &&
      segments.every((segment, i) =>
        segment.startsWith(':') ? (parts[i] ?? '') !== '' : segment === parts[i],
      ),
  )?.route;
}

/**
 * The page a visit to `route` ends on: its own or its redirect target's (a redirect
 * names a page or placeholder path, never another redirect); none for Coming Soon.
 */
export function landingPage(route: AppRoute): string | undefined {
  if (route.redirect === undefined) return route.page;
  return appRoutes.find((target) => target.path === route.redirect)?.page;
}
