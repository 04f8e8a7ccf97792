// Test-only: the server as seen through fetch (the outside world of a component test).
// Each call is recorded; `answer` decides the response by method and path.
import { vi } from 'vitest';
import { createTestQueryClient } from '@web/test/render-with-providers';

export type ApiCall = { method: string; path: string };
type Answer = (call: ApiCall) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const serverError = (message = 'Database unavailable') =>
  json({ error: 'internal', message }, 500);

/** A request that never answers (the loading state). */
export const never = () => new Promise<Response>(() => {});

export function stubApi(answer: Answer): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', (path: string, init?: RequestInit) => {
    const call = { method: init?.method ?? 'GET', path };
    calls.push(call);
    return Promise.resolve(answer(call));
  });
  return calls;
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
