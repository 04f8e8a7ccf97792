import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { peekPendingRedirect } from '#web/lib/auth/pending-redirect.ts';
import { NotFoundPage } from './routes/not-found';

/** Login-only routes: a spinner while the session loads, then /login for visitors. */
export function RequireAuth() {
  const { initialised, user, mfaPending } = useAuth();
  const location = useLocation();
  if (!initialised) return <PageSpinner />;
  if (!user || mfaPending) {
    // Just signed out: go home (spec section 9), not to the login page.
    const to = peekPendingRedirect() === '/' ? '/' : '/login';
    return <Navigate to={to} replace state={to === '/login' ? { from: location.pathname + location.search } : undefined} />;
  }
  return <Outlet />;
}

/** Auth pages and the start page: signed-in users go on to the dashboard. */
export function GuestOnly() {
  const { initialised, user, mfaPending } = useAuth();
  const location = useLocation();
  if (!initialised) return <PageSpinner />;
  if (user && !mfaPending) {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={peekPendingRedirect() ?? from ?? '/dashboard'} replace />;
  }
  return <Outlet />;
}

/**
 * Admin-only routes, nested inside RequireAuth: anyone else gets the not-found page, so
 * the route does not reveal that it exists (the API answers them 403 anyway).
 */
export function RequireAdmin() {
  const { initialised, isAdmin } = useAuth();
  if (!initialised) return <PageSpinner />;
  if (!isAdmin) return <NotFoundPage />;
  return <Outlet />;
}
