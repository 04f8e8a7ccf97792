// An empty database has no one to invite anybody: the first start creates a pending
// invitation for FOUNDER_EMAIL and prints its registration URL. The account made from
// it becomes the admin.
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { AppConfig } from '#server/config.ts';
import type { Db } from '#server/db/open.ts';
import { invitations, profiles } from '#server/db/schema.ts';
import { isUniqueViolation } from '#server/lib/http-errors.ts';
import { insertInvitationWithUniqueCode, PENDING_INVITATION_INDEX } from './invitation-codes';

/** Returns the founder's registration URL when the database has no member yet. */
export async function ensureFounderInvitation(db: Db, config: AppConfig): Promise<string | undefined> {
  const [members] = await db.select({ n: count() }).from(profiles);
  if ((members?.n ?? 0) > 0) return undefined;
  const code = (await findBootstrapCode(db, config)) ?? (await insertBootstrap(db, config));
  return `${config.publicUrl}/register?code=${code}`;
}

async function findBootstrapCode(db: Db, config: AppConfig): Promise<string | undefined> {
  const [existing] = await db
    .select({ code: invitations.inviteCode })
    .from(invitations)
    .where(
      and(
        isNull(invitations.inviterId),
        eq(invitations.status, 'pending'),
        eq(sql`lower(${invitations.inviteeEmail})`, config.founderEmail.toLowerCase()),
      ),
    )
    .limit(1);
  return existing?.code;
}

async function insertBootstrap(db: Db, config: AppConfig): Promise<string> {
  try {
    const row = await insertInvitationWithUniqueCode(db, {
      inviterId: null,
      inviteeEmail: config.founderEmail,
      inviteeName: 'Founder',
      status: 'pending',
    });
    return row.inviteCode;
  } catch (error) {
    // Another instance booting at the same moment made it: print that one's code.
    const theirs = isUniqueViolation(error, PENDING_INVITATION_INDEX)
      ? await findBootstrapCode(db, config)
      : undefined;
    if (theirs) return theirs;
    throw error;
  }
}
