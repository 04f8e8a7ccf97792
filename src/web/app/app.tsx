import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { CACHE_STALE_MS, TOAST_DURATION_MS, VISIBLE_TOASTS } from '@shared/constants';
import { AuthProvider } from '@web/lib/auth/auth-provider';
import { RealtimeProvider } from '@web/lib/realtime/realtime-provider';
import { createRouter } from './router';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: CACHE_STALE_MS, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RealtimeProvider>
          <RouterProvider router={router} />
        </RealtimeProvider>
        <Toaster
          position="top-center"
          visibleToasts={VISIBLE_TOASTS}
          duration={TOAST_DURATION_MS}
          closeButton
          // Below the fixed 64 px header, so a toast never covers the bell or the menu.
          offset={{ top: 72 }}
          mobileOffset={{ top: 72 }}
          toastOptions={{ classNames: { description: '!text-slate-700' } }}
        />
      </AuthProvider>
    </QueryClientProvider>
  );
}
