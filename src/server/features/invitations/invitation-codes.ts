// Checking invitation codes (spec section 5) and the founders' open code.
import { eq } from 'drizzle-orm';
import {
  founderCodeErrorMessage,
  INVITE_CODE_MESSAGES,
  type ValidateInvitationResponse,
} from '#shared/schemas/invitations.ts';
import { generateInviteCode } from '#shared/invite-code.ts';
import type { AppConfig } from '#server/config.ts';
import type { Queryable } from '#server/db/open.ts';
import { invitations, profiles } from '#server/db/schema.ts';
import { conflict, HttpError, isUniqueViolation, notFound } from '#server/lib/http-errors.ts';
import { secureRandomInt } from '#server/lib/secure-random.ts';

export function isFounderCode(config: AppConfig, code: string): boolean {
  return !!config.founderInviteCode && code === config.founderInviteCode;
}

/** The founding member acting as inviter for the open code; missing -> the spec's error. */
export async function findFounderProfile(db: Queryable, config: AppConfig, code: string) {
  const [founder] = await db
    .select({ id: profiles.id, fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.email, config.founderEmail));
  if (!founder) throw new HttpError(422, 'founder_missing', founderCodeErrorMessage(code));
  return founder;
}

export async function validateInvitationCode(
  db: Queryable,
  config: AppConfig,
  code: string,
): Promise<ValidateInvitationResponse> {
  if (isFounderCode(config, code)) {
    await findFounderProfile(db, config, code);
    return { founder_code: true, invitation: null };
  }
  const [row] = await db
    .select({
      id: invitations.id,
      status: invitations.status,
      inviteCode: invitations.inviteCode,
      inviteeEmail: invitations.inviteeEmail,
      inviteeName: invitations.inviteeName,
      inviteeCompanyName: invitations.inviteeCompanyName,
      inviterName: profiles.fullName,
    })
    .from(invitations)
    .leftJoin(profiles, eq(profiles.id, invitations.inviterId))
    .where(eq(invitations.inviteCode, code));
  if (!row) throw notFound(INVITE_CODE_MESSAGES.unknown);
  if (row.status === 'accepted') throw conflict(INVITE_CODE_MESSAGES.used);
  return {
    founder_code: false,
    invitation: {
      id: row.id,
      invite_code: row.inviteCode,
      invitee_email: row.inviteeEmail,
      invitee_name: row.inviteeName,
      invitee_company_name: row.inviteeCompanyName,
      inviter_name: row.inviterName,
    },
  };
}

type NewInvitation = Omit<typeof invitations.$inferInsert, 'inviteCode'>;

/** One pending invitation per inviter (the bootstrap one counts as one) and address. */
export const PENDING_INVITATION_INDEX = 'invitations_pending_inviter_email_key';

/** Inserts an invitation with a fresh code; the unique index settles collisions, we retry. */
export async function insertInvitationWithUniqueCode(db: Queryable, values: NewInvitation) {
  for (let attempt = 0; attempt < 8; attempt++) {
    try {
      // Its own (sub)transaction: inside an outer transaction a failed insert would
      // otherwise abort it, and the retry could never succeed on PostgreSQL.
      const [row] = await db.transaction((sp) =>
        sp.insert(invitations).values({ ...values, inviteCode: generateInviteCode(secureRandomInt) }).returning(),
      );
      if (row) return row;
    } catch (error) {
      if (!isUniqueViolation(error, 'invitations_invite_code_key')) throw error;
    }
  }
  throw new Error('Could not find a free invitation code');
}
