// Sending and resending invitations (spec sections 2, 5 and 8; decision 012).
//
// An invitation exists only if its mail went: the row is committed with a fresh code,
// the mail is sent (synchronously, the form needs the result; the mail layer bounds it
// with SMTP timeouts), and a refused mail deletes the row again before the 502. Sending
// again to an address that already has a pending invitation from the same broker mails
// the same code again with the new details instead of minting a second code; two sends
// at the same instant are settled by a unique index (one row, the other answers 409).
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { normalizeIndianPhone } from '#shared/phone.ts';
import { AUTH_MESSAGES } from '#shared/schemas/auth.ts';
import {
  INVITE_ERROR_CODES,
  INVITE_MESSAGES,
  type SentInvitation,
  type sendInvitationInputSchema,
} from '#shared/schemas/invitations.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Queryable } from '#server/db/open.ts';
import { authUsers, invitations, profiles } from '#server/db/schema.ts';
import {
  badRequest,
  conflict,
  HttpError,
  isUniqueViolation,
  unauthorized,
} from '#server/lib/http-errors.ts';
import { insertInvitationWithUniqueCode, PENDING_INVITATION_INDEX } from './invitation-codes';
import { inviteUrlFor, renderInvitationMail } from './invitation-mail';
import { classifyMailError, mailFailure } from './mail-error-kind';
import {
  loadOwnInvitation,
  presentSentInvitation,
  type InvitationRow,
} from './sent-invitations-query';

export type SendInvitationBody = z.output<typeof sendInvitationInputSchema>;

type Inviter = { id: string; fullName: string; email: string };

export async function loadInviter(db: Queryable, userId: string): Promise<Inviter> {
  const [row] = await db
    .select({ id: profiles.id, fullName: profiles.fullName, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!row) throw unauthorized(AUTH_MESSAGES.notAuthenticated);
  return row;
}

/** 400 for the inviter's own address, 409 `already_member` for any other member's. */
async function refuseMembers(db: Queryable, inviter: Inviter, email: string): Promise<void> {
  const address = email.toLowerCase();
  if (address === inviter.email.toLowerCase()) throw badRequest(INVITE_MESSAGES.ownEmail, 'email');
  const [member] = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .leftJoin(profiles, eq(profiles.id, authUsers.id))
    .where(sql`lower(${authUsers.email}) = ${address} or lower(${profiles.email}) = ${address}`)
    .limit(1);
  if (!member) return;
  if (member.id === inviter.id) throw badRequest(INVITE_MESSAGES.ownEmail, 'email');
  throw new HttpError(
    409,
    INVITE_ERROR_CODES.alreadyMember,
    INVITE_MESSAGES.alreadyMember,
    'email',
  );
}

const databaseFailed = () =>
  new HttpError(503, INVITE_ERROR_CODES.databaseFailed, INVITE_MESSAGES.databaseFailed);

async function mailInvitation(
  ctx: AppContext,
  inviter: Inviter,
  row: InvitationRow,
): Promise<void> {
  const inviteUrl = inviteUrlFor(ctx.config.publicUrl, row.inviteCode);
  const mail = renderInvitationMail({
    productName: ctx.config.productName,
    inviterName: inviter.fullName,
    inviterEmail: inviter.email,
    inviteeName: row.inviteeName,
    message: row.message ?? '',
    code: row.inviteCode,
    inviteUrl,
  });
  try {
    await ctx.mailer.send({
      kind: 'invitation',
      to: row.inviteeEmail,
      ...mail,
      links: [inviteUrl],
    });
  } catch (error) {
    // The mail layer has logged the reason; the broker gets the spec's banner.
    throw mailFailure(classifyMailError(error));
  }
}

export async function sendInvitation(
  ctx: AppContext,
  inviterId: string,
  input: SendInvitationBody,
): Promise<SentInvitation> {
  const inviter = await loadInviter(ctx.db, inviterId);
  await refuseMembers(ctx.db, inviter, input.email);
  const details = {
    inviteeName: input.name,
    inviteeCompanyName: input.company,
    inviteePhone: input.phone === null ? null : normalizeIndianPhone(input.phone),
    message: input.message,
  };

  const [pending] = await ctx.db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.inviterId, inviter.id),
        eq(invitations.status, 'pending'),
        sql`lower(${invitations.inviteeEmail}) = ${input.email}`,
      ),
    )
    .orderBy(invitations.createdAt)
    .limit(1);
  if (pending) return sendAgainWithNewDetails(ctx, inviter, pending, details);

  let row: InvitationRow;
  try {
    row = await insertInvitationWithUniqueCode(ctx.db, {
      inviterId: inviter.id,
      inviteeEmail: input.email,
      status: 'pending',
      ...details,
    });
  } catch (error) {
    // Another send to this address by this broker inserted first (decision 026).
    if (isUniqueViolation(error, PENDING_INVITATION_INDEX)) {
      throw new HttpError(
        409,
        INVITE_ERROR_CODES.alreadyPending,
        INVITE_MESSAGES.alreadyPending,
        'email',
      );
    }
    ctx.log.error({ err: error }, 'invitation insert failed');
    throw databaseFailed();
  }
  try {
    await mailInvitation(ctx, inviter, row);
  } catch (error) {
    // Nothing stays behind for a mail that did not go.
    await ctx.db
      .delete(invitations)
      .where(and(eq(invitations.id, row.id), eq(invitations.status, 'pending')))
      .catch((cleanup: unknown) =>
        ctx.log.error({ err: cleanup }, 'could not remove an unsent invitation'),
      );
    throw error;
  }
  return presentSentInvitation(row, ctx.config.publicUrl);
}

