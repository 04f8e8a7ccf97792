// Second factors (spec section 7, MFA): TOTP end to end; phone codes go through a
// pluggable SMS sender that, unconfigured, logs the code. A verified factor lifts
// the session from aal1 to aal2.
import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import QRCode from 'qrcode';
import {
  AUTH_MESSAGES,
  MFA_MESSAGES,
  type ChallengeResponse,
  type EnrollFactorInput,
  type EnrollFactorResponse,
  type Factor,
  type ListFactorsResponse,
  type UnenrollFactorInput,
} from '#shared/schemas/auth.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Queryable } from '#server/db/open.ts';
import { authChallenges, authFactors, authUsers } from '#server/db/schema.ts';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound, unauthorized } from '#server/lib/http-errors.ts';
import { hashToken, safeEqual } from '#server/lib/secure-random.ts';
import type { AccessClaims } from './access-token';
import { checkCurrentPassword } from './account-service';
import { clearAttempts, mfaKey, takeAttempt } from './account-throttle';
import { openTotpSecret, sealTotpSecret } from './totp-secrets';
import { endSessionIfAlive, issueSession, loadSessionUser, type IssuedSession } from './session-service';

const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const MAX_ATTEMPTS = 5;

type FactorRow = typeof authFactors.$inferSelect;

function presentFactor(row: FactorRow): Factor {
  return {
    id: row.id,
    factor_type: row.factorType === 'phone' ? 'phone' : 'totp',
    status: row.status === 'verified' ? 'verified' : 'unverified',
    friendly_name: row.friendlyName,
    phone: row.phone,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listFactors(ctx: AppContext, userId: string): Promise<ListFactorsResponse> {
  const rows = await ctx.db.select().from(authFactors).where(eq(authFactors.userId, userId));
  const all = rows.map(presentFactor);
  return {
    all,
    totp: all.filter((f) => f.factor_type === 'totp' && f.status === 'verified'),
    phone: all.filter((f) => f.factor_type === 'phone' && f.status === 'verified'),
  };
}

export async function enrollFactor(
  ctx: AppContext,
  userId: string,
  input: EnrollFactorInput,
): Promise<EnrollFactorResponse> {
  if (input.factor_type === 'phone' && !input.phone) throw badRequest(MFA_MESSAGES.phoneRequired, 'phone');
  await checkCurrentPassword(ctx, userId, input.current_password);
  const [user] = await ctx.db.select({ email: authUsers.email }).from(authUsers).where(eq(authUsers.id, userId));
  if (!user) throw notFound(MFA_MESSAGES.factorNotFound);
  const issuer = input.issuer ?? ctx.config.productName;
  const secret = input.factor_type === 'totp' ? generateSecret() : null;
  // An abandoned enrolment must not block a new one under the same name.
  await ctx.db
    .delete(authFactors)
    .where(and(eq(authFactors.userId, userId), eq(authFactors.status, 'unverified')));
  let row: FactorRow | undefined;
  try {
    [row] = await ctx.db
      .insert(authFactors)
      .values({
        userId,
        factorType: input.factor_type,
        friendlyName: input.friendly_name ?? (input.factor_type === 'totp' ? 'Authenticator app' : 'Phone'),
        issuer,
        phone: input.phone ?? null,
        secret: secret ? sealTotpSecret(ctx.secretBox, secret, userId) : null,
      })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error, 'auth_factors_user_name_key')) throw conflict(MFA_MESSAGES.nameTaken, 'friendly_name');
    throw error;
  }
  if (!row) throw new Error('factor insert returned nothing');
  let totp: EnrollFactorResponse['totp'] = null;
  if (secret) {
    const uri = generateURI({ issuer, label: user.email, secret });
    const qr_code = await QRCode.toString(uri, { type: 'svg', margin: 1 });
    totp = { qr_code: `data:image/svg+xml;utf8,${encodeURIComponent(qr_code)}`, secret, uri };
  }
  return { ...presentFactor(row), totp };
}

