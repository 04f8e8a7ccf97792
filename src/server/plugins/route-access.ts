// Deny by default: every route declares who may call it ('public', 'user' or 'admin').
// The guard reads the declaration before any handler runs; a route that declares
// nothing is refused, and the app will not even start with one.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_MESSAGES } from '#shared/schemas/auth.ts';
import type { Db, Queryable } from '../db/open';
import { profiles } from '../db/schema';
import { forbidden, unauthorized } from '../lib/http-errors';
import { loadViewer, type Viewer } from '../lib/viewer';
import { verifyAccessToken, type AccessClaims } from '../features/auth/access-token';
import type { SessionLiveness } from '../features/auth/session-liveness';
import type { SigningKeyStore } from '../features/auth/signing-keys';

export type Access = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Reachable with a first-factor session while a second factor is still owed. */
    allowPendingMfa?: boolean;
  }
  interface FastifyRequest {
    auth: AccessClaims | null;
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

/** The caller of a 'user' or 'admin' route as the visibility rules need it (the admin flag read now). */
export function loadCaller(db: Queryable, request: FastifyRequest): Promise<Viewer> {
  return loadViewer(db, requireAuth(request));
}

type Options = { db: Db; keys: SigningKeyStore; sessions: SessionLiveness; issuer: string };

export const routeAccessPlugin = fp<Options>(async (app: FastifyInstance, { db, keys, sessions, issuer }) => {
  const routes: RouteOptions[] = [];
  app.decorateRequest('auth', null);
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
        const claims = await verifyAccessToken(keys, token, issuer).catch(() => null);
        request.auth = claims && (await sessions.isAlive(claims.sid)) ? claims : null;
      }
      return;
    }
    if (!token) throw unauthorized(AUTH_MESSAGES.notAuthenticated);
    const claims = await verifyAccessToken(keys, token, issuer);
    // A valid signature is not enough: the session it was issued for must still be
    // alive (signed out, password changed or reset, or revoked as stolen: refused).
    if (!(await sessions.isAlive(claims.sid))) throw unauthorized(AUTH_MESSAGES.sessionExpired);
    if (claims.mfa && claims.aal !== 'aal2' && !allowPendingMfa) {
      throw forbidden(AUTH_MESSAGES.mfaRequired);
    }
    if (access === 'admin') {
      // The role is read fresh: a demoted admin loses access before the token expires.
      const [row] = await db
        .select({ role: profiles.role })
        .from(profiles)
        .where(eq(profiles.id, claims.sub));
      if (row?.role !== 'admin') throw forbidden(AUTH_MESSAGES.forbidden);
    }
    request.auth = claims;
  });
});

export function readBearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw unauthorized('Invalid JWT signature');
  return match[1];
}
