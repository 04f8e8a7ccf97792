// The invitation code as a form field: apart from the rest of the invitation schemas
// because sign-up (in the first load of the app) needs it and nothing else of them.
import { z } from 'zod';

export const INVITE_CODE_MESSAGES = {
  empty: 'Please enter an invitation code',
  unknown: 'Invalid invitation code',
  used: 'This invitation code has already been used',
  validationFailed: 'Error validating code. Please try again.',
  unexpected: 'An error occurred while validating your code',
} as const;

/** 'Error processing {secret} code': the founders' code path is configured but unusable. */
export function founderCodeErrorMessage(code: string): string {
  return `Error processing ${code} code`;
}

export const inviteCodeField = z
  .string({ error: INVITE_CODE_MESSAGES.empty })
  .trim()
  .toUpperCase()
  .min(1, INVITE_CODE_MESSAGES.empty)
  .max(32, INVITE_CODE_MESSAGES.unknown);
