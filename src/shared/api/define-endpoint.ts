// One API operation, declared once (issue 18): its method and path, who may call it, its
// params, query, body and answer as zod schemas, and what OpenAPI says about it. The
// server registers its route from this object (server/lib/register-endpoint.ts), so
// validation and /api/docs come from it; the web app calls it through call() (web/lib/
// call-endpoint.ts), so a changed shape fails the type check on both sides.
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call it; the route guard enforces it and OpenAPI declares it. */
export type EndpointAccess = 'public' | 'user' | 'admin';

export type Endpoint = {
  method: HttpMethod;
  /** The full path, with `:name` parameters: '/api/connections/:id/accept'. */
  path: `/${string}`;
  /** camelCase, unique: the method name of a generated client. */
  operationId: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  access: EndpointAccess;
  /** A public operation that reads the refresh cookie (refresh, logout). */
  cookieAuth?: true;
  /** Open to a first-factor session that still owes its second factor (the MFA steps). */
  allowPendingMfa?: true;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /**
   * A multipart/form-data body (files and a `data` JSON part), read by the route itself
   * with its own limits; the text says what the parts are.
   */
  multipart?: string;
  /**
   * A create that takes an `Idempotency-Key` header (decision 045): a retry with the same
   * key and request gets the first answer again (header `Idempotent-Replayed: true`)
   * instead of making a second row. Not on a 'public' operation (register-endpoint.ts
   * refuses it: keys are kept per broker); call() sends the key.
   */
  idempotent?: true;
  /** The status of a successful answer (202: accepted, the work goes on in the background). */
  status: 200 | 201 | 202 | 204;
  /**
   * The status of a repeat that finds the work already done, with the same body (a second
   * report of a post answers 200 with the first report, where the first answered 201).
   * The handler sets it with reply.status(); OpenAPI lists both.
   */
  repeatStatus?: 200;
  /** The answer's body (z.null() for 204; for a `file`, what OpenAPI says of its bytes). */
  response: z.ZodType;
  /**
   * The success answer is a file of this media type, not JSON: the handler streams it with
   * its own headers, and OpenAPI documents it under this type. The web app does not call()
   * it; a browser opens its URL.
   */
  file?: string;
  /**
   * No HEAD twin of this GET (Fastify adds one by default): a HEAD would run the handler
   * and spend what the GET spends (a download's single-use ticket).
   */
  noHead?: true;
  /** Refusals beyond the usual 4xx set that this operation can answer (502, 503). */
  otherErrors?: readonly (500 | 502 | 503)[];
  /**
   * Answers beyond success whose body is not the error shape (the health check's 503
   * `unavailable`); the handler sends them itself.
   */
  otherResponses?: Partial<Record<500 | 502 | 503, z.ZodType>>;
};

/** Keeps the literal types of an endpoint while checking its shape. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  if (!/^[a-z][A-Za-z0-9]*$/.test(endpoint.operationId)) {
    throw new Error(`operationId must be camelCase: ${endpoint.operationId}`);
  }
  return endpoint;
}

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Output<S> = S extends z.ZodType ? z.output<S> : never;

/** What a caller passes: the path params, the query, and the JSON body or the form. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: Input<E['params']> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query?: Input<E['query']> } : { query?: never }) &
  (E['body'] extends z.ZodType
    ? { body: Input<E['body']> }
    : E['multipart'] extends string
      ? { form: FormData }
      : { body?: never; form?: never });

/** What the answer holds once parsed. */
export type EndpointResult<E extends Endpoint> = Output<E['response']>;
/** What the server's handler returns (before the response schema serializes it). */
export type EndpointReply<E extends Endpoint> = Input<E['response']>;
export type EndpointParams<E extends Endpoint> = Output<E['params']>;
export type EndpointQuery<E extends Endpoint> = Output<E['query']>;
export type EndpointBody<E extends Endpoint> = Output<E['body']>;

/** The path with its parameters filled in, each encoded. */
export function endpointPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** `?a=1&b=x` from a query object: undefined and null left out, arrays repeated. */
export function endpointQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}
