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

export const validateInvitationInputSchema = z.strictObject({ code: inviteCodeField });
export type ValidateInvitationInput = z.input<typeof validateInvitationInputSchema>;

/** What registration needs to know about an invitation; never the code of someone else. */
export const invitationSummarySchema = z.object({
  id: z.uuid(),
  invite_code: z.string(),
  invitee_email: z.string(),
  invitee_name: z.string().nullable(),
  invitee_company_name: z.string().nullable(),
  inviter_name: z.string().nullable(),
});
export type InvitationSummary = z.infer<typeof invitationSummarySchema>;

export const validateInvitationResponseSchema = z.object({
  /** True for the founders' open code: no invitation record is passed along. */
  founder_code: z.boolean(),
  invitation: invitationSummarySchema.nullable(),
});
export type ValidateInvitationResponse = z.infer<typeof validateInvitationResponseSchema>;
