// Test-only: a page at its path in a memory router (so the URL it writes can be read back),
// with a fresh query cache, a signed-in broker and the toaster.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { AuthContext } from '#web/lib/auth/auth-context.ts';
import { aUser } from '#web/test/fixtures.ts';
import { createTestQueryClient, testAuth } from '#web/test/render-with-providers.tsx';
import { QueryClientProvider } from '@tanstack/react-query';

export function renderPage(page: ReactElement, pathname: string, entry = pathname) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(
    [
      { path: pathname, element: page },
      { path: '*', element: <h1>Another page</h1> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={testAuth(aUser())}>
        <RouterProvider router={router} />
        <Toaster />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  /** The URL's query as an object, to compare with what the page wrote. */
  const search = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
  return { router, queryClient, search };
}

/** The query of a request path as an object. */
export const queryOf = (path: string) => Object.fromEntries(new URL(path, 'http://app.test').searchParams);
