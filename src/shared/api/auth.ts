// /api/auth: accounts and sessions (sign-up, sign-in, the refresh cookie's rotation,
// sign-out, password reset and change) and the second factor (TOTP enrolment, challenge,
// verification, removal). Decisions 010-014.
import { z } from 'zod';
import {
  assuranceResponseSchema,
  authResponseSchema,
  challengeInputSchema,
  challengeResponseSchema,
  enrollFactorInputSchema,
  enrollFactorResponseSchema,
  listFactorsResponseSchema,
  recoverInputSchema,
  resetPasswordInputSchema,
  signInInputSchema,
  signUpInputSchema,
  unenrollFactorInputSchema,
  updatePasswordInputSchema,
  userResponseSchema,
  verifyFactorInputSchema,
} from '../schemas/auth';
import { messageResponseSchema, uuidParamSchema } from '../schemas/common';
import { defineEndpoint } from './define-endpoint';

const tags = ['auth'];

// Its own module so the session provider can load it without the other contracts.
export { refreshSession } from './auth-refresh';
const mfaTags = ['mfa'];

export const signUp = defineEndpoint({
  method: 'POST',
  path: '/api/auth/signup',
  operationId: 'signUp',
  summary: 'Create an account with an invitation token; answers a session and sets the refresh cookie',
  tags,
  access: 'public',
  body: signUpInputSchema,
  status: 201,
  response: authResponseSchema,
});

export const signIn = defineEndpoint({
  method: 'POST',
  path: '/api/auth/token',
  operationId: 'signIn',
  summary: 'Sign in with email and password; answers a session and sets the refresh cookie',
  tags,
  access: 'public',
  body: signInInputSchema,
  status: 200,
  response: authResponseSchema,
});


export const signOut = defineEndpoint({
  method: 'POST',
  path: '/api/auth/logout',
  operationId: 'signOut',
  summary: "End the refresh cookie's session, and the access token's when one is sent (same-origin only)",
  tags,
  access: 'public',
  cookieAuth: true,
  status: 204,
  response: z.null(),
});

export const requestPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/api/auth/recover',
  operationId: 'requestPasswordReset',
  summary: 'Mail a password reset link; answers the same whether or not the address has an account',
  tags,
  access: 'public',
  body: recoverInputSchema,
  status: 200,
  response: messageResponseSchema,
});

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/api/auth/reset-password',
  operationId: 'resetPassword',
  summary: "Set a new password with a reset link's token; answers a session and sets the refresh cookie",
  tags,
  access: 'public',
  body: resetPasswordInputSchema,
  status: 200,
  response: authResponseSchema,
});

export const getSessionUser = defineEndpoint({
  method: 'GET',
  path: '/api/auth/user',
  operationId: 'getSessionUser',
  summary: "The signed-in user, with the session's assurance level",
  tags,
  access: 'user',
  allowPendingMfa: true,
  status: 200,
  response: userResponseSchema,
});

export const updatePassword = defineEndpoint({
  method: 'PUT',
  path: '/api/auth/user',
  operationId: 'updatePassword',
  summary: "Change the caller's password (the current one is the proof); other sessions end",
  tags,
  access: 'user',
  body: updatePasswordInputSchema,
  status: 200,
  response: messageResponseSchema,
});

export const getAssuranceLevel = defineEndpoint({
  method: 'GET',
  path: '/api/auth/aal',
  operationId: 'getAssuranceLevel',
  summary: "The session's assurance level, and the level it can reach (aal2 with a verified factor)",
  tags: mfaTags,
  access: 'user',
  allowPendingMfa: true,
  status: 200,
  response: assuranceResponseSchema,
});

export const listFactors = defineEndpoint({
  method: 'GET',
  path: '/api/auth/factors',
  operationId: 'listFactors',
  summary: "The caller's second factors",
  tags: mfaTags,
  access: 'user',
  allowPendingMfa: true,
  status: 200,
  response: listFactorsResponseSchema,
});

export const enrollFactor = defineEndpoint({
  method: 'POST',
  path: '/api/auth/factors',
  operationId: 'enrollFactor',
  summary: 'Start enrolling a second factor (the current password is the proof): an unverified factor, with the TOTP secret and QR code',
  tags: mfaTags,
  access: 'user',
  body: enrollFactorInputSchema,
  status: 200,
  response: enrollFactorResponseSchema,
});

export const challengeFactor = defineEndpoint({
  method: 'POST',
  path: '/api/auth/factors/:id/challenge',
  operationId: 'challengeFactor',
  summary: "Open a challenge for one of the caller's factors, to verify a code against",
  tags: mfaTags,
  access: 'user',
  allowPendingMfa: true,
  params: uuidParamSchema,
  body: challengeInputSchema.nullish(),
  status: 200,
  response: challengeResponseSchema,
});

export const verifyFactor = defineEndpoint({
  method: 'POST',
  path: '/api/auth/factors/:id/verify',
  operationId: 'verifyFactor',
  summary: 'Verify a code for a challenge: answers an aal2 session and sets the refresh cookie',
  tags: mfaTags,
  access: 'user',
  allowPendingMfa: true,
  params: uuidParamSchema,
  body: verifyFactorInputSchema,
  status: 200,
  response: authResponseSchema,
});

export const unenrollFactor = defineEndpoint({
  method: 'DELETE',
  path: '/api/auth/factors/:id',
  operationId: 'unenrollFactor',
  summary: "Remove one of the caller's factors (the current password is the proof)",
  tags: mfaTags,
  access: 'user',
  params: uuidParamSchema,
  body: unenrollFactorInputSchema,
  status: 204,
  response: z.null(),
});
