// Sessions: a short-lived access token plus a rotating refresh token. Each sign-in
// starts a token family; using a refresh token retires it and issues the next one,
// and presenting a retired token again revokes the whole family (it was stolen or
// replayed).
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Aal, AuthResponse, AuthUser, Role } from '../../../shared/schemas/auth';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/open';
import { authFactors, authUsers, profiles, refreshTokens } from '../../db/schema';
import { unauthorized } from '../../lib/http-errors';
import { createOpaqueToken, hashToken } from '../../lib/secure-random';
import { signAccessToken } from './access-token';

export type IssuedSession = AuthResponse & { refreshToken: string; refreshExpiresAt: Date };

type SessionUser = { id: string; email: string; name: string; role: Role; createdAt: Date };

export async function loadSessionUser(db: Queryable, userId: string): Promise<SessionUser | undefined> {
  const [row] = await db
    .select({
      id: authUsers.id,
      email: authUsers.email,
      name: authUsers.name,
      role: profiles.role,
      createdAt: authUsers.createdAt,
    })
    .from(authUsers)
    .innerJoin(profiles, eq(profiles.id, authUsers.id))
    .where(eq(authUsers.id, userId));
  return row ? { ...row, role: row.role === 'admin' ? 'admin' : 'broker' } : undefined;
}

export async function hasVerifiedFactor(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: authFactors.id })
    .from(authFactors)
    .where(and(eq(authFactors.userId, userId), eq(authFactors.status, 'verified')))
    .limit(1);
  return !!row;
}

export function presentAuthUser(user: SessionUser, aal: Aal, mfa: boolean): AuthUser {
  return {
    id: user.id,
    email: user.email,
    user_metadata: { name: user.name },
    role: user.role,
    aal,
    next_aal: mfa ? 'aal2' : 'aal1',
    created_at: user.createdAt.toISOString(),
  };
}

/** Starts a new token family (or continues `familyId`) and returns both tokens. */
export async function issueSession(
  ctx: AppContext,
  db: Queryable,
  user: SessionUser,
  aal: Aal,
  familyId: string = randomUUID(),
): Promise<IssuedSession> {
  const mfa = await hasVerifiedFactor(db, user.id);
  const refreshToken = createOpaqueToken();
  const refreshExpiresAt = new Date(Date.now() + ctx.config.refreshTokenTtlDays * 86_400_000);
  await db.insert(refreshTokens).values({
    userId: user.id,
    familyId,
    tokenHash: hashToken(refreshToken),
    aal,
    expiresAt: refreshExpiresAt,
  });
  const { token, expiresAt } = await signAccessToken(
    ctx.keys,
    { sub: user.id, sid: familyId, role: user.role, aal, mfa },
    ctx.config.accessTokenTtlSeconds,
    ctx.config.publicUrl,
  );
  return {
    session: {
      access_token: token,
      token_type: 'bearer',
      expires_in: ctx.config.accessTokenTtlSeconds,
      expires_at: expiresAt,
    },
    user: presentAuthUser(user, aal, mfa),
    refreshToken,
    refreshExpiresAt,
  };
}

type RefreshOutcome =
  | { kind: 'ok'; session: IssuedSession }
  | { kind: 'reused' }
  | { kind: 'invalid' };

export async function refreshSession(ctx: AppContext, presented: string): Promise<IssuedSession> {
  const outcome = await ctx.db.transaction(async (tx): Promise<RefreshOutcome> => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(presented)))
      .for('update');
    if (!row) return { kind: 'invalid' };
    if (row.usedAt || row.revokedAt) {
      // Committed, not rolled back with the refusal: the family stays revoked.
      await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      return { kind: 'reused' };
    }
    if (row.expiresAt.getTime() <= Date.now()) return { kind: 'invalid' };
    await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, row.id));
    const user = await loadSessionUser(tx, row.userId);
    if (!user) return { kind: 'invalid' };
    const aal = row.aal === 'aal2' ? 'aal2' : 'aal1';
    return { kind: 'ok', session: await issueSession(ctx, tx, user, aal, row.familyId) };
  });
  if (outcome.kind === 'reused') ctx.log.warn('refresh token reused; its family was revoked');
  if (outcome.kind !== 'ok') throw unauthorized(AUTH_MESSAGES.sessionExpired);
  return outcome.session;
}

export async function revokeFamilyOfToken(db: Queryable, presented: string): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(presented)));
  if (row) await revokeFamily(db, row.familyId);
}

export async function revokeFamily(db: Queryable, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes every session of the user, except the family `exceptFamilyId` if given. */
export async function revokeAllSessions(db: Queryable, userId: string, exceptFamilyId?: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
      ),
    );
}
