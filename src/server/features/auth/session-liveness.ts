// Access tokens die with their session. A token names its session (`sid`, the refresh
// token family); the session is alive while the family holds a refresh token that is
// neither used, revoked nor expired. Every authenticated request asks this, so answers
// are kept in memory: a revoked or ended session never comes back, so that answer is
// kept for good; 'alive' for ALIVE_TTL_MS at most. Revocations reach every instance at
// once through NOTIFY (session-revocation.ts), and the instance that revoked forgets
// its copy itself right after the commit.
import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/open.ts';
import { refreshTokens } from '#server/db/schema.ts';

export type SessionLiveness = {
  isAlive(sid: string): Promise<boolean>;
  /** These sessions were revoked: answer from the database next time. */
  forget(sids: readonly string[]): void;
  /** Revocations may have been missed (the listener reconnected). */
  forgetAll(): void;
};

const ALIVE_TTL_MS = 30_000;
const MAX_ENTRIES = 100_000;

export function createSessionLiveness(db: Db): SessionLiveness {
  // sid -> when 'alive' was read (ms), or 0 for 'dead' (final).
  const known = new Map<string, number>();
  // Bumped by every forget: a read that started before a revocation committed must not
  // store its stale 'alive' after the revoker forgot the session.
  let epoch = 0;
  return {
    async isAlive(sid) {
      const at = known.get(sid);
      if (at === 0) return false;
      if (at !== undefined && Date.now() - at < ALIVE_TTL_MS) return true;
      const readAt = Date.now();
      const startedIn = epoch;
      const alive = await readIsAlive(db, sid);
      if (startedIn !== epoch) return alive;
      // Oldest first in a Map: a full cache drops its oldest answers.
      if (known.size >= MAX_ENTRIES) known.delete(known.keys().next().value as string);
      known.delete(sid);
      known.set(sid, alive ? readAt : 0);
      return alive;
    },
    forget(sids) {
      epoch++;
      for (const sid of sids) known.delete(sid);
    },
    forgetAll() {
      epoch++;
      known.clear();
    },
  };
}

/** The live refresh tokens of session `sid`: neither used, revoked nor expired (what keeps it alive). */
export function liveTokensOf(sid: string): SQL | undefined {
  return and(
    eq(refreshTokens.familyId, sid),
    isNull(refreshTokens.usedAt),
    isNull(refreshTokens.revokedAt),
    gt(refreshTokens.expiresAt, sql`now()`),
  );
}

async function readIsAlive(db: Db, sid: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(refreshTokens)
    .where(liveTokensOf(sid))
    .limit(1);
  return !!row;
}
