// What the Invite Associates page shows when sending (or resending) fails: spec section 8
// and decisions.md map the mail provider's refusals to three banners and their toasts.
import { INVITE_ERROR_CODES, INVITE_MESSAGES } from '#shared/schemas/invitations.ts';
import { ApiError, NetworkError } from '#web/lib/api-client.ts';

export const INVITE_FORM_FIELDS = ['name', 'company', 'email', 'phone', 'message'] as const;
export type InviteFormField = (typeof INVITE_FORM_FIELDS)[number];

export type SendBanner = {
  /** Amber for a mail set-up the operator has to finish, red for a failed send. */
  tone: 'amber' | 'red';
  title: string;
  description: string;
  /** Numbered steps that fix the mail set-up. */
  steps?: readonly string[];
};

export type SendToast = { type: 'error' | 'warning' | 'info'; title: string; description?: string };

export type SendProblem =
  | { kind: 'field'; field: InviteFormField; message: string; toast?: SendToast }
  | { kind: 'banner'; banner: SendBanner; toast: SendToast };

/** No provider is named (it is whatever SMTP_URL points at), so the steps stay general. */
export const ACTIVATION_STEPS = [
  'Sign in to the dashboard of the e-mail provider that sends the invitations.',
  'Finish activating the account, or take it out of test mode, so it may send to any address.',
  'Come back here and send the invitation again.',
] as const;

export const DOMAIN_STEPS = [
  'Open the domain settings of the e-mail provider that sends the invitations.',
  "Add the DNS records it lists for the sender's domain and wait until the domain shows as verified.",
  'Come back here and send the invitation again.',
] as const;

const isFormField = (field: string | undefined): field is InviteFormField =>
  (INVITE_FORM_FIELDS as readonly string[]).includes(field ?? '');

const failed = (description: string): SendProblem => ({
  kind: 'banner',
  banner: { tone: 'red', title: INVITE_MESSAGES.sendErrorBanner, description },
  toast: { type: 'error', title: INVITE_MESSAGES.sendFailed, description },
});

/** The banner, toast or field error for a failed send or resend. */
export function describeSendProblem(error: unknown): SendProblem {
  if (error instanceof NetworkError) return failed(error.message);
  if (!(error instanceof ApiError)) return failed(INVITE_MESSAGES.sendFailedDefault);
  switch (error.code) {
    case INVITE_ERROR_CODES.activationRequired:
      return {
        kind: 'banner',
        banner: {
          tone: 'amber',
          title: INVITE_MESSAGES.activationRequired,
          description: INVITE_MESSAGES.activationRequiredDescription,
          steps: ACTIVATION_STEPS,
        },
        toast: {
          type: 'warning',
          title: INVITE_MESSAGES.activationRequired,
          description: INVITE_MESSAGES.activationRequiredDescription,
        },
      };
    case INVITE_ERROR_CODES.domainIssue:
      return {
        kind: 'banner',
        banner: {
          tone: 'amber',
          title: INVITE_MESSAGES.domainIssue,
          description: INVITE_MESSAGES.domainIssueDescription,
          steps: DOMAIN_STEPS,
        },
        toast: {
          type: 'warning',
          title: INVITE_MESSAGES.domainIssue,
          description: INVITE_MESSAGES.domainIssueDescription,
        },
      };
    case INVITE_ERROR_CODES.sendFailed:
      // The server's text is the toast title itself; the banner says what to do.
      return failed(INVITE_MESSAGES.sendFailedDefault);
    case INVITE_ERROR_CODES.databaseFailed:
      return failed(INVITE_MESSAGES.databaseFailed);
    case INVITE_ERROR_CODES.alreadyMember:
      return {
        kind: 'field',
        field: 'email',
        message: error.message || INVITE_MESSAGES.alreadyMember,
        toast: { type: 'info', title: error.message || INVITE_MESSAGES.alreadyMember },
      };
  }
  if (error.status === 400 && isFormField(error.field)) {
    return { kind: 'field', field: error.field, message: error.message };
  }
  return failed(error.message || INVITE_MESSAGES.sendFailedDefault);
}
