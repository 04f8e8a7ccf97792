// The request id (lib/request-id.ts) travels back in X-Request-Id on every answer,
// refusals included, and every log line written while the request is handled carries
// it, also from services and background work (lib/request-log.ts).
import type { AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER } from '../lib/request-id';
import { enterRequestLog } from '../lib/request-log';

const scopes = new WeakMap<FastifyRequest, AsyncResource>();

export const requestIdsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    scopes.set(request, enterRequestLog(request.log, done));
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const scope = scopes.get(request);
    if (scope) scope.runInAsyncScope(done);
    else done();
  });
});
