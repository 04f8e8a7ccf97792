// Accounts: sign-up by invitation, sign-in, password reset and password change.
import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  type ResetPasswordInput,
  type SignInInput,
  type SignUpInput,
  type UpdatePasswordInput,
} from '#shared/schemas/auth.ts';
import { normalizeIndianPhone } from '#shared/phone.ts';
import { INVITE_CODE_MESSAGES } from '#shared/schemas/invitations.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Queryable } from '#server/db/open.ts';
import { authUsers, invitations, passwordResetTokens, profiles } from '#server/db/schema.ts';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound, unauthorized } from '#server/lib/http-errors.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '#server/lib/passwords.ts';
import { createOpaqueToken, hashToken } from '#server/lib/secure-random.ts';
import { notifyNewMember } from '../notifications';
import { clearAttempts, loginKey, takeAttempt } from './account-throttle';
import { findOrCreateCompany } from '../profiles';
import { renderResetPasswordMail } from './reset-password-mail';
import { findFounderProfile, insertInvitationWithUniqueCode, isFounderCode } from '../invitations';
import { issueSession, loadSessionUser, revokeAllSessions, type IssuedSession } from './session-service';

type Parsed<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * Creates the account and accepts its invitation in one transaction: the conditional
 * update on the invitation (status still pending) and the unique e-mail index make a
 * code good for exactly one account, however many sign-ups race for it.
 */
export async function signUp(ctx: AppContext, input: Parsed<SignUpInput>): Promise<IssuedSession> {
  const passwordHash = await hashPassword(input.password);
  let joined: { id: string; fullName: string; inviterId: string | null } | undefined;
  let session: IssuedSession;
  try {
    session = await ctx.db.transaction(async (tx) => {
      const invitation = await claimInvitation(ctx, tx, input);
      const [user] = await tx
        .insert(authUsers)
        .values({ email: input.email, name: input.name, passwordHash })
        .returning();
      if (!user) throw new Error('user insert returned nothing');
      // The profile starts with what the inviter typed (decision 026): the phone, so her
      // flyers have Call and WhatsApp buttons from day one, and the company. Both are hers
      // to change on /profile.
      const companyRow = invitation.companyName
        ? await findOrCreateCompany(tx, invitation.companyName)
        : null;
      await tx.insert(profiles).values({
        id: user.id,
        fullName: input.name,
        email: input.email,
        invitedby: invitation.inviterId,
        role: invitation.makesAdmin ? 'admin' : 'broker',
        phone: invitation.phone,
        companyName: companyRow?.name ?? null,
        companyId: companyRow?.id ?? null,
      });
      await tx
        .update(invitations)
        .set({ acceptedBy: user.id })
        .where(eq(invitations.id, invitation.id));
      const sessionUser = await loadSessionUser(tx, user.id);
      if (!sessionUser) throw new Error('profile missing right after insert');
      joined = { id: user.id, fullName: input.name, inviterId: invitation.inviterId };
      return issueSession(ctx, tx, sessionUser, 'aal1');
    });
  } catch (error) {
    if (isUniqueViolation(error, 'auth_users_email_key') || isUniqueViolation(error, 'profiles_email_key')) {
      throw conflict(AUTH_MESSAGES.emailTaken, 'email');
    }
    throw error;
  }
  // After the commit: the inviter hears their invitee joined.
  if (joined) await notifyNewMember(ctx, joined);
  return session;
}

type ClaimedInvitation = {
  id: string;
  inviterId: string | null;
  makesAdmin: boolean;
  /** A usable +91 number from the invitation, else null. */
  phone: string | null;
  companyName: string | null;
};

/** The invitee's phone as a profile keeps it (+91 and 10 digits), or null if it is not one. */
function profilePhoneOf(invited: string | null): string | null {
  const phone = invited ? normalizeIndianPhone(invited) : null;
  // A number typed with too few digits was zero-padded: not a number to call.
  return phone && /^\+91[1-9]\d{9}$/.test(phone) ? phone : null;
}

