// Invitations cost a real mail or a WhatsApp message: each route pair has two limits that
// apply together, one per broker and one per client IP. Sending and resending share one
// budget; generating WhatsApp messages has its own (decision 026). They run first in the
// route's handler, after the route-access guard has verified the token (the broker key is
// the verified user id, never a header) and after validation (a typo in the form costs
// nothing).
//
// Two limits on one route cannot both be @fastify/rate-limit route configs (the plugin
// runs one handler per request), so both are `createRateLimit` counters checked here.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INVITE_MESSAGES } from '#shared/schemas/invitations.ts';
import type { AppContext } from '#server/app-context.ts';
import { HttpError } from '#server/lib/http-errors.ts';
import { requireAuth } from '#server/plugins/route-access.ts';

const HOUR_MS = 60 * 60 * 1000;

type LimitPair = {
  perBroker: { max: number; timeWindow: number };
  perIp: { max: number; timeWindow: number };
};

export const INVITE_RATE_LIMITS = {
  perBroker: { max: 20, timeWindow: HOUR_MS },
  perIp: { max: 60, timeWindow: HOUR_MS },
} as const satisfies LimitPair;

/** Twice the sends: a message for each invitation and a second try, per broker and per IP. */
export const WHATSAPP_RATE_LIMITS = {
  perBroker: { max: 40, timeWindow: HOUR_MS },
  perIp: { max: 120, timeWindow: HOUR_MS },
} as const satisfies LimitPair;

export type InviteRateLimit = (request: FastifyRequest) => Promise<void>;

/** Sending and resending. Undefined when RATE_LIMIT_DISABLED is set (tests that send many). */
export function createInviteRateLimit(
  app: FastifyInstance,
  ctx: AppContext,
): InviteRateLimit | undefined {
  return createLimitPair(app, ctx, 'invite', INVITE_RATE_LIMITS, INVITE_MESSAGES.rateLimited);
}

/** Generating WhatsApp invite messages (each records a whatsapp_outbound row). */
export function createWhatsappRateLimit(
  app: FastifyInstance,
  ctx: AppContext,
): InviteRateLimit | undefined {
  return createLimitPair(
    app,
    ctx,
    'whatsapp',
    WHATSAPP_RATE_LIMITS,
    INVITE_MESSAGES.whatsappRateLimited,
  );
}

function createLimitPair(
  app: FastifyInstance,
  ctx: AppContext,
  name: string,
  limits: LimitPair,
  message: (seconds: number) => string,
): InviteRateLimit | undefined {
  if (ctx.config.rateLimitDisabled) return undefined;
  const perBroker = app.createRateLimit({
    ...limits.perBroker,
    keyGenerator: (request) => `${name}-broker:${requireAuth(request).sub}`,
  });
  const perIp = app.createRateLimit({
    ...limits.perIp,
    keyGenerator: (request) => `${name}-ip:${request.ip}`,
  });
  return async (request) => {
    // Both count every attempt, so neither can be dodged by tripping the other first.
    const results = [await perBroker(request), await perIp(request)];
    let wait = 0;
    for (const result of results) {
      if (!result.isAllowed && result.isExceeded) wait = Math.max(wait, result.ttlInSeconds);
    }
    if (wait > 0) {
      throw new HttpError(429, 'rate_limited', message(wait), undefined, {
        'retry-after': String(wait),
      });
    }
  };
}
