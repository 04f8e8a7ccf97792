// The request limits of @fastify/rate-limit, counted in PostgreSQL so they hold across
// every instance behind a load balancer (decision 031): per IP on the endpoints that
// guess at secrets (passwords, codes, reset mails), per broker on the ones that make
// us fetch the web, and the invitation limits (features/invitations/invite-rate-limit.ts).
// request.ip honours forwarding headers only when TRUST_PROXY is configured.
import type { FastifyRequest } from 'fastify';
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { AppContext } from '../app-context';
import type { Db } from '../db/open';
import { countHit, readCounter, type CounterState } from '../lib/rate-limit-counters';

export function authRateLimit(ctx: AppContext, max: number, timeWindow = '1 minute') {
  if (ctx.config.rateLimitDisabled) return false as const;
  return { max, timeWindow };
}

/**
 * Keyed by the signed-in broker (the route guard has run by now), not the IP: brokers
 * behind one office NAT do not share a budget, and one broker cannot multiply theirs
 * by changing address.
 */
export function perBrokerRateLimit(ctx: AppContext, max: number, timeWindow = '1 minute') {
  if (ctx.config.rateLimitDisabled) return false as const;
  return {
    max,
    timeWindow,
    keyGenerator: (request: FastifyRequest) =>
      request.auth ? `broker:${request.auth.sub}` : `ip:${request.ip}`,
  };
}

type StoreCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** What the plugin passes to child(): the route's merged options, with the route. */
type ChildOptions = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * @fastify/rate-limit's store over lib/rate-limit-counters.ts. The plugin makes one
 * child per limited route; each counts under its own `METHOD /url` (as the plugin's
 * in-memory store keeps one map per route). Limits made with createRateLimit have no
 * route: their key generator names them (`invite-ip:...`).
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly scope = 'limit',
    ) {}

    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      settle(countHit(db, this.counterKey(key), timeWindow), callback);
    }

    /** The plugin's `{ increment: false }` peek. */
    read(key: string, callback: StoreCallback, timeWindow: number): void {
      settle(readCounter(db, this.counterKey(key), timeWindow), callback);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (routeOptions as ChildOptions).routeInfo;
      const method = [route?.method ?? []].flat().join(',');
      return new PostgresRateLimitStore(routeOptions, route?.url ? `${method} ${route.url}` : 'limit');
    }

    private counterKey(key: string): string {
      return `rl:${this.scope}:${key}`;
    }
  }
  return PostgresRateLimitStore;
}

function settle(state: Promise<CounterState>, callback: StoreCallback): void {
  state.then(
    ({ hits, resetInMs }) => callback(null, { current: hits, ttl: resetInMs }),
    (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
  );
}
