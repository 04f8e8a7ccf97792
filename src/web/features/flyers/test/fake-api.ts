// Test-only: the server as seen through fetch (the outside world of a component test).
// Each call is recorded with its body; `answer` decides the response.
import { vi } from 'vitest';

export type ApiCall = { method: string; path: string; body: unknown };
type Answer = (call: ApiCall) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const apiError = (status: number, message: string, error = 'bad_request', field?: string) =>
  json({ error, message, ...(field ? { field } : {}) }, status);

export const noContent = () => new Response(null, { status: 204 });

/** A request that never answers (the loading state). */
export const never = () => new Promise<Response>(() => {});

/** Stubs fetch; JSON bodies are parsed, FormData bodies are kept as they are. */
export function stubApi(answer: Answer): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', (path: string, init?: RequestInit) => {
    const raw = init?.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    const call = { method: init?.method ?? 'GET', path, body };
    calls.push(call);
    return Promise.resolve(answer(call));
  });
  return calls;
}
