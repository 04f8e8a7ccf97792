// Which of the spec's three send failures (section 8, mapped in decisions.md) an error
// from the mail layer is. Providers answer over SMTP with a reply code and a sentence;
// nodemailer puts them on the error as `responseCode` and `response` (and, when every
// recipient was refused, on each of `rejectedErrors`). The rules, checked in order:
//
// 1. activation: the reply says the sending account cannot send yet: "not activated",
//    "activate your account", "account is not active" / "inactive", "test mode" /
//    "testing mode", "only send testing emails", "sandbox". Any reply code.
// 2. domain: a permanent refusal (550, 553 or 554) whose reply is about verifying the
//    sender: "not verified", "unverified", "verify", "verification", "sender domain",
//    "domain ... not allowed / authorised / permitted / configured".
//    A 550 about the recipient ("recipient domain does not exist") is not one of them.
// 3. other: everything else, including timeouts, refused connections and bad addresses.
import { HttpError } from '#server/lib/http-errors.ts';
import { INVITE_ERROR_CODES, INVITE_MESSAGES } from '#shared/schemas/invitations.ts';

export type MailErrorKind = 'activation' | 'domain' | 'other';

const ACTIVATION =
  /\bnot (?:yet )?activated\b|\bactivate your account\b|\baccount (?:is )?not (?:yet )?active\b|\binactive account\b|\baccount (?:is )?inactive\b|\btest(?:ing)? mode\b|\bonly send testing e-?mails\b|\bsandbox\b/i;
const DOMAIN =
  /\bnot verified\b|\bunverified\b|\bverif(?:y|ied|ication)\b|\bsender domain\b|\bdomain\b.{0,40}\bnot (?:allowed|authori[sz]ed|permitted|configured)\b/i;
const DOMAIN_REPLY_CODES = new Set([550, 553, 554]);

type SmtpReply = { code: number | undefined; text: string };

/** Reply code and texts of a nodemailer error (and its rejected recipients). */
function smtpReplies(error: unknown): SmtpReply[] {
  if (!error || typeof error !== 'object') return [{ code: undefined, text: String(error) }];
  const e = error as {
    responseCode?: unknown;
    response?: unknown;
    message?: unknown;
    rejectedErrors?: unknown;
  };
  const code = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  const text = [e.response, e.message].filter((v): v is string => typeof v === 'string').join(' ');
  const replies: SmtpReply[] = [{ code, text }];
  if (Array.isArray(e.rejectedErrors)) {
    for (const inner of e.rejectedErrors) replies.push(...smtpReplies(inner));
  }
  return replies;
}

export function classifyMailError(error: unknown): MailErrorKind {
  const replies = smtpReplies(error);
  if (replies.some((r) => ACTIVATION.test(r.text))) return 'activation';
  if (
    replies.some(
      (r) => r.code !== undefined && DOMAIN_REPLY_CODES.has(r.code) && DOMAIN.test(r.text),
    )
  ) {
    return 'domain';
  }
  return 'other';
}

/** 502: the mail provider refused; `error` tells the form which banner to show. */
export function mailFailure(kind: MailErrorKind): HttpError {
  switch (kind) {
    case 'activation':
      return new HttpError(
        502,
        INVITE_ERROR_CODES.activationRequired,
        INVITE_MESSAGES.activationRequired,
      );
    case 'domain':
      return new HttpError(502, INVITE_ERROR_CODES.domainIssue, INVITE_MESSAGES.domainIssue);
    case 'other':
      return new HttpError(502, INVITE_ERROR_CODES.sendFailed, INVITE_MESSAGES.sendFailed);
  }
}
