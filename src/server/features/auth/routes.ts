// Thin HTTP layer over the account, session and MFA services (contracts in
// src/shared/api/auth.ts): validate, call, present. The answers that open a session also
// set the refresh cookie.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import * as api from '#shared/api/auth.ts';
import { AUTH_MESSAGES, RECOVER_MESSAGE } from '#shared/schemas/auth.ts';
import type { AppContext } from '#server/app-context.ts';
import { unauthorized } from '#server/lib/http-errors.ts';
import { registerEndpoint } from '#server/lib/register-endpoint.ts';
import { requireAuth } from '#server/plugins/route-access.ts';
import { authRateLimit } from '#server/plugins/rate-limits.ts';
import { requestPasswordReset, resetPassword, signIn, signUp, updatePassword } from './account-service';
import { challengeFactor, enrollFactor, listFactors, unenrollFactor, verifyFactor } from './mfa-service';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';
import { assertSameOrigin } from './same-origin-check';
import {
  hasVerifiedFactor,
  loadSessionUser,
  presentAuthUser,
  refreshSession,
  revokeFamily,
  revokeFamilyOfToken,
  type IssuedSession,
} from './session-service';

export const authRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const send = (reply: FastifyReply, issued: IssuedSession) => {
    setRefreshCookie(reply, ctx.config, issued.refreshToken, issued.refreshExpiresAt);
    return { session: issued.session, user: issued.user };
  };

  registerEndpoint(app, api.signUp, {
    config: { rateLimit: authRateLimit(ctx, 10) },
    handler: async (request, reply) => send(reply, await signUp(ctx, request.body)),
  });

  registerEndpoint(app, api.signIn, {
    config: { rateLimit: authRateLimit(ctx, 10) },
    handler: async (request, reply) => send(reply, await signIn(ctx, request.body)),
  });

  registerEndpoint(app, api.refreshSession, {
    config: { rateLimit: authRateLimit(ctx, 60) },
    handler: async (request, reply) => {
      assertSameOrigin(request, ctx.config.publicUrl);
      const token = readRefreshCookie(request);
      if (!token) throw unauthorized(AUTH_MESSAGES.sessionExpired);
      try {
        return send(reply, await refreshSession(ctx, token));
      } catch (error) {
        clearRefreshCookie(reply, ctx.config);
        throw error;
      }
    },
  });

  registerEndpoint(app, api.signOut, {
    handler: async (request, reply) => {
      assertSameOrigin(request, ctx.config.publicUrl);
      // The cookie's session ends, and so does the access token's when one is sent:
      // its token stops working everywhere at once, sockets included.
      const token = readRefreshCookie(request);
      const revoked = token ? await revokeFamilyOfToken(ctx.db, token) : [];
      if (request.auth) revoked.push(...(await revokeFamily(ctx.db, request.auth.sid)));
      ctx.sessions.forget(revoked);
      clearRefreshCookie(reply, ctx.config);
      return null;
    },
  });

  registerEndpoint(app, api.requestPasswordReset, {
    config: { rateLimit: authRateLimit(ctx, 5) },
    handler: async (request) => {
      await requestPasswordReset(ctx, request.body.email);
      return { message: RECOVER_MESSAGE };
    },
  });

  registerEndpoint(app, api.resetPassword, {
    config: { rateLimit: authRateLimit(ctx, 10) },
    handler: async (request, reply) => send(reply, await resetPassword(ctx, request.body)),
  });

  registerEndpoint(app, api.getSessionUser, {
    handler: async (request) => {
      const claims = requireAuth(request);
      const user = await loadSessionUser(ctx.db, claims.sub);
      if (!user) throw unauthorized(AUTH_MESSAGES.sessionExpired);
      return { user: presentAuthUser(user, claims.aal, await hasVerifiedFactor(ctx.db, claims.sub)) };
    },
  });

  registerEndpoint(app, api.updatePassword, {
    config: { rateLimit: authRateLimit(ctx, 10) },
    handler: async (request) => {
      const claims = requireAuth(request);
      await updatePassword(ctx, claims.sub, claims.sid, request.body);
      return { message: 'Your password has been successfully updated.' };
    },
  });

  // ---------------------------------------------------------------- MFA

  registerEndpoint(app, api.getAssuranceLevel, {
    handler: async (request) => {
      const claims = requireAuth(request);
      const next = (await hasVerifiedFactor(ctx.db, claims.sub)) ? ('aal2' as const) : ('aal1' as const);
      return { currentLevel: claims.aal, nextLevel: next };
    },
  });

  registerEndpoint(app, api.listFactors, {
    handler: async (request) => listFactors(ctx, requireAuth(request).sub),
  });

  registerEndpoint(app, api.enrollFactor, {
    config: { rateLimit: authRateLimit(ctx, 10) },
    handler: async (request) => enrollFactor(ctx, requireAuth(request).sub, request.body),
  });

  registerEndpoint(app, api.challengeFactor, {
    config: { rateLimit: authRateLimit(ctx, 10) },
    handler: async (request) => challengeFactor(ctx, requireAuth(request).sub, request.params.id),
  });

  registerEndpoint(app, api.verifyFactor, {
    config: { rateLimit: authRateLimit(ctx, 10) },
    handler: async (request, reply) =>
      send(
        reply,
        await verifyFactor(ctx, requireAuth(request), request.params.id, request.body.challenge_id, request.body.code),
      ),
  });

  registerEndpoint(app, api.unenrollFactor, {
    config: { rateLimit: authRateLimit(ctx, 10) },
    handler: async (request) => {
      await unenrollFactor(ctx, requireAuth(request), request.params.id, request.body);
      return null;
    },
  });
};
