// The route table of spec section 2: who may open each path. The web router and the
// server (to answer unknown paths with a real 404) both read it.
export type RouteAccess = 'all' | 'guest' | 'login';

export const appRoutes = [
  { path: '/', access: 'all' },
  { path: '/start', access: 'guest' },
  { path: '/login', access: 'guest' },
  { path: '/register', access: 'guest' },
  { path: '/forgot-password', access: 'guest' },
  { path: '/reset-password', access: 'all' },
  { path: '/tutorial', access: 'login' },
  { path: '/getting-started', access: 'login' },
  { path: '/agreements/buyer-to-broker', access: 'login' },
  { path: '/agreements/seller-to-broker', access: 'login' },
  { path: '/agreements/broker-to-broker', access: 'login' },
  { path: '/broker-agreements', access: 'login' },
  { path: '/project-marketing', access: 'login' },
  { path: '/invite-associates', access: 'login' },
  { path: '/profile', access: 'login' },
  { path: '/properties', access: 'login' },
  { path: '/properties/:id', access: 'login' },
  { path: '/network-properties', access: 'login' },
  { path: '/my-properties', access: 'login' },
  { path: '/requirements', access: 'login' },
  { path: '/my-requirements', access: 'login' },
  { path: '/network-requirements', access: 'login' },
  { path: '/new-requirement', access: 'login' },
  { path: '/new-property', access: 'login' },
  { path: '/add-property', access: 'login' },
  { path: '/new-edit-property/:propertyId', access: 'login' },
  { path: '/property/:id', access: 'login' },
  { path: '/broker/:id', access: 'login' },
  { path: '/connections', access: 'login' },
  { path: '/notifications', access: 'login' },
  { path: '/notification-settings', access: 'login' },
  { path: '/dashboard', access: 'login' },
  { path: '/dash', access: 'login' },
  { path: '/agents', access: 'login' },
  { path: '/network', access: 'login' },
  { path: '/my-flyers', access: 'login' },
  { path: '/my-flyers/edit/:id', access: 'login' },
  // Added by decision 023: the editor before a flyer's first save.
  { path: '/my-flyers/new/:propertyId', access: 'login' },
  { path: '/inbox', access: 'login' },
  { path: '/inbox/:senderId', access: 'login' },
  { path: '/post/:id', access: 'login' },
  { path: '/admin/reports', access: 'login' },
] as const satisfies ReadonlyArray<{ path: string; access: RouteAccess }>;

/** True when `pathname` matches one of the app's own routes (not the public pages). */
export function isAppRoute(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const parts = clean.split('/');
  return appRoutes.some(({ path }) => {
    const pattern = path.split('/');
    return (
      pattern.length === parts.length &&
      pattern.every((segment, i) => segment.startsWith(':') ? (parts[i] ?? '') !== '' : segment === parts[i])
    );
  });
}
