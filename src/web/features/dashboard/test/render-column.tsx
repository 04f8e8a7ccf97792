// Test-only: a dashboard column as a signed-in broker sees it, with a cache that retries at
// once (so a column's own retry count can be observed).
import type { ReactElement } from 'react';
import { aUser } from '#web/test/fixtures.ts';
import { quickRetryQueryClient, renderWithProviders } from '#web/test/render-with-providers.tsx';

export function renderColumn(column: ReactElement) {
  return renderWithProviders(column, { queryClient: quickRetryQueryClient(), user: aUser() });
}
