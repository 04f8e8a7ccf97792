import { z } from 'zod';
import { currentPasswordField, emailField, nameField, newPasswordField } from './fields';
import { inviteCodeField } from './invite-code-field';

export const aalSchema = z.enum(['aal1', 'aal2']);
export type Aal = z.infer<typeof aalSchema>;
export const roleSchema = z.enum(['broker', 'admin']);
export type Role = z.infer<typeof roleSchema>;

export const signUpInputSchema = z.strictObject({
  name: nameField,
  email: emailField,
  password: newPasswordField,
  invite_code: inviteCodeField,
});
export type SignUpInput = z.input<typeof signUpInputSchema>;

export const signInInputSchema = z.strictObject({
  email: emailField,
  password: currentPasswordField,
});
export type SignInInput = z.input<typeof signInInputSchema>;

export const recoverInputSchema = z.strictObject({ email: emailField });
export type RecoverInput = z.input<typeof recoverInputSchema>;

export const resetPasswordInputSchema = z.strictObject({
  token: z.string().min(16, 'This reset link is invalid or has expired').max(200),
  password: newPasswordField,
});
export type ResetPasswordInput = z.input<typeof resetPasswordInputSchema>;

export const updatePasswordInputSchema = z.strictObject({
  current_password: currentPasswordField,
  password: newPasswordField,
});
export type UpdatePasswordInput = z.input<typeof updatePasswordInputSchema>;

/** The session the client holds in memory; the refresh token stays in an HttpOnly cookie. */
export const sessionSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  expires_at: z.number().int(),
});
export type Session = z.infer<typeof sessionSchema>;

export const authUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  user_metadata: z.object({ name: z.string() }),
  role: roleSchema,
  aal: aalSchema,
  /** aal2 when the user has a verified factor, else aal1 (spec section 4). */
  next_aal: aalSchema,
  created_at: z.string(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const authResponseSchema = z.object({ session: sessionSchema, user: authUserSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const userResponseSchema = z.object({ user: authUserSchema });

export const RECOVER_MESSAGE =
  'If an account exists for that email, a password reset link is on its way.';

export const AUTH_MESSAGES = {
  badCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  notAuthenticated: 'You must be signed in',
  sessionExpired: 'Your session has expired. Please sign in again.',
  mfaRequired: 'Two-factor verification is required',
  forbidden: 'You do not have permission to do this',
  resetLinkInvalid: 'This reset link is invalid or has expired',
  wrongCurrentPassword: 'Your current password is incorrect',
  founderEmailOnly: 'This invitation is for the founding member’s email address',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
} as const;

// ---------------------------------------------------------------- MFA

export const factorTypeSchema = z.enum(['totp', 'phone']);
export const factorStatusSchema = z.enum(['verified', 'unverified']);

// Adding or removing a second factor changes how the account is guarded, so the current
// password is asked for both: a stolen access token alone cannot lock the owner out
// behind the thief's factor.
export const enrollFactorInputSchema = z.strictObject({
  current_password: currentPasswordField,
  factor_type: factorTypeSchema,
  friendly_name: z.string().trim().min(1, 'Name is required').max(60).optional(),
  issuer: z.string().trim().max(60).optional(),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9]{10,15}$/, 'Enter a phone number with country code')
    .optional(),
});
export type EnrollFactorInput = z.input<typeof enrollFactorInputSchema>;

export const unenrollFactorInputSchema = z.strictObject({ current_password: currentPasswordField });
export type UnenrollFactorInput = z.input<typeof unenrollFactorInputSchema>;

export const factorSchema = z.object({
  id: z.uuid(),
  factor_type: factorTypeSchema,
  status: factorStatusSchema,
  friendly_name: z.string(),
  phone: z.string().nullable(),
  created_at: z.string(),
});
export type Factor = z.infer<typeof factorSchema>;

export const enrollFactorResponseSchema = factorSchema.extend({
  totp: z.object({ qr_code: z.string(), secret: z.string(), uri: z.string() }).nullable(),
});
export type EnrollFactorResponse = z.infer<typeof enrollFactorResponseSchema>;

export const listFactorsResponseSchema = z.object({
  all: z.array(factorSchema),
  totp: z.array(factorSchema),
  phone: z.array(factorSchema),
});
export type ListFactorsResponse = z.infer<typeof listFactorsResponseSchema>;

export const challengeInputSchema = z.strictObject({
  channel: z.enum(['sms', 'whatsapp']).optional(),
});
export const challengeResponseSchema = z.object({
  id: z.uuid(),
  factor_type: factorTypeSchema,
  expires_at: z.number().int(),
});
export type ChallengeResponse = z.infer<typeof challengeResponseSchema>;

export const verifyFactorInputSchema = z.strictObject({
  challenge_id: z.uuid({ error: 'Unknown challenge' }),
  code: z
    .string({ error: 'Enter the 6-digit code' })
    .trim()
    .regex(/^[0-9]{6}$/, 'Enter the 6-digit code'),
});
export type VerifyFactorInput = z.input<typeof verifyFactorInputSchema>;

export const assuranceResponseSchema = z.object({
  currentLevel: aalSchema,
  nextLevel: aalSchema,
});
export type AssuranceResponse = z.infer<typeof assuranceResponseSchema>;

export const MFA_MESSAGES = {
  invalidCode: 'Invalid verification code',
  challengeExpired: 'This challenge has expired. Request a new code.',
  factorNotFound: 'Factor not found',
  nameTaken: 'A factor with this name already exists',
  phoneRequired: 'Enter a phone number with country code',
  needsAal2: 'Verify with your authenticator before changing two-factor settings',
} as const;