async function findOwnFactor(ctx: AppContext, userId: string, factorId: string): Promise<FactorRow> {
  const [row] = await ctx.db
    .select()
    .from(authFactors)
    .where(and(eq(authFactors.id, factorId), eq(authFactors.userId, userId)));
  if (!row) throw notFound(MFA_MESSAGES.factorNotFound);
  return row;
}

export async function challengeFactor(ctx: AppContext, userId: string, factorId: string): Promise<ChallengeResponse> {
  const factor = await findOwnFactor(ctx, userId, factorId);
  let codeHash: string | null = null;
  if (factor.factorType === 'phone') {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    codeHash = hashToken(code);
    // No SMS provider is configured in this build: the code is logged for the operator.
    ctx.log.info(`sms code for factor ${factor.id} (phone ending ${factor.phone?.slice(-2) ?? '??'}): ${code}`);
  }
  const expiresAt = new Date(Date.now() + CHALLENGE_TTL_MS);
  const [row] = await ctx.db
    .insert(authChallenges)
    .values({ factorId: factor.id, codeHash, expiresAt, channel: factor.factorType === 'phone' ? 'sms' : null })
    .returning({ id: authChallenges.id });
  if (!row) throw new Error('challenge insert returned nothing');
  return {
    id: row.id,
    factor_type: factor.factorType === 'phone' ? 'phone' : 'totp',
    expires_at: Math.floor(expiresAt.getTime() / 1000),
  };
}

/** Verifies a code; on success the factor is verified and the session becomes aal2. */
export async function verifyFactor(
  ctx: AppContext,
  claims: AccessClaims,
  factorId: string,
  challengeId: string,
  code: string,
): Promise<IssuedSession> {
  const factor = await findOwnFactor(ctx, claims.sub, factorId);
  // Per account as well as per challenge: new challenges do not buy new guesses.
  await takeAttempt(ctx.db, mfaKey(claims.sub), 'verification');
  // Every guess spends one attempt before its code is checked, in one conditional
  // update: concurrent guesses cannot read the same count and all get through.
  const [challenge] = await ctx.db
    .update(authChallenges)
    .set({ attempts: sql`${authChallenges.attempts} + 1` })
    .where(
      and(
        eq(authChallenges.id, challengeId),
        eq(authChallenges.factorId, factor.id),
        isNull(authChallenges.verifiedAt),
        gt(authChallenges.expiresAt, new Date()),
        lt(authChallenges.attempts, MAX_ATTEMPTS),
      ),
    )
    .returning();
  if (!challenge) throw badRequest(MFA_MESSAGES.challengeExpired, 'challenge_id');
  const check = await checkCode(ctx, factor, challenge.codeHash, code);
  if (!check.valid) throw badRequest(MFA_MESSAGES.invalidCode, 'code');
  const session = await ctx.db.transaction(async (tx) => {
    // The new aal2 session replaces the one the token came from, and only a session
    // that is still alive may be replaced: a token kept after sign-out, a password
    // change or a reset cannot mint a new session through a factor it enrolled.
    if (!(await endSessionIfAlive(tx, claims.sid))) throw unauthorized(AUTH_MESSAGES.sessionExpired);
    if (check.step !== null) {
      // A TOTP code seen before (same or earlier time step) is a replay.
      const [fresh] = await tx
        .update(authFactors)
        .set({ lastUsedStep: check.step })
        .where(
          and(
            eq(authFactors.id, factor.id),
            or(isNull(authFactors.lastUsedStep), lt(authFactors.lastUsedStep, check.step)),
          ),
        )
        .returning({ id: authFactors.id });
      if (!fresh) throw badRequest(MFA_MESSAGES.invalidCode, 'code');
    }
    // One use per challenge, even if two verifications race.
    const [used] = await tx
      .update(authChallenges)
      .set({ verifiedAt: new Date() })
      .where(and(eq(authChallenges.id, challenge.id), isNull(authChallenges.verifiedAt)))
      .returning({ id: authChallenges.id });
    if (!used) throw badRequest(MFA_MESSAGES.challengeExpired, 'challenge_id');
    if (factor.status !== 'verified') {
      await tx
        .update(authFactors)
        .set({ status: 'verified', updatedAt: new Date() })
        .where(eq(authFactors.id, factor.id));
    }
    const user = await loadSessionUser(tx, claims.sub);
    if (!user) throw notFound(MFA_MESSAGES.factorNotFound);
    await clearAttempts(tx, mfaKey(claims.sub));
    return issueSession(ctx, tx, user, 'aal2');
  });
  ctx.sessions.forget([claims.sid]);
  return session;
}

