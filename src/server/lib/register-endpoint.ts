// Registers a route from its shared contract (src/shared/api): method, path, access,
// schemas and OpenAPI facts all come from the one object the web client calls too. The
// handler returns the answer's body; the status is the contract's.
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type {
  Endpoint,
  EndpointBody,
  EndpointParams,
  EndpointQuery,
  EndpointReply,
} from '#shared/api/define-endpoint.ts';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import { errorResponses } from './error-responses';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract the route was registered from (plugins/endpoint-registry.ts). */
    endpoint?: Endpoint;
  }
}

export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: EndpointParams<E>;
  Querystring: EndpointQuery<E>;
  Body: EndpointBody<E>;
}>;

/** The answer's body; or the reply itself when the handler answered (a stream, a redirect). */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointReply<E> | FastifyReply> | EndpointReply<E> | FastifyReply;

/** Route config beyond what the contract says (rate limits, write quotas). */
export type ExtraConfig = Omit<FastifyContextConfig, 'access' | 'allowPendingMfa' | 'endpoint'>;

/** OpenAPI security of an operation: the bearer token, the refresh cookie, or none. */
export function securityOf(endpoint: Endpoint): Array<Record<string, string[]>> {
  if (endpoint.access !== 'public') return [{ bearerAuth: [] }];
  return endpoint.cookieAuth ? [{ refreshCookie: [] }] : [];
}

export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: { config?: ExtraConfig; handler: EndpointHandler<E> },
): void {
  // Idempotency keys are kept per broker (decision 045): a public caller has none.
  if (endpoint.idempotent && endpoint.access === 'public') {
    throw new Error(`an idempotent operation needs a signed-in caller: ${endpoint.operationId}`);
  }
  const schema: FastifySchema & Record<string, unknown> = {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    tags: [...endpoint.tags],
    security: securityOf(endpoint),
    response: {
      [endpoint.status]: endpoint.file
        ? { content: { [endpoint.file]: { schema: endpoint.response } } }
        : endpoint.response,
      ...(endpoint.repeatStatus ? { [endpoint.repeatStatus]: endpoint.response } : {}),
      ...errorResponses,
      ...Object.fromEntries((endpoint.otherErrors ?? []).map((status) => [status, errorResponseSchema])),
      ...endpoint.otherResponses,
    },
  };
  if (endpoint.description || endpoint.multipart) {
    schema.description = [endpoint.description, endpoint.multipart].filter(Boolean).join('\n\n');
  }
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  if (endpoint.multipart) schema.consumes = ['multipart/form-data'];
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(endpoint.noHead ? { exposeHeadRoute: false } : {}),
    schema,
    config: {
      ...options.config,
      access: endpoint.access,
      ...(endpoint.allowPendingMfa ? { allowPendingMfa: true } : {}),
      endpoint,
    },
    handler: async (request, reply) => {
      // Set first where the handler may switch to the repeat status (only there: a status
      // set beforehand would become the code of a handler's reply.redirect()).
      if (endpoint.repeatStatus) reply.status(endpoint.status);
      const body = await options.handler(request as EndpointRequest<E>, reply);
      // A handler that answered itself (a stream, a redirect) has nothing to add. `sent`
      // alone is not enough: it turns true only once the onSend hooks have run.
      if (body === reply || reply.sent) return reply;
      const repeat = endpoint.repeatStatus !== undefined && reply.statusCode === endpoint.repeatStatus;
      const status = repeat ? reply.statusCode : endpoint.status;
      return reply.status(status).send(status === 204 ? null : body);
    },
  });
}
