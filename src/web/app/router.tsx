// The route table of spec section 2. Every page is its own chunk, loaded on demand.
import { createBrowserRouter, Navigate, useParams, type RouteObject } from 'react-router';
import { AppShell } from './layout/app-shell';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';
import { ComingSoon } from './routes/coming-soon';
import { NotFoundPage } from './routes/not-found';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** Pages whose own issue has not landed yet: the spec's Coming Soon placeholder. */
const soon = (path: string, title: string): RouteObject => ({
  path,
  element: <ComingSoon title={title} />,
});

function PropertyAlias() {
  const { id = '' } = useParams();
  return <Navigate to={`/property/${encodeURIComponent(id)}`} replace />;
}

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { path: '/', element: <Navigate to="/start" replace /> },
      {
        element: <GuestOnly />,
        children: [
          { path: '/start', lazy: page(() => import('./routes/start')) },
          { path: '/login', lazy: page(() => import('./routes/login')) },
          { path: '/register', lazy: page(() => import('./routes/register')) },
          { path: '/forgot-password', lazy: page(() => import('./routes/forgot-password')) },
        ],
      },
      { path: '/reset-password', lazy: page(() => import('./routes/reset-password')) },
      // Not behind RequireAuth: the dashboard shows its own signed-out message.
      { path: '/dashboard', lazy: page(() => import('./routes/dashboard')) },
      { path: '/dash', lazy: page(() => import('./routes/dashboard')) },
      {
        element: <RequireAuth />,
        children: [
          { path: '/tutorial', lazy: page(() => import('./routes/tutorial')) },
          { path: '/getting-started', lazy: page(() => import('./routes/getting-started')) },
          { path: '/profile', lazy: page(() => import('./routes/profile')) },
          soon('/agreements/buyer-to-broker', 'Buyer to Broker Agreement'),
          soon('/agreements/seller-to-broker', 'Seller to Broker Agreement'),
          soon('/agreements/broker-to-broker', 'Broker to Broker Agreement'),
          soon('/broker-agreements', 'Broker Agreements'),
          soon('/project-marketing', 'Project Marketing'),
          { path: '/invite-associates', lazy: page(() => import('./routes/invite-associates')) },
          { path: '/properties', lazy: page(() => import('./routes/properties')) },
          { path: '/properties/:id', element: <PropertyAlias /> },
          { path: '/network-properties', lazy: page(() => import('./routes/network-properties')) },
          { path: '/my-properties', lazy: page(() => import('./routes/my-properties')) },
          soon('/requirements', 'Requirements'),
          soon('/my-requirements', 'My Requirements'),
          soon('/network-requirements', 'Network Requirements'),
          soon('/new-requirement', 'New Requirement'),
          { path: '/new-property', lazy: page(() => import('./routes/property-form')) },
          { path: '/add-property', element: <Navigate to="/new-property" replace /> },
          {
            path: '/new-edit-property/:propertyId',
            lazy: page(() => import('./routes/property-form')),
          },
          { path: '/property/:id', lazy: page(() => import('./routes/property-detail')) },
          { path: '/broker/:id', lazy: page(() => import('./routes/broker-profile')) },
          { path: '/post/:id', lazy: page(() => import('./routes/post')) },
          { path: '/connections', lazy: page(() => import('./routes/connections')) },
          { path: '/notifications', lazy: page(() => import('./routes/notifications')) },
          {
            path: '/notification-settings',
            lazy: page(() => import('./routes/notification-settings')),
          },
          { path: '/agents', lazy: page(() => import('./routes/network')) },
          { path: '/network', lazy: page(() => import('./routes/network')) },
          { path: '/my-flyers', lazy: page(() => import('./routes/my-flyers')) },
          { path: '/my-flyers/edit/:id', lazy: page(() => import('./routes/flyer-editor')) },
          { path: '/my-flyers/new/:propertyId', lazy: page(() => import('./routes/new-flyer')) },
          { path: '/inbox', lazy: page(() => import('./routes/inbox')) },
          { path: '/inbox/:senderId', lazy: page(() => import('./routes/conversation')) },
          {
            element: <RequireAdmin />,
            children: [
              { path: '/admin/reports', lazy: page(() => import('./routes/admin-reports')) },
            ],
          },
        ],
      },
      // Public flyer, card and profile pages are rendered by the server once that issue
      // lands; until then these paths have nothing to show.
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
