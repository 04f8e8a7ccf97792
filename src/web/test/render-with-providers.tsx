// Test-only: renders a component with a fresh query cache, a memory router and the
// toaster, as the app does. Data a component reads can be put in the cache first.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import type { AuthUser } from '#shared/schemas/auth.ts';
import { AuthContext, type AuthContextValue } from '#web/lib/auth/auth-context.ts';

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
}

/** The test cache, but retrying at once, so a query's own retry count can be observed. */
export function quickRetryQueryClient() {
  const queryClient = createTestQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
  });
  return queryClient;
}

/** A signed-in (or signed-out, with null) auth state; the actions are not used by components under test. */
export function testAuth(user: AuthUser | null): AuthContextValue {
  const unused = () => Promise.reject(new Error('not used in this test'));
  return {
    initialised: true,
    user,
    mfaPending: false,
    isAdmin: false,
    loading: false,
    signIn: unused,
    signUp: unused,
    signOut: () => Promise.resolve(),
    adopt: () => {},
  };
}

type RenderOptions = {
  queryClient?: QueryClient;
  path?: string;
  /** The signed-in broker (default: nobody). */
  user?: AuthUser | null;
};

export function renderWithProviders(
  ui: ReactElement,
  { queryClient = createTestQueryClient(), path = '/', user = null }: RenderOptions = {},
) {
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={testAuth(user)}>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <Toaster />
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** A File of `bytes` bytes (content does not matter to the picker). */
export function fakeImage(name: string, bytes: number, type = 'image/jpeg'): File {
  const file = new File([new Uint8Array(Math.min(bytes, 16))], name, { type });
  if (bytes > 16) Object.defineProperty(file, 'size', { value: bytes });
  return file;
}
