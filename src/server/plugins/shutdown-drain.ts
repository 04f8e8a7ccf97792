// Graceful shutdown, the part Fastify's close() leaves out. From the moment main.ts
// calls drainRequests() (SIGTERM), every new request is answered at once with 503
// (Retry-After, Connection: close) while the requests already running finish; the
// listener stays open meanwhile, so a client or load balancer gets a clear "try
// elsewhere" instead of a refused connection. Once none is left (or the time is up),
// main.ts closes the app, which stops listening and ends the realtime sockets.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../lib/error-body';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Refuses new requests with 503 from now on and resolves when every running
     * request has finished (true) or after `timeoutMs` (false).
     */
    drainRequests(timeoutMs: number): Promise<boolean>;
  }
}

const RESTARTING = 'The server is restarting. Please try again in a moment.';

export const shutdownDrainPlugin = fp(async (app: FastifyInstance) => {
  let draining = false;
  const running = new Set<FastifyRequest>();
  let onIdle: (() => void) | undefined;

  const finished = (request: FastifyRequest) => {
    if (running.delete(request) && running.size === 0) onIdle?.();
  };

  app.addHook('onRequest', async (request, reply) => {
    if (draining) {
      // A refused WebSocket upgrade owns its socket outside the HTTP server's
      // keep-alive handling: end it once the answer is out, or close() would wait on it.
      if (request.headers.upgrade) reply.raw.once('finish', () => request.raw.socket.end());
      return reply
        .status(503)
        .header('connection', 'close')
        .header('retry-after', '5')
        .type('application/json; charset=utf-8')
        // Sent as text: the route's own response schema (e.g. health's 503) must not reshape it.
        .send(JSON.stringify(errorBody(request, 'unavailable', RESTARTING)));
    }
    // A WebSocket lives until app.close() ends it with 1001; it is not a request to wait for.
    if (request.headers.upgrade) return;
    running.add(request);
    // 'close' comes after the response is sent or when the client goes away first.
    reply.raw.once('close', () => finished(request));
  });
  app.addHook('onResponse', async (request) => finished(request));
  app.addHook('onRequestAbort', async (request) => finished(request));
  // Responses finishing during the drain close their connection, so a keep-alive
  // client does not send its next request into a closing server.
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });

  app.decorate('drainRequests', (timeoutMs: number) => {
    draining = true;
    if (running.size === 0) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      onIdle = () => {
        clearTimeout(timer);
        resolve(true);
      };
    });
  });
});
