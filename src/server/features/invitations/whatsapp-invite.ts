// The WhatsApp side of an invitation (spec sections 3, 4 and 8; decisions.md): a ready
// message with the inviter's name, the code and the start link, its wa.me link, and a
// pending whatsapp_outbound row that records it. Only for an invitation that exists,
// which (decision 012) means its mail went: that is "only after a successful send".
import { eq } from 'drizzle-orm';
import { INVITE_MESSAGES, type WhatsappInvite } from '#shared/schemas/invitations.ts';
import type { AppContext } from '#server/app-context.ts';
import { profiles, whatsappOutbound } from '#server/db/schema.ts';
import { conflict } from '#server/lib/http-errors.ts';
import { inviteUrlFor } from './invitation-mail';
import { loadOwnInvitation } from './sent-invitations-query';
import { whatsAppMessageUrl } from '#shared/phone.ts';

export function whatsappInviteMessage(p: {
  productName: string;
  inviteeName: string | null;
  inviterName: string;
  code: string;
  inviteUrl: string;
}): string {
  return (
    `Hi ${p.inviteeName ?? 'there'}, ${p.inviterName} has invited you to join ${p.productName}, ` +
    `the members-only network for real-estate brokers. Your invite code: ${p.code}. Join here: ${p.inviteUrl}`
  );
}

export async function createWhatsappInvite(
  ctx: AppContext,
  inviterId: string,
  id: string,
): Promise<WhatsappInvite> {
  const invitation = await loadOwnInvitation(ctx.db, inviterId, id);
  if (invitation.status === 'accepted') throw conflict(INVITE_MESSAGES.alreadyAccepted);
  const [inviter] = await ctx.db
    .select({ fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.id, inviterId));
  const inviteUrl = inviteUrlFor(ctx.config.publicUrl, invitation.inviteCode);
  const message = whatsappInviteMessage({
    productName: ctx.config.productName,
    inviteeName: invitation.inviteeName,
    inviterName: inviter?.fullName ?? 'A member',
    code: invitation.inviteCode,
    inviteUrl,
  });
  const phone = invitation.inviteePhone;
  await ctx.db.insert(whatsappOutbound).values({
    userId: inviterId,
    message,
    url: inviteUrl,
    phone,
    sendStatus: 'pending',
    messageType: 'invite',
  });
  return { message, invite_url: inviteUrl, phone, whatsapp_url: whatsAppMessageUrl(phone, message) };
}
