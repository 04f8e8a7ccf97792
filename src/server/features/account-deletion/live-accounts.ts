// Access tokens are stateless for 15 minutes; a deleted account's must stop working at
// once (decision 029). The guard and the realtime socket ask isLive() for every signed-in
// caller: a yes is cached for a minute per instance, a deletion's NOTIFY removes it on
// every instance at once (plugins/realtime.ts calls forget()), and a no is never cached,
// so an instance that started after the deletion asks the database and refuses too.
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/open';
import { authUsers } from '../../db/schema';

export type LiveAccounts = {
  isLive(userId: string): Promise<boolean>;
  /** These accounts were deleted (heard from the database's NOTIFY). */
  forget(userIds: readonly string[]): void;
  /** The listener reconnected and may have missed a deletion: ask the database again. */
  clear(): void;
};

const DEFAULT_TTL_MS = 60_000;
/** A bound on the cache; past it, it starts over (a burst of distinct users, not a leak). */
const MAX_ENTRIES = 100_000;

export function createLiveAccounts(db: Queryable, ttlMs = DEFAULT_TTL_MS): LiveAccounts {
  const liveUntil = new Map<string, number>();
  // Bumped by forget/clear, so an answer read from the database before a deletion was
  // heard is not cached after it.
  let generation = 0;
  return {
    async isLive(userId) {
      const until = liveUntil.get(userId);
      if (until !== undefined && until > Date.now()) return true;
      const asked = generation;
      const [row] = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.id, userId));
      if (!row) return false;
      if (asked === generation) {
        if (liveUntil.size >= MAX_ENTRIES) liveUntil.clear();
        liveUntil.set(userId, Date.now() + ttlMs);
      }
      return true;
    },
    forget(userIds) {
      generation += 1;
      for (const id of userIds) liveUntil.delete(id);
    },
    clear() {
      generation += 1;
      liveUntil.clear();
    },
  };
}
