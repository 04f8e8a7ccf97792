// Sessions: a short-lived access token plus a rotating refresh token. Each sign-in
// starts a token family; using a refresh token retires it and issues the next one,
// and presenting a retired token again revokes the whole family (it was stolen or
// replayed).
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { Aal, AuthResponse, AuthUser, Role } from '#shared/schemas/auth.ts';
import { AUTH_MESSAGES } from '#shared/schemas/auth.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Queryable } from '#server/db/open.ts';
import { authFactors, authUsers, profiles, refreshTokens } from '#server/db/schema.ts';
import { unauthorized } from '#server/lib/http-errors.ts';
import { announceSessionsRevoked } from '#server/lib/realtime/sessions-revoked.ts';
import { createOpaqueToken, hashToken } from '#server/lib/secure-random.ts';
import { signAccessToken } from './access-token';
import { liveTokensOf } from './session-liveness';

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
  | { kind: 'reused'; revoked: string[] }
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
      return { kind: 'reused', revoked: await revokeFamily(tx, row.familyId) };
    }
    if (row.expiresAt.getTime() <= Date.now()) return { kind: 'invalid' };
    await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, row.id));
    const user = await loadSessionUser(tx, row.userId);
    if (!user) return { kind: 'invalid' };
    const aal = row.aal === 'aal2' ? 'aal2' : 'aal1';
    return { kind: 'ok', session: await issueSession(ctx, tx, user, aal, row.familyId) };
  });
  if (outcome.kind === 'reused') {
    ctx.sessions.forget(outcome.revoked);
    ctx.log.warn('refresh token reused; its family was revoked');
  }
  if (outcome.kind !== 'ok') throw unauthorized(AUTH_MESSAGES.sessionExpired);
  return outcome.session;
}

/** Revokes the session (token family) of a presented refresh token; the ids revoked. */
export async function revokeFamilyOfToken(db: Queryable, presented: string): Promise<string[]> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(presented)));
  return row ? revokeFamily(db, row.familyId) : [];
}

/** Revokes one session; [familyId] if it still had tokens to revoke, else []. */
export function revokeFamily(db: Queryable, familyId: string): Promise<string[]> {
  return revokeSessions(db, eq(refreshTokens.familyId, familyId));
}

/** Revokes every session of the user, except the family `exceptFamilyId` if given. */
export function revokeAllSessions(db: Queryable, userId: string, exceptFamilyId?: string): Promise<string[]> {
  return revokeSessions(
    db,
    and(eq(refreshTokens.userId, userId), exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined),
  );
}

/**
 * Ends the session `familyId` only if it is alive (holds a live refresh token), in one
 * conditional update: false when it had already ended (signed out, revoked, expired).
 */
export async function endSessionIfAlive(db: Queryable, familyId: string): Promise<boolean> {
  const live = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(liveTokensOf(familyId))
    .returning({ id: refreshTokens.id });
  if (live.length === 0) return false;
  await revokeTokens(db, eq(refreshTokens.familyId, familyId));
  await announceSessionsRevoked(db, [familyId]);
  return true;
}

/**
 * Revokes the tokens `where` selects and announces their sessions to every instance
 * (on the caller's transaction, so only if it commits). The caller, after the commit,
 * hands the ids to ctx.sessions.forget so this instance stops trusting them at once.
 */
async function revokeSessions(db: Queryable, where: SQL | undefined): Promise<string[]> {
  const sessionIds = await revokeTokens(db, where);
  if (sessionIds.length > 0) await announceSessionsRevoked(db, sessionIds);
  return sessionIds;
}

async function revokeTokens(db: Queryable, where: SQL | undefined): Promise<string[]> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(isNull(refreshTokens.revokedAt), where))
    .returning({ familyId: refreshTokens.familyId });
  return [...new Set(rows.map((r) => r.familyId))];
}
