import { z } from 'zod';
import { INVITE_MESSAGE_MAX } from '../constants';
import { makePagedListSchema, pageNumberSchema } from './paging';

export {
  founderCodeErrorMessage,
  INVITE_CODE_MESSAGES,
  inviteCodeField,
} from './invite-code-field';
import { inviteCodeField } from './invite-code-field';

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

// ---------------------------------------------------------------------------------
// Invite Associates (spec sections 2, 3, 4, 5, 8, 9): a member invites a colleague by
// e-mail, then optionally shares the same code as a ready WhatsApp message.

export const INVITE_MESSAGES = {
  // Validation (spec section 5)
  emailRequired: 'Email is required',
  emailInvalid: 'Must be a valid email address',
  messageRequired: 'Please include a short message',
  messageTooLong: 'Message should be less than 500 characters',
  phoneInvalid: 'Enter a 10-digit WhatsApp number, no spaces',
  phoneHint: '10-digit WhatsApp number, no spaces',
  // Sending (spec section 8; decisions.md maps the provider errors)
  activationRequired: 'Account activation required',
  activationRequiredDescription:
    'The e-mail account that sends invitations is not activated yet. Activate it with your mail provider, then try again.',
  domainIssue: 'Domain Verification Issue',
  domainIssueDescription:
    "The sender's domain is not verified with the mail provider. Verify the domain, then try again.",
  sendErrorBanner: 'Error Sending Invitation',
  sendFailed: 'Failed to send invitation',
  sendFailedDefault: 'Please try again later.',
  databaseFailed: 'Failed to create invitation record in the database',
  sent: 'Invitation sent',
  sentDescription: (email: string) => `Your invitation has been sent to ${email}`,
  alreadyMember: 'This person is already a member of BrokerCircle',
  ownEmail: 'You cannot invite yourself',
  rateLimited: (seconds: number) =>
    `You have sent too many invitations. Please wait ${Math.ceil(seconds / 60)} minutes and try again.`,
  whatsappRateLimited: (seconds: number) =>
    `You have generated too many WhatsApp messages. Please wait ${Math.ceil(seconds / 60)} minutes and try again.`,
  alreadyPending:
    'An invitation to this address is already being sent. Check your sent invitations below.',
  notFound: 'Invitation not found',
  alreadyAccepted: 'This invitation has already been accepted',
  resent: 'Invitation resent',
  codeCopied: 'Invite code copied',
  // WhatsApp (spec section 8)
  whatsappEmailRequired: 'Email required',
  notSent: 'Invitation not sent',
  notSentDescription: 'Please send an invitation first before generating the WhatsApp message.',
} as const;

/** Error codes of POST /api/invitations the form turns into its banners. */
export const INVITE_ERROR_CODES = {
  activationRequired: 'mail_account_inactive',
  domainIssue: 'mail_domain_unverified',
  sendFailed: 'mail_failed',
  databaseFailed: 'database_failed',
  alreadyMember: 'already_member',
  alreadyPending: 'already_pending',
} as const;

const optionalInviteText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : null));

/** POST /api/invitations. Phone is typed as the 10 digits after the fixed +91 prefix. */
export const sendInvitationInputSchema = z.strictObject({
  email: z
    .string({ error: INVITE_MESSAGES.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, INVITE_MESSAGES.emailRequired)
    .max(254, INVITE_MESSAGES.emailInvalid)
    .pipe(z.email({ error: INVITE_MESSAGES.emailInvalid })),
  name: optionalInviteText(100),
  company: optionalInviteText(120),
  phone: z
    .string()
    .trim()
    .max(20, INVITE_MESSAGES.phoneInvalid)
    .optional()
    .transform((v) => (v ? v : null))
    // Spec section 5 normalises any digits to +91 and the last 10 (zero padded); only
    // text that is not a phone number at all is refused.
    .refine(
      (v) => v === null || /^[+\d\s()-]*\d[+\d\s()-]*$/.test(v),
      INVITE_MESSAGES.phoneInvalid,
    ),
  message: z
    .string({ error: INVITE_MESSAGES.messageRequired })
    .trim()
    .min(1, INVITE_MESSAGES.messageRequired)
    .max(INVITE_MESSAGE_MAX, INVITE_MESSAGES.messageTooLong),
});
export type SendInvitationInput = z.input<typeof sendInvitationInputSchema>;

export const invitationStatusSchema = z.enum(['pending', 'accepted']);

export const sentInvitationSchema = z.object({
  id: z.uuid(),
  invitee_email: z.string(),
  invitee_name: z.string().nullable(),
  invitee_company_name: z.string().nullable(),
  /** Normalised: +91 and 10 digits (spec section 5), or null. */
  invitee_phone: z.string().nullable(),
  message: z.string().nullable(),
  invite_code: z.string(),
  status: invitationStatusSchema,
  created_at: z.string(),
  accepted_at: z.string().nullable(),
  /** The absolute start link mailed to the invitee: {publicUrl}/start?code=CODE. */
  invite_url: z.string(),
});
export type SentInvitation = z.infer<typeof sentInvitationSchema>;

/** GET /api/invitations/sent?page: the caller's invitations, newest first. */
export const sentInvitationListQuerySchema = z.strictObject({
  page: pageNumberSchema,
});
export const sentInvitationListSchema = makePagedListSchema(sentInvitationSchema);
export type SentInvitationList = z.infer<typeof sentInvitationListSchema>;

/**
 * POST /api/invitations/:id/whatsapp: records a pending whatsapp_outbound row and
 * returns the ready message and its wa.me link (without a number when none was given).
 */
export const whatsappInviteSchema = z.object({
  message: z.string(),
  invite_url: z.string(),
  phone: z.string().nullable(),
  whatsapp_url: z.string(),
});
export type WhatsappInvite = z.infer<typeof whatsappInviteSchema>;
