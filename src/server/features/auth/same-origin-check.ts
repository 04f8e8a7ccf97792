// The cookie-authenticated endpoints (refresh, logout) answer only the app's own pages
// (issue 17). SameSite=Strict already keeps the cookie off most cross-site requests;
// this closes what it leaves open (same-site subdomains, older browsers) by asking the
// browser where the request came from: Fetch Metadata when it sends it, else Origin.
// A request with neither is not from a browser, and so cannot carry a victim's cookie.
import type { FastifyRequest } from 'fastify';
import { forbidden } from '#server/lib/http-errors.ts';

export const CROSS_SITE_MESSAGE = 'This request must come from the app itself';

export function assertSameOrigin(request: FastifyRequest, publicUrl: string): void {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') {
    // 'none': the user typed or bookmarked it; 'same-origin': our own page.
    if (site === 'same-origin' || site === 'none') return;
    throw forbidden(CROSS_SITE_MESSAGE);
  }
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== new URL(publicUrl).origin) throw forbidden(CROSS_SITE_MESSAGE);
}
