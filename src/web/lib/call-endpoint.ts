// The web app's one way to call the API: an operation's shared contract (src/shared/api)
// and its input. The path, method and answer's schema come from the contract, so the
// call site writes none of them and a changed shape fails the type check here too.
import {
  endpointPath,
  endpointQuery,
  type Endpoint,
  type EndpointInput,
  type EndpointResult,
} from '#shared/api/define-endpoint.ts';
import { apiRequest, apiUpload } from './api-client';

export type CallOptions = {
  signal?: AbortSignal;
  /** Skip the one automatic refresh-and-retry on 401 (the auth calls themselves). */
  noRetry?: boolean;
};

/**
 * The Idempotency-Key of this attempt (decision 045): one per submit, the same on its
 * retries (lib/send-once.ts). Only an operation whose contract is `idempotent` takes one;
 * the type says so, at no cost to the entry chunk.
 */
export type IdempotencyOption<E extends Endpoint> = E['idempotent'] extends true
  ? { idempotencyKey?: string }
  : { idempotencyKey?: never };

export function call<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions & IdempotencyOption<E> = {},
): Promise<EndpointResult<E>> {
  const { params, query, body, form } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    form?: FormData;
  };
  const url = endpointPath(endpoint.path, params) + endpointQuery(query);
  if (endpoint.file) throw new Error(`${endpoint.operationId} answers a file: open its URL instead`);
  if (endpoint.multipart) {
    if (!form) throw new Error(`${endpoint.operationId} takes a form`);
    if (endpoint.method !== 'POST' && endpoint.method !== 'PUT') throw new Error('a form goes by POST or PUT');
    return apiUpload(endpoint.response, url, form, endpoint.method, options) as Promise<EndpointResult<E>>;
  }
  return apiRequest(endpoint.response, url, { method: endpoint.method, body, ...options }) as Promise<
    EndpointResult<E>
  >;
}
