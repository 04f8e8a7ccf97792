// fetch with the access token attached and the response checked against the shared
// zod schema, so the client's types come from the same contract the server enforces.
import type { z } from 'zod';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import { sessionStore } from './session-store';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly field?: string,
    /** The server's id for the request (its X-Request-Id), to find it in the log. */
    readonly requestId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Raised when the network itself failed (offline, timeout): nothing reached the server. */
export class NetworkError extends Error {
  constructor() {
    super('Network error. Check your connection and try again.');
    this.name = 'NetworkError';
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Skip the one automatic refresh-and-retry on 401 (the auth calls themselves). */
  noRetry?: boolean;
  /** Sent as the Idempotency-Key header (decision 045). */
  idempotencyKey?: string;
};

let refreshHandler: (() => Promise<boolean>) | null = null;
/** The auth provider registers how to refresh; a 401 triggers it once. */
export function setRefreshHandler(handler: (() => Promise<boolean>) | null): void {
  refreshHandler = handler;
}

/**
 * Refreshes the session through the same path a 401 takes (one refresh at a time, across
 * tabs). False when there is no session to refresh or the refresh failed; a refused
 * refresh signs the tab out. The realtime client uses it when the server closes its
 * socket for an expired token.
 */
export function refreshSession(): Promise<boolean> {
  return refreshHandler ? refreshHandler() : Promise.resolve(false);
}

export async function apiRequest<S extends z.ZodType>(
  schema: S,
  path: string,
  options: RequestOptions = {},
): Promise<z.infer<S>> {
  const json = options.body === undefined ? undefined : JSON.stringify(options.body);
  return requestParsed(schema, path, { ...options, payload: json });
}

/**
 * A multipart request (files plus fields), with the same token, one 401 refresh and
 * error handling as `apiRequest`. The browser sets the multipart boundary itself.
 */
export async function apiUpload<S extends z.ZodType>(
  schema: S,
  path: string,
  formData: FormData,
  method: 'POST' | 'PUT' = 'POST',
  options: Pick<RequestOptions, 'signal' | 'noRetry' | 'idempotencyKey'> = {},
): Promise<z.infer<S>> {
  return requestParsed(schema, path, { ...options, method, payload: formData });
}

type SendOptions = Omit<RequestOptions, 'body'> & { payload?: string | FormData | undefined };

async function requestParsed<S extends z.ZodType>(
  schema: S,
  path: string,
  options: SendOptions,
): Promise<z.infer<S>> {
  const response = await send(path, options);
  if (response.status === 401 && !options.noRetry && refreshHandler && sessionStore.accessToken()) {
    if (await refreshHandler()) return requestParsed(schema, path, { ...options, noRetry: true });
  }
  return readResponse(schema, response);
}

/** An answer the app did not send itself (the boot script's refresh), read like any other. */
export async function readResponse<S extends z.ZodType>(
  schema: S,
  response: Response,
): Promise<z.infer<S>> {
  if (!response.ok) throw await toApiError(response);
  const data: unknown = response.status === 204 ? null : await response.json();
  return schema.parse(data);
}

async function send(path: string, options: SendOptions): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = sessionStore.accessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (typeof options.payload === 'string') headers['content-type'] = 'application/json';
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  try {
    return await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.payload,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError();
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  try {
    const body = errorResponseSchema.parse(await response.json());
    return new ApiError(response.status, body.message, body.error, body.field, body.request_id);
  } catch {
    return new ApiError(response.status, response.statusText || 'Request failed', 'unknown');
  }
}

/**
 * The server's message when there is one, else the caller's fallback (spec section 8).
 * The generic 500 adds its request id as 'Reference: ...', for support to find it.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code === 'internal_error' && error.requestId) {
    return `${error.message || fallback} Reference: ${error.requestId}`;
  }
  if (error instanceof ApiError || error instanceof NetworkError) return error.message || fallback;
  return fallback;
}
