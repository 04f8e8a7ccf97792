// An empty database has no one to invite anybody: the first start creates a pending
// invitation for FOUNDER_EMAIL and prints its registration URL. The account made from
// it becomes the admin.
import { and, count, eq, isNull } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/open';
import { invitations, profiles } from '../../db/schema';
import { insertInvitationWithUniqueCode } from './invitation-codes';

/** Returns the founder's registration URL when the database has no member yet. */
export async function ensureFounderInvitation(db: Db, config: AppConfig): Promise<string | undefined> {
  const [members] = await db.select({ n: count() }).from(profiles);
  if ((members?.n ?? 0) > 0) return undefined;
  const [existing] = await db
    .select({ code: invitations.inviteCode })
    .from(invitations)
    .where(
      and(
        isNull(invitations.inviterId),
        eq(invitations.status, 'pending'),
        eq(invitations.inviteeEmail, config.founderEmail),
      ),
    )
    .limit(1);
  const code =
    existing?.code ??
    (
      await insertInvitationWithUniqueCode(db, {
        inviterId: null,
        inviteeEmail: config.founderEmail,
        inviteeName: 'Founder',
        status: 'pending',
      })
    ).inviteCode;
  return `${config.publicUrl}/register?code=${code}`;
}
