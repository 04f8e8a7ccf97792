// Brokers as rows: the same auth_users, profiles and accepted-invitation rows the sign-up
// endpoint writes, and a session minted by the server's own session code, without the
// HTTP round trip and, above all, without an argon2id hash per broker (the default
// password is hashed once per process). Sign-up itself is tested through the endpoint
// (auth-signup, invitation and security tests), and broker-factory.test.ts checks that
// this writes exactly the rows the endpoint writes: change both together.
import { eq } from 'drizzle-orm';
import { signUpInputSchema } from '#shared/schemas/auth.ts';
import { authUsers, invitations, profiles } from '#server/db/schema.ts';
import { insertInvitationWithUniqueCode } from '#server/features/invitations/invitation-codes.ts';
import { notifyNewMember } from '#server/features/notifications/notify-new-member.ts';
import { issueSession, loadSessionUser } from '#server/features/auth/session-service.ts';
import { hashPassword } from '#server/lib/passwords.ts';
import type { SignedIn, TestApp } from '../test-app';

export const DEFAULT_PASSWORD = 'correct horse battery';

const hashes = new Map<string, Promise<string>>();

/** One argon2id hash per password and process: verifying it still runs the real check. */
function passwordHashOf(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

// Only name and e-mail are read: the endpoint's own rules (trimmed, lower-cased).
const identitySchema = signUpInputSchema.pick({ name: true, email: true, password: true });

export type BrokerOptions = {
  /** The inviter's id; null is the bootstrap invitation, allowed for the founder's e-mail only. */
  inviterId: string | null;
  email: string;
  name: string;
  password?: string;
};

/**
 * Writes what POST /api/auth/signup writes for an invitation from `inviterId`: the
 * invitation accepted by the new account, auth_users, the profile (admin for the
 * bootstrap invitation), a fresh session, and the inviter's 'new_member' notification.
 */
export async function createBroker(t: TestApp, options: BrokerOptions): Promise<SignedIn> {
  const ctx = t.app.appContext;
  const input = identitySchema.parse({
    name: options.name,
    email: options.email,
    password: options.password ?? DEFAULT_PASSWORD,
  });
  if (options.inviterId === null && input.email !== t.config.founderEmail) {
    throw new Error(`the bootstrap invitation is the founder's (${t.config.founderEmail}), not ${input.email}'s`);
  }
  const passwordHash = await passwordHashOf(input.password);
  const { userId, issued } = await ctx.db.transaction(async (tx) => {
    const invitation = await insertInvitationWithUniqueCode(tx, {
      inviterId: options.inviterId,
      inviteeEmail: input.email,
      status: 'accepted',
      acceptedAt: new Date(),
    });
    const [user] = await tx
      .insert(authUsers)
      .values({ email: input.email, name: input.name, passwordHash })
      .returning({ id: authUsers.id });
    if (!user) throw new Error('user insert returned nothing');
    await tx.insert(profiles).values({
      id: user.id,
      fullName: input.name,
      email: input.email,
      invitedby: options.inviterId,
      role: options.inviterId === null ? 'admin' : 'broker',
    });
    await tx.update(invitations).set({ acceptedBy: user.id }).where(eq(invitations.id, invitation.id));
    const sessionUser = await loadSessionUser(tx, user.id);
    if (!sessionUser) throw new Error('profile missing right after insert');
    return { userId: user.id, issued: await issueSession(ctx, tx, sessionUser, 'aal1') };
  });
  await notifyNewMember(ctx, { id: userId, fullName: input.name, inviterId: options.inviterId });
  return {
    id: userId,
    accessToken: issued.session.access_token,
    refreshCookie: issued.refreshToken,
    email: input.email,
  };
}
