// The invitations a broker sent (GET /api/invitations/sent) and the one read every
// per-invitation route goes through: another broker's invitation, like an unknown id,
// is not found.
import { and, count, desc, eq } from 'drizzle-orm';
import {
  INVITE_MESSAGES,
  type SentInvitation,
  type SentInvitationList,
} from '#shared/schemas/invitations.ts';
import type { Queryable } from '#server/db/open.ts';
import { invitations } from '#server/db/schema.ts';
import { notFound } from '#server/lib/http-errors.ts';
import { inviteUrlFor } from './invitation-mail';

export const SENT_INVITATIONS_PAGE_SIZE = 10;

export type InvitationRow = typeof invitations.$inferSelect;

export function presentSentInvitation(row: InvitationRow, publicUrl: string): SentInvitation {
  return {
    id: row.id,
    invitee_email: row.inviteeEmail,
    invitee_name: row.inviteeName,
    invitee_company_name: row.inviteeCompanyName,
    invitee_phone: row.inviteePhone,
    message: row.message,
    invite_code: row.inviteCode,
    status: row.status === 'accepted' ? 'accepted' : 'pending',
    created_at: row.createdAt.toISOString(),
    accepted_at: row.acceptedAt?.toISOString() ?? null,
    invite_url: inviteUrlFor(publicUrl, row.inviteCode),
  };
}

export async function listSentInvitations(
  db: Queryable,
  publicUrl: string,
  inviterId: string,
  page: number,
): Promise<SentInvitationList> {
  const own = eq(invitations.inviterId, inviterId);
  const rows = await db
    .select()
    .from(invitations)
    .where(own)
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(SENT_INVITATIONS_PAGE_SIZE)
    .offset((page - 1) * SENT_INVITATIONS_PAGE_SIZE);
  const [total] = await db.select({ n: count() }).from(invitations).where(own);
  return {
    items: rows.map((row) => presentSentInvitation(row, publicUrl)),
    total: total?.n ?? 0,
    page,
    page_size: SENT_INVITATIONS_PAGE_SIZE,
  };
}

/** The caller's own invitation, or 404 (also for another broker's and the bootstrap one). */
export async function loadOwnInvitation(
  db: Queryable,
  inviterId: string,
  id: string,
): Promise<InvitationRow> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, id), eq(invitations.inviterId, inviterId)));
  if (!row) throw notFound(INVITE_MESSAGES.notFound);
  return row;
}
