// Sending (and resending) invitations costs a real mail: two limits apply together,
// one per broker and one per client IP, shared by both routes. They run as a preHandler,
// after the route-access guard has verified the token (the broker key is the verified
// user id, never a header) and after validation (a typo in the form costs nothing).
//
// Two limits on one route cannot both be @fastify/rate-limit route configs (the plugin
// runs one handler per request), so both are `createRateLimit` counters checked here.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INVITE_MESSAGES } from '../../../shared/schemas/invitations';
import type { AppContext } from '../../app-context';
import { HttpError } from '../../lib/http-errors';
import { requireAuth } from '../../plugins/route-access';

const HOUR_MS = 60 * 60 * 1000;

export const INVITE_RATE_LIMITS = {
  perBroker: { max: 20, timeWindow: HOUR_MS },
  perIp: { max: 60, timeWindow: HOUR_MS },
} as const;

export type InviteRateLimit = (request: FastifyRequest) => Promise<void>;

/** Undefined when RATE_LIMIT_DISABLED is set (tests that send many invitations). */
export function createInviteRateLimit(
  app: FastifyInstance,
  ctx: AppContext,
): InviteRateLimit | undefined {
  if (ctx.config.rateLimitDisabled) return undefined;
  const perBroker = app.createRateLimit({
    ...INVITE_RATE_LIMITS.perBroker,
    keyGenerator: (request) => `invite-broker:${requireAuth(request).sub}`,
  });
  const perIp = app.createRateLimit({
    ...INVITE_RATE_LIMITS.perIp,
    keyGenerator: (request) => `invite-ip:${request.ip}`,
  });
  return async (request) => {
    // Both count every attempt, so neither can be dodged by tripping the other first.
    const results = [await perBroker(request), await perIp(request)];
    let wait = 0;
    for (const result of results) {
      if (!result.isAllowed && result.isExceeded) wait = Math.max(wait, result.ttlInSeconds);
    }
    if (wait > 0) {
      throw new HttpError(429, 'rate_limited', INVITE_MESSAGES.rateLimited(wait), undefined, {
        'retry-after': String(wait),
      });
    }
  };
}
