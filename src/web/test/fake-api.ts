// Test-only: the server as seen through fetch (the outside world of a component test).
// A test says what the server answers, per route ('METHOD /path', query ignored) or with
// one function for every request, and reads back each request the app sent.
// Call `vi.unstubAllGlobals()` after each test.
import { vi } from 'vitest';

/** One request as the app sent it: the path with its query; a JSON body parsed, FormData as it is. */
export type ApiCall = { method: string; path: string; body: unknown };
export type Answer = (call: ApiCall) => Response | Promise<Response>;
type Routes = Record<string, Answer | Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const noContent = () => new Response(null, { status: 204 });

/** The API's error body (spec section 8). */
export const apiError = (status: number, message: string, error = 'bad_request', field?: string) =>
  json({ error, message, ...(field ? { field } : {}) }, status);

export const serverError = (message = 'Database unavailable') => apiError(500, message, 'internal');

/** A request that never answers (the loading state). */
export const never = () => new Promise<Response>(() => {});

/** The network itself failed (offline): nothing reached the server. */
export const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));

/** A promise the test settles when it wants (to look at the screen while a call is on its way). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * Stubs fetch. `routes` is either a table of answers by 'METHOD /path' (other routes answer
 * 404) or one function that answers every request.
 */
export function fakeApi(routes: Routes | Answer = {}) {
  const calls: ApiCall[] = [];
  const table = new Map(typeof routes === 'function' ? [] : Object.entries(routes));
  const otherwise: Answer =
    typeof routes === 'function' ? routes : () => apiError(404, 'Not found', 'not_found');
  vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
    const call = { method: init?.method ?? 'GET', path, body: parseBody(init?.body) };
    calls.push(call);
    const route = table.get(routeOf(call));
    if (!route) return otherwise(call);
    return route instanceof Response ? route.clone() : route(call);
  });
  return {
    calls,
    /** Adds or replaces the answer for a route. */
    on: (route: string, answer: Answer | Response) => table.set(route, answer),
    /** The calls made to 'METHOD /path' (query string ignored). */
    callsTo: (route: string) => calls.filter((call) => routeOf(call) === route),
  };
}

function routeOf({ method, path }: ApiCall): string {
  return `${method} ${new URL(path, 'http://app.test').pathname}`;
}

function parseBody(body: BodyInit | null | undefined): unknown {
  return typeof body === 'string' ? (JSON.parse(body) as unknown) : body;
}