const TOTP_PERIOD_S = 30;

/** Whether the member has a verified authenticator app (then a signature asks its code). */
export async function hasVerifiedAuthenticator(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: authFactors.id })
    .from(authFactors)
    .where(and(eq(authFactors.userId, userId), eq(authFactors.factorType, 'totp'), eq(authFactors.status, 'verified')))
    .limit(1);
  return !!row;
}

/**
 * A step-up inside a session: the current code of one of the member's verified
 * authenticators, good once (a replay of the same or an earlier time step is refused),
 * guesses throttled per account like MFA verification.
 */
export async function verifyAuthenticatorStepUp(ctx: AppContext, userId: string, code: string): Promise<boolean> {
  await takeAttempt(ctx.db, mfaKey(userId), 'verification');
  const factors = await ctx.db
    .select()
    .from(authFactors)
    .where(and(eq(authFactors.userId, userId), eq(authFactors.factorType, 'totp'), eq(authFactors.status, 'verified')));
  for (const factor of factors) {
    const check = await checkCode(ctx, factor, null, code);
    if (!check.valid || check.step === null) continue;
    const [fresh] = await ctx.db
      .update(authFactors)
      .set({ lastUsedStep: check.step })
      .where(and(eq(authFactors.id, factor.id), or(isNull(authFactors.lastUsedStep), lt(authFactors.lastUsedStep, check.step))))
      .returning({ id: authFactors.id });
    if (!fresh) return false;
    await clearAttempts(ctx.db, mfaKey(userId));
    return true;
  }
  return false;
}

/** Whether the code is right, and for TOTP the time step it belongs to. */
async function checkCode(
  ctx: AppContext,
  factor: FactorRow,
  codeHash: string | null,
  code: string,
): Promise<{ valid: boolean; step: number | null }> {
  if (factor.factorType === 'phone') {
    return { valid: !!codeHash && safeEqual(codeHash, hashToken(code)), step: null };
  }
  const secret = factor.secret ? openTotpSecret(ctx.secretBox, factor.secret, factor.userId) : null;
  if (!secret) {
    if (factor.secret) ctx.log.error({ factorId: factor.id }, 'a TOTP seed does not open with this server key');
    return { valid: false, step: null };
  }
  const epoch = Math.floor(Date.now() / 1000);
  const result = await verifyTotp({ secret, token: code, epoch, epochTolerance: TOTP_PERIOD_S });
  if (!result.valid) return { valid: false, step: null };
  return { valid: true, step: Math.floor(epoch / TOTP_PERIOD_S) + result.delta };
}

export async function unenrollFactor(
  ctx: AppContext,
  claims: AccessClaims,
  factorId: string,
  input: UnenrollFactorInput,
): Promise<void> {
  const factor = await findOwnFactor(ctx, claims.sub, factorId);
  // Removing a verified factor lowers the account's protection: only from an aal2 session.
  if (factor.status === 'verified' && claims.aal !== 'aal2') throw forbidden(MFA_MESSAGES.needsAal2);
  await checkCurrentPassword(ctx, claims.sub, input.current_password);
  await ctx.db.delete(authFactors).where(eq(authFactors.id, factor.id));
}
