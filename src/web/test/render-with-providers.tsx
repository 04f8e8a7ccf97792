// Test-only: renders a component with a fresh query cache, a memory router and the
// toaster, as the app does. Data a component reads can be put in the cache first.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
}

export function renderWithProviders(
  ui: ReactElement,
  { queryClient = createTestQueryClient(), path = '/' } = {},
) {
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <Toaster />
      </MemoryRouter>
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
