// Field rules shared by several API inputs and the forms that fill them.
import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../constants';

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(EMAIL_MAX_LENGTH, 'Email is too long')
  .pipe(z.email({ error: 'Must be a valid email address' }));

export const nameField = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`);

// A short list of the passwords that lead every breach list; enough to stop the
// worst choices without shipping a dictionary to the browser.
const COMMON_PASSWORDS = new Set([
  '12345678', '123456789', '1234567890', 'password', 'password1', 'password123',
  'qwerty123', 'qwertyuiop', '11111111', '00000000', 'iloveyou', 'abcd1234',
  'abc12345', 'welcome1', 'welcome123', 'admin123', 'letmein1', 'sunshine',
  'princess', 'football', 'baseball', 'passw0rd', 'p@ssw0rd', 'p@ssword',
  '87654321', '12341234', 'asdfghjk', 'zaq12wsx', '1q2w3e4r', 'qwerty12',
  'india123', 'india@123', 'broker123', 'realestate', 'changeme',
]);

export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  tooWeak: 'This password is too easy to guess. Choose a stronger one.',
} as const;

/** A new password (sign-up, reset, update): long enough and not a well-known one. */
export const newPasswordField = z
  .string({ error: PASSWORD_MESSAGES.required })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong)
  .refine((p) => !COMMON_PASSWORDS.has(p.toLowerCase()) && new Set(p).size > 2, {
    error: PASSWORD_MESSAGES.tooWeak,
  });

/** A password being checked (sign-in): anything up to the length cap. */
export const currentPasswordField = z
  .string({ error: PASSWORD_MESSAGES.required })
  .min(1, PASSWORD_MESSAGES.required)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong);
