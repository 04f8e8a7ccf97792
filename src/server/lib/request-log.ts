// A logger that writes with the current request's id (pino's reqId) when there is a
// request in the async context, and as the app otherwise. Services log through ctx.log
// and background work started by a request (ctx.tasks, mails) runs in that request's
// async context, so their lines carry its reqId without passing request.log around.
import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';

const currentLog = new AsyncLocalStorage<FastifyBaseLogger>();

/** `base` when no request is running, else that request's logger (method by method). */
export function contextualLogger(base: FastifyBaseLogger): FastifyBaseLogger {
  return new Proxy(base, {
    get(target, property) {
      const log = currentLog.getStore() ?? target;
      const value: unknown = Reflect.get(log, property, log);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(log) : value;
    },
  });
}

/**
 * Runs `next` (Fastify's done) inside an async context holding the request's logger,
 * and returns how to step back into it later: the body is read from socket events
 * outside that context, so preValidation re-enters it (as @fastify/request-context does).
 */
export function enterRequestLog(log: FastifyBaseLogger, next: () => void): AsyncResource {
  const scope = currentLog.run(log, () => new AsyncResource('brokercircle-request'));
  scope.runInAsyncScope(next);
  return scope;
}
