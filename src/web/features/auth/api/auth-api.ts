// The auth endpoints, typed by the shared schemas.
import { z } from 'zod';
import {
  assuranceResponseSchema,
  authResponseSchema,
  challengeResponseSchema,
  enrollFactorResponseSchema,
  listFactorsResponseSchema,
  type EnrollFactorInput,
  type ResetPasswordInput,
  type SignInInput,
  type SignUpInput,
  type UnenrollFactorInput,
  type UpdatePasswordInput,
  type VerifyFactorInput,
} from '#shared/schemas/auth.ts';
import { messageResponseSchema } from '#shared/schemas/common.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const authApi = {
  signUp: (body: SignUpInput) => apiRequest(authResponseSchema, '/api/auth/signup', { method: 'POST', body, noRetry: true }),
  signIn: (body: SignInInput) => apiRequest(authResponseSchema, '/api/auth/token', { method: 'POST', body, noRetry: true }),
  refresh: () => apiRequest(authResponseSchema, '/api/auth/refresh', { method: 'POST', noRetry: true }),
  signOut: () => apiRequest(z.null(), '/api/auth/logout', { method: 'POST', noRetry: true }),
  recover: (email: string) => apiRequest(messageResponseSchema, '/api/auth/recover', { method: 'POST', body: { email }, noRetry: true }),
  resetPassword: (body: ResetPasswordInput) =>
    apiRequest(authResponseSchema, '/api/auth/reset-password', { method: 'POST', body, noRetry: true }),
  updatePassword: (body: UpdatePasswordInput) =>
    apiRequest(messageResponseSchema, '/api/auth/user', { method: 'PUT', body }),
  assurance: () => apiRequest(assuranceResponseSchema, '/api/auth/aal'),
  listFactors: () => apiRequest(listFactorsResponseSchema, '/api/auth/factors'),
  enrollFactor: (body: EnrollFactorInput) => apiRequest(enrollFactorResponseSchema, '/api/auth/factors', { method: 'POST', body }),
  challengeFactor: (factorId: string) =>
    apiRequest(challengeResponseSchema, `/api/auth/factors/${factorId}/challenge`, { method: 'POST', body: {} }),
  verifyFactor: (factorId: string, body: VerifyFactorInput) =>
    apiRequest(authResponseSchema, `/api/auth/factors/${factorId}/verify`, { method: 'POST', body }),
  unenrollFactor: (factorId: string, body: UnenrollFactorInput) =>
    apiRequest(z.null(), `/api/auth/factors/${factorId}`, { method: 'DELETE', body }),
};