async function claimInvitation(
  ctx: AppContext,
  tx: Parameters<Parameters<AppContext['db']['transaction']>[0]>[0],
  input: Parsed<SignUpInput>,
): Promise<ClaimedInvitation> {
  const code = input.invite_code;
  if (isFounderCode(ctx.config, code)) {
    const founder = await findFounderProfile(tx, ctx.config, code);
    const row = await insertInvitationWithUniqueCode(tx, {
      inviterId: founder.id,
      inviteeEmail: input.email,
      inviteeName: input.name,
      status: 'accepted',
      acceptedAt: new Date(),
    });
    return { id: row.id, inviterId: founder.id, makesAdmin: false, phone: null, companyName: null };
  }
  const [found] = await tx
    .select({
      id: invitations.id,
      status: invitations.status,
      inviterId: invitations.inviterId,
      email: invitations.inviteeEmail,
      phone: invitations.inviteePhone,
      companyName: invitations.inviteeCompanyName,
    })
    .from(invitations)
    .where(eq(invitations.inviteCode, code));
  if (!found) throw notFound(INVITE_CODE_MESSAGES.unknown);
  const isBootstrap = found.inviterId === null;
  // The bootstrap invitation makes an admin, so only the configured founder may use it.
  if (isBootstrap && input.email !== ctx.config.founderEmail) {
    throw forbidden(AUTH_MESSAGES.founderEmailOnly);
  }
  const [claimed] = await tx
    .update(invitations)
    .set({ status: 'accepted', acceptedAt: new Date() })
    .where(and(eq(invitations.id, found.id), eq(invitations.status, 'pending')))
    .returning({ id: invitations.id });
  if (!claimed) throw conflict(INVITE_CODE_MESSAGES.used, 'invite_code');
  return {
    id: found.id,
    inviterId: found.inviterId,
    makesAdmin: isBootstrap,
    phone: profilePhoneOf(found.phone),
    companyName: found.companyName?.trim() || null,
  };
}

export async function signIn(ctx: AppContext, input: Parsed<SignInInput>): Promise<IssuedSession> {
  // Counted per account (known or not, so the answer tells nothing) before the check.
  const throttle = loginKey(input.email);
  await takeAttempt(ctx.db, throttle, 'sign-in');
  const [user] = await ctx.db
    .select({ id: authUsers.id, passwordHash: authUsers.passwordHash })
    .from(authUsers)
    .where(eq(authUsers.email, input.email));
  if (!user) {
    await burnPasswordCheck(input.password);
    throw unauthorized(AUTH_MESSAGES.badCredentials);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw unauthorized(AUTH_MESSAGES.badCredentials);
  }
  const sessionUser = await loadSessionUser(ctx.db, user.id);
  if (!sessionUser) throw unauthorized(AUTH_MESSAGES.badCredentials);
  await clearAttempts(ctx.db, throttle);
  return issueSession(ctx, ctx.db, sessionUser, 'aal1');
}

/**
 * Answers the same whether or not the address is a member; the mail goes out in the
 * background so the response time does not tell either.
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const [user] = await ctx.db
    .select({ id: authUsers.id, name: authUsers.name, email: authUsers.email })
    .from(authUsers)
    .where(eq(authUsers.email, email));
  if (!user) return;
  const token = createOpaqueToken();
  await ctx.db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  const link = `${ctx.config.publicUrl}/reset-password#token=${token}`;
  const mail = renderResetPasswordMail({ productName: ctx.config.productName, name: user.name, link });
  void ctx.mailer
    .send({ kind: 'password_reset', to: user.email, links: [link], ...mail })
    .catch(() => {
      // Already logged by the mailer; the visitor still gets the same answer.
    });
}

export async function resetPassword(ctx: AppContext, input: Parsed<ResetPasswordInput>): Promise<IssuedSession> {
  const passwordHash = await hashPassword(input.password);
  const { session, revoked } = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!row) throw badRequest(AUTH_MESSAGES.resetLinkInvalid, 'token');
    await tx.update(authUsers).set({ passwordHash, updatedAt: new Date() }).where(eq(authUsers.id, row.userId));
    // Whoever knew the old password, or holds another reset link, loses their way in.
    const user = await loadSessionUser(tx, row.userId);
    if (!user) throw badRequest(AUTH_MESSAGES.resetLinkInvalid, 'token');
    const revoked = await revokeAllSessions(tx, row.userId);
    await endResetLinks(tx, row.userId);
    // Whoever proved they own the mailbox may sign in again at once.
    await clearAttempts(tx, loginKey(user.email));
    return { session: await issueSession(ctx, tx, user, 'aal1'), revoked };
  });
  ctx.sessions.forget(revoked);
  return session;
}

/** Changes the password and signs out every other session (`keepFamilyId` stays). */
export async function updatePassword(
  ctx: AppContext,
  userId: string,
  keepFamilyId: string,
  input: Parsed<UpdatePasswordInput>,
): Promise<void> {
  await checkCurrentPassword(ctx, userId, input.current_password);
  const passwordHash = await hashPassword(input.password);
  const revoked = await ctx.db.transaction(async (tx) => {
    await tx.update(authUsers).set({ passwordHash, updatedAt: new Date() }).where(eq(authUsers.id, userId));
    await endResetLinks(tx, userId);
    return revokeAllSessions(tx, userId, keepFamilyId);
  });
  ctx.sessions.forget(revoked);
}

/** The signed-in broker proves it is them before a change that guards the account. */
export async function checkCurrentPassword(ctx: AppContext, userId: string, password: string): Promise<void> {
  const [user] = await ctx.db
    .select({ passwordHash: authUsers.passwordHash })
    .from(authUsers)
    .where(eq(authUsers.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    throw badRequest(AUTH_MESSAGES.wrongCurrentPassword, 'current_password');
  }
}

/** Every reset link of the account still outstanding stops working. */
async function endResetLinks(tx: Queryable, userId: string): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
