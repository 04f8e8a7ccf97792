// Thin HTTP layer over the account, session and MFA services: validate, call, present.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assuranceResponseSchema,
  AUTH_MESSAGES,
  authResponseSchema,
  challengeInputSchema,
  challengeResponseSchema,
  enrollFactorInputSchema,
  enrollFactorResponseSchema,
  listFactorsResponseSchema,
  RECOVER_MESSAGE,
  recoverInputSchema,
  resetPasswordInputSchema,
  signInInputSchema,
  signUpInputSchema,
  unenrollFactorInputSchema,
  updatePasswordInputSchema,
  userResponseSchema,
  verifyFactorInputSchema,
} from '#shared/schemas/auth.ts';
import { messageResponseSchema, uuidParamSchema } from '#shared/schemas/common.ts';
import type { AppContext } from '#server/app-context.ts';
import { unauthorized } from '#server/lib/http-errors.ts';
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
import { errorResponses } from '#server/lib/error-responses.ts';


export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const send = (reply: Parameters<typeof setRefreshCookie>[0], issued: IssuedSession) => {
    setRefreshCookie(reply, ctx.config, issued.refreshToken, issued.refreshExpiresAt);
    return { session: issued.session, user: issued.user };
  };

  app.post('/signup', {
    config: { access: 'public', rateLimit: authRateLimit(ctx, 10) },
    schema: { tags: ['auth'], body: signUpInputSchema, response: { 201: authResponseSchema, ...errorResponses } },
    handler: async (request, reply) => reply.status(201).send(send(reply, await signUp(ctx, request.body))),
  });

  app.post('/token', {
    config: { access: 'public', rateLimit: authRateLimit(ctx, 10) },
    schema: { tags: ['auth'], body: signInInputSchema, response: { 200: authResponseSchema, ...errorResponses } },
    handler: async (request, reply) => send(reply, await signIn(ctx, request.body)),
  });

  app.post('/refresh', {
    config: { access: 'public', rateLimit: authRateLimit(ctx, 60) },
    schema: { tags: ['auth'], response: { 200: authResponseSchema, ...errorResponses } },
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

  app.post('/logout', {
    config: { access: 'public' },
    schema: { tags: ['auth'], response: { 204: z.null(), ...errorResponses } },
    handler: async (request, reply) => {
      assertSameOrigin(request, ctx.config.publicUrl);
      // The cookie's session ends, and so does the access token's when one is sent:
      // its token stops working everywhere at once, sockets included.
      const token = readRefreshCookie(request);
      const revoked = token ? await revokeFamilyOfToken(ctx.db, token) : [];
      if (request.auth) revoked.push(...(await revokeFamily(ctx.db, request.auth.sid)));
      ctx.sessions.forget(revoked);
      clearRefreshCookie(reply, ctx.config);
      return reply.status(204).send(null);
    },
  });

  app.post('/recover', {
    config: { access: 'public', rateLimit: authRateLimit(ctx, 5) },
    schema: { tags: ['auth'], body: recoverInputSchema, response: { 200: messageResponseSchema, ...errorResponses } },
    handler: async (request) => {
      await requestPasswordReset(ctx, request.body.email);
      return { message: RECOVER_MESSAGE };
    },
  });

  app.post('/reset-password', {
    config: { access: 'public', rateLimit: authRateLimit(ctx, 10) },
    schema: { tags: ['auth'], body: resetPasswordInputSchema, response: { 200: authResponseSchema, ...errorResponses } },
    handler: async (request, reply) => send(reply, await resetPassword(ctx, request.body)),
  });

  app.get('/user', {
    config: { access: 'user', allowPendingMfa: true },
    schema: { tags: ['auth'], response: { 200: userResponseSchema, ...errorResponses } },
    handler: async (request) => {
      const claims = requireAuth(request);
      const user = await loadSessionUser(ctx.db, claims.sub);
      if (!user) throw unauthorized(AUTH_MESSAGES.sessionExpired);
      return { user: presentAuthUser(user, claims.aal, await hasVerifiedFactor(ctx.db, claims.sub)) };
    },
  });

  app.put('/user', {
    config: { access: 'user', rateLimit: authRateLimit(ctx, 10) },
    schema: { tags: ['auth'], body: updatePasswordInputSchema, response: { 200: messageResponseSchema, ...errorResponses } },
    handler: async (request) => {
      const claims = requireAuth(request);
      await updatePassword(ctx, claims.sub, claims.sid, request.body);
      return { message: 'Your password has been successfully updated.' };
    },
  });

  // ---------------------------------------------------------------- MFA

  app.get('/aal', {
    config: { access: 'user', allowPendingMfa: true },
    schema: { tags: ['mfa'], response: { 200: assuranceResponseSchema, ...errorResponses } },
    handler: async (request) => {
      const claims = requireAuth(request);
      const next = (await hasVerifiedFactor(ctx.db, claims.sub)) ? ('aal2' as const) : ('aal1' as const);
      return { currentLevel: claims.aal, nextLevel: next };
    },
  });

  app.get('/factors', {
    config: { access: 'user', allowPendingMfa: true },
    schema: { tags: ['mfa'], response: { 200: listFactorsResponseSchema, ...errorResponses } },
    handler: async (request) => listFactors(ctx, requireAuth(request).sub),
  });

  app.post('/factors', {
    config: { access: 'user', rateLimit: authRateLimit(ctx, 10) },
    schema: { tags: ['mfa'], body: enrollFactorInputSchema, response: { 200: enrollFactorResponseSchema, ...errorResponses } },
    handler: async (request) => enrollFactor(ctx, requireAuth(request).sub, request.body),
  });

  app.post('/factors/:id/challenge', {
    config: { access: 'user', allowPendingMfa: true, rateLimit: authRateLimit(ctx, 10) },
    schema: { tags: ['mfa'], params: uuidParamSchema, body: challengeInputSchema.nullish(), response: { 200: challengeResponseSchema, ...errorResponses } },
    handler: async (request) => challengeFactor(ctx, requireAuth(request).sub, request.params.id),
  });

  app.post('/factors/:id/verify', {
    config: { access: 'user', allowPendingMfa: true, rateLimit: authRateLimit(ctx, 10) },
    schema: { tags: ['mfa'], params: uuidParamSchema, body: verifyFactorInputSchema, response: { 200: authResponseSchema, ...errorResponses } },
    handler: async (request, reply) =>
      send(reply, await verifyFactor(ctx, requireAuth(request), request.params.id, request.body.challenge_id, request.body.code)),
  });

  app.delete('/factors/:id', {
    config: { access: 'user', rateLimit: authRateLimit(ctx, 10) },
    schema: {
      tags: ['mfa'],
      params: uuidParamSchema,
      body: unenrollFactorInputSchema,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      await unenrollFactor(ctx, requireAuth(request), request.params.id, request.body);
      return reply.status(204).send(null);
    },
  });
};
