// Access tokens die with their session, and the caller's role is read from the profile,
// not the token. Every authenticated request asks both, so one lookup answers them
// (decision 047): the session `sid` (a refresh token family) is alive while the family
// holds a refresh token that is neither used, revoked nor expired, and the same row
// joins the profile's role. Answers are kept in memory: 'ended' for good (a family
// never revives), 'alive' with the role for ALIVE_TTL_MS at most.
//
// What would make a kept answer wrong is announced on the realtime NOTIFY channel and
// heard by every instance: revoked sessions (session-revocation.ts; the revoking
// instance also forgets them itself right after the commit) and role changes (a trigger
// on profiles.role, so a role set by hand in SQL counts too). While that channel is
// down nothing is kept, and when it is back everything is forgotten.
import { and, eq, gt, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/open.ts';
import { profiles, refreshTokens } from '#server/db/schema.ts';
import { preparedOnce } from '#server/lib/prepared.ts';

export type SessionState = { alive: false } | { alive: true; isAdmin: boolean };

export type SessionLiveness = {
  /** Session `sid` of user `userId`: ended, or alive with the user's current role. */
  lookup(sid: string, userId: string): Promise<SessionState>;
  isAlive(sid: string, userId: string): Promise<boolean>;
  /** These sessions were revoked: answer from the database next time. */
  forget(sids: readonly string[]): void;
  /** These users' role changed: read it again for each of their sessions. */
  forgetUsers(userIds: readonly string[]): void;
  /** Revocations may have been missed (the listener reconnected). */
  forgetAll(): void;
  /**
   * The channel that announces revocations and role changes is down (false) or back
   * (true): while down, every answer comes from the database and none is kept.
   */
  setAnnouncementsHeard(heard: boolean): void;
};

const ALIVE_TTL_MS = 30_000;
const MAX_ENTRIES = 100_000;
const ENDED: SessionState = { alive: false };

type Known = { state: SessionState; userId: string; readAt: number };

export function createSessionLiveness(db: Db): SessionLiveness {
  const known = new Map<string, Known>();
  let heard = true;
  // Bumped by every forget: a read that started before a revocation or a role change
  // committed must not store its stale answer after the change was forgotten.
  let epoch = 0;
  const lookup = async (sid: string, userId: string): Promise<SessionState> => {
    const entry = known.get(sid);
    if (entry && entry.userId === userId) {
      if (!entry.state.alive) return ENDED;
      if (Date.now() - entry.readAt < ALIVE_TTL_MS) return entry.state;
    }
    const readAt = Date.now();
    const startedIn = epoch;
    const state = await readSession(db, sid, userId);
    if (!heard || startedIn !== epoch) return state;
    known.delete(sid);
    // Oldest first in a Map: a full cache drops its oldest answers.
    if (known.size >= MAX_ENTRIES) known.delete(known.keys().next().value as string);
    known.set(sid, { state, userId, readAt });
    return state;
  };
  return {
    lookup,
    async isAlive(sid, userId) {
      return (await lookup(sid, userId)).alive;
    },
    forget(sids) {
      epoch++;
      for (const sid of sids) known.delete(sid);
    },
    forgetUsers(userIds) {
      epoch++;
      const users = new Set(userIds);
      // Role changes are rare (an operator's SQL); one pass over the cache is cheap.
      for (const [sid, entry] of known) if (users.has(entry.userId)) known.delete(sid);
    },
    forgetAll() {
      epoch++;
      known.clear();
    },
    setAnnouncementsHeard(now) {
      epoch++;
      heard = now;
      known.clear();
    },
  };
}

/** The live refresh tokens of session `sid`: neither used, revoked nor expired (what keeps it alive). */
export function liveTokensOf(sid: string | Placeholder): SQL | undefined {
  return and(
    eq(refreshTokens.familyId, sid),
    isNull(refreshTokens.usedAt),
    isNull(refreshTokens.revokedAt),
    gt(refreshTokens.expiresAt, sql`now()`),
  );
}

// The hottest statement of the app: every authenticated request the memory cannot answer.
const sessionRead = preparedOnce((db) =>
  db
    .select({ role: profiles.role })
    .from(refreshTokens)
    .innerJoin(profiles, eq(profiles.id, refreshTokens.userId))
    .where(and(liveTokensOf(sql.placeholder('sid')), eq(refreshTokens.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('session_liveness'),
);

async function readSession(db: Db, sid: string, userId: string): Promise<SessionState> {
  const [row] = await sessionRead(db).execute({ sid, userId });
  return row ? { alive: true, isAdmin: row.role === 'admin' } : ENDED;
}
