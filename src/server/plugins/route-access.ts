// Deny by default: every route declares who may call it ('public', 'user' or 'admin').
// The guard reads the declaration before any handler runs; a route that declares
// nothing is refused, and the app will not even start with one.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_MESSAGES } from '#shared/schemas/auth.ts';
import { forbidden, unauthorized } from '../lib/http-errors';
import type { Viewer } from '../lib/viewer';
import type { AccessClaims } from '../features/auth/access-token';
import type { SessionLiveness } from '../features/auth/session-liveness';
import type { AccessTokenVerifier } from '../features/auth/verified-tokens';

export type Access = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Reachable with a first-factor session while a second factor is still owed. */
    allowPendingMfa?: boolean;
  }
  interface FastifyRequest {
    auth: AccessClaims | null;
    /** The signed-in caller with the role their profile has now (null when anonymous). */
    caller: Viewer | null;
  }
  interface FastifyInstance {
    declaredRoutes: ReadonlyArray<{ method: string; url: string; access: Access | undefined }>;
  }
}

/** The caller of a 'user' or 'admin' route; the guard has already checked it. */
export function requireAuth(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw unauthorized(AUTH_MESSAGES.notAuthenticated);
  return request.auth;
}

/**
 * The caller of a 'user' or 'admin' route as the visibility rules need it. The admin
 * flag is the profile's role, read with the session (session-liveness.ts), not the
 * token's, so a demotion takes effect before the token expires.
 */
export function callerOf(request: FastifyRequest): Viewer {
  if (!request.caller) throw unauthorized(AUTH_MESSAGES.notAuthenticated);
  return request.caller;
}

type Options = { verifyToken: AccessTokenVerifier; sessions: SessionLiveness };

export const routeAccessPlugin = fp<Options>(async (app: FastifyInstance, { verifyToken, sessions }) => {
  const routes: RouteOptions[] = [];
  app.decorateRequest('auth', null);
  app.decorateRequest('caller', null);
  app.decorate('declaredRoutes', {
    getter: () =>
      routes.map((r) => ({
        method: String(r.method),
        url: r.url,
        access: r.config?.access,
      })),
  });

  app.addHook('onRoute', (route) => {
    routes.push(route);
  });

  app.addHook('onReady', async () => {
    const undeclared = routes.filter((r) => !r.config?.access);
    if (undeclared.length > 0) {
      const names = undeclared.map((r) => `${String(r.method)} ${r.url}`).join(', ');
      throw new Error(`Routes without a declared access: ${names}`);
    }
  });

  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const { access, allowPendingMfa } = request.routeOptions.config;
    if (!access) throw forbidden(AUTH_MESSAGES.forbidden);
    const token = readBearerToken(request);
    if (access === 'public') {
      // A public route may still tailor its answer to a signed-in caller.
      if (token) {
        const claims = await verifyToken(token).catch(() => null);
        const session = claims ? await sessions.lookup(claims.sid, claims.sub) : undefined;
        if (claims && session?.alive) signIn(request, claims, session.isAdmin);
      }
      return;
    }
    if (!token) throw unauthorized(AUTH_MESSAGES.notAuthenticated);
    const claims = await verifyToken(token);
    // A valid signature is not enough: the session it was issued for must still be
    // alive (signed out, password changed or reset, or revoked as stolen: refused).
    const session = await sessions.lookup(claims.sid, claims.sub);
    if (!session.alive) throw unauthorized(AUTH_MESSAGES.sessionExpired);
    if (claims.mfa && claims.aal !== 'aal2' && !allowPendingMfa) {
      throw forbidden(AUTH_MESSAGES.mfaRequired);
    }
    // The role the profile has now, not the token's: a demoted admin loses access
    // before the token expires.
    if (access === 'admin' && !session.isAdmin) throw forbidden(AUTH_MESSAGES.forbidden);
    signIn(request, claims, session.isAdmin);
  });
});

function signIn(request: FastifyRequest, claims: AccessClaims, isAdmin: boolean): void {
  request.auth = claims;
  request.caller = { id: claims.sub, isAdmin };
}

export function readBearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw unauthorized('Invalid JWT signature');
  return match[1];
}
