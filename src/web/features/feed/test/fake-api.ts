// Test-only: the network as the component sees it. `fetch` is the outside world; each
// test says what the server answers for `METHOD /path`, and reads what was sent.
import { vi } from 'vitest';

export type FakeRequest = { method: string; url: URL; body: BodyInit | null | undefined };
type Handler = (request: FakeRequest) => Response | Promise<Response>;

export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export const apiError = (status: number, message: string, field?: string) =>
  jsonResponse(status, {
    error: status === 409 ? 'conflict' : 'bad_request',
    message,
    ...(field ? { field } : {}),
  });

/** Stubs fetch; unknown routes answer 404. Call `vi.unstubAllGlobals()` after each test. */
export function fakeApi(routes: Record<string, Handler | Response> = {}) {
  const calls: FakeRequest[] = [];
  const table = new Map(Object.entries(routes));
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const request = {
      method: init?.method ?? 'GET',
      url: new URL(input, 'http://app.test'),
      body: init?.body,
    };
    calls.push(request);
    const route = table.get(`${request.method} ${request.url.pathname}`);
    if (!route) return apiError(404, 'Not found');
    return route instanceof Response ? route.clone() : route(request);
  });
  return {
    calls,
    /** Adds or replaces the answer for a route. */
    on: (route: string, handler: Handler | Response) => table.set(route, handler),
    /** The calls made to `METHOD /path` (query string ignored). */
    callsTo: (route: string) => calls.filter((c) => `${c.method} ${c.url.pathname}` === route),
  };
}

/** A promise the test settles when it wants (to look at the screen while a call is on its way). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
