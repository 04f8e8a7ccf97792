import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AuthUser } from '#shared/schemas/auth.ts';
import { AuthContext, type AuthContextValue } from '#web/lib/auth/auth-context.ts';
import { setPendingRedirect, clearPendingRedirect } from '#web/lib/auth/pending-redirect.ts';
import { GuestOnly, RequireAuth } from './guards';

const user: AuthUser = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'asha@example.com',
  user_metadata: { name: 'Asha' },
  role: 'broker',
  aal: 'aal1',
  next_aal: 'aal1',
  created_at: new Date().toISOString(),
};

function auth(overrides: Partial<AuthContextValue>): AuthContextValue {
  const unused = () => Promise.reject(new Error('not used'));
  return { initialised: true, user: null, mfaPending: false, isAdmin: false, loading: false, signIn: unused, signUp: unused, signOut: () => Promise.resolve(), adopt: () => {}, ...overrides };
}

function renderAt(path: string, value: AuthContextValue) {
  const router = createMemoryRouter(
    [
      { element: <RequireAuth />, children: [{ path: '/dashboard', element: <h1>Dashboard page</h1> }] },
      { element: <GuestOnly />, children: [{ path: '/login', element: <h1>Login page</h1> }] },
      { path: '/', element: <h1>Home page</h1> },
      { path: '/my-properties', element: <h1>My properties page</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AuthContext.Provider value={value}>
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
  return router;
}

describe('route guards', () => {
  it('shows a spinner while the session loads', () => {
    renderAt('/dashboard', auth({ initialised: false }));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByText('Dashboard page')).toBeNull();
  });

  it('sends a visitor of a protected page to /login', async () => {
    const router = renderAt('/dashboard', auth({}));
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('treats a session that still owes a second factor as signed out', async () => {
    renderAt('/dashboard', auth({ user, mfaPending: true }));
    expect(await screen.findByText('Login page')).toBeTruthy();
  });

  it('lets a signed-in broker in', async () => {
    renderAt('/dashboard', auth({ user }));
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
  });

  it('sends a signed-in visitor of an auth page to /dashboard', async () => {
    clearPendingRedirect();
    const router = renderAt('/login', auth({ user }));
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('after sign-in goes to /my-properties instead', async () => {
    setPendingRedirect('/my-properties');
    renderAt('/login', auth({ user }));
    expect(await screen.findByText('My properties page')).toBeTruthy();
    clearPendingRedirect();
  });

  it('after sign-out goes home, not to /login', async () => {
    setPendingRedirect('/');
    renderAt('/dashboard', auth({}));
    expect(await screen.findByText('Home page')).toBeTruthy();
    clearPendingRedirect();
  });
});
