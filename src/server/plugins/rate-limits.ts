// Per-IP limits on the endpoints that guess at secrets (passwords, codes, reset mails).
// request.ip honours forwarding headers only when TRUST_PROXY is configured.
import type { AppContext } from '../app-context';

export function authRateLimit(ctx: AppContext, max: number, timeWindow = '1 minute') {
  if (ctx.config.rateLimitDisabled) return false as const;
  return { max, timeWindow };
}
