import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { CACHE_STALE_MS } from '#shared/constants.ts';
import { AuthProvider } from '#web/lib/auth/auth-provider.tsx';
import { RealtimeProvider } from '#web/lib/realtime/realtime-provider.tsx';
import { createRouter } from './router';

// Not needed for the first paint: its code (sonner) loads beside the page's (decision 014).
const AppToaster = lazy(() => import('./layout/app-toaster'));
// Nor is realtime: the client and its cache updates load once a broker is signed in (decision 048).
const loadRealtime = () =>
  import('./layout/realtime-for-members').then((m) => m.loadRealtimeParts());

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: CACHE_STALE_MS, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/** `queryClient`: main.tsx passes its own so it can start reads before the first render. */
export function App({ queryClient: given }: { queryClient?: QueryClient } = {}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const [router] = useState(createRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RealtimeProvider load={loadRealtime}>
          <RouterProvider router={router} />
        </RealtimeProvider>
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      </AuthProvider>
    </QueryClientProvider>
  );
}