type Details = Pick<
  InvitationRow,
  'inviteeName' | 'inviteeCompanyName' | 'inviteePhone' | 'message'
>;

/**
 * The same code again with the details just typed (blank optional fields keep what the
 * invitation had). The row changes only after the mail went.
 */
async function sendAgainWithNewDetails(
  ctx: AppContext,
  inviter: Inviter,
  pending: InvitationRow,
  details: Details,
): Promise<SentInvitation> {
  const next: InvitationRow = {
    ...pending,
    inviteeName: details.inviteeName ?? pending.inviteeName,
    inviteeCompanyName: details.inviteeCompanyName ?? pending.inviteeCompanyName,
    inviteePhone: details.inviteePhone ?? pending.inviteePhone,
    message: details.message,
  };
  await mailInvitation(ctx, inviter, next);
  let updated: InvitationRow | undefined;
  try {
    [updated] = await ctx.db
      .update(invitations)
      .set({
        inviteeName: next.inviteeName,
        inviteeCompanyName: next.inviteeCompanyName,
        inviteePhone: next.inviteePhone,
        message: next.message,
      })
      .where(and(eq(invitations.id, pending.id), eq(invitations.status, 'pending')))
      .returning();
  } catch (error) {
    ctx.log.error({ err: error }, 'invitation update failed');
    throw databaseFailed();
  }
  // Claimed between the read and the update: show it as it now is.
  return presentSentInvitation(
    updated ?? (await loadOwnInvitation(ctx.db, inviter.id, pending.id)),
    ctx.config.publicUrl,
  );
}

/** POST /api/invitations/:id/resend: the caller's pending invitation, same code, same mail. */
export async function resendInvitation(
  ctx: AppContext,
  inviterId: string,
  id: string,
): Promise<SentInvitation> {
  const inviter = await loadInviter(ctx.db, inviterId);
  const row = await loadOwnInvitation(ctx.db, inviter.id, id);
  if (row.status === 'accepted') throw conflict(INVITE_MESSAGES.alreadyAccepted);
  await refuseMembers(ctx.db, inviter, row.inviteeEmail);
  await mailInvitation(ctx, inviter, row);
  return presentSentInvitation(row, ctx.config.publicUrl);
}
