// A broker's vanity URLs, current and former (decision 024). Links shared with a former
// vanity keep working (the public pages answer 301 to the current one), so a former one
// is never handed to another broker while it forwards: vanity_urls' primary key settles
// that, also for two brokers claiming one free vanity at the same instant. The broker
// may take their own former vanity back. Only the newest FORMER_KEPT former ones are kept
// (one broker cannot hold a long list of names); an older one stops forwarding and is free.
import { and, desc, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import { PROFILE_MESSAGES } from '#shared/schemas/profiles.ts';
import type { Queryable } from '#server/db/open.ts';
import { profiles, vanityUrls } from '#server/db/schema.ts';
import { conflict } from '#server/lib/http-errors.ts';

export const FORMER_VANITY_URLS_KEPT = 5;

/**
 * Records a profile save's vanity URL, on the save's transaction: `to` is claimed for
 * the broker (409 when it forwards to another broker), `from` (if it changed) becomes a
 * former one of theirs. Values are lower-cased by the profile schema.
 */
export async function recordVanityChange(
  tx: Queryable,
  profileId: string,
  from: string | null,
  to: string | null,
): Promise<void> {
  if (to) {
    const claimed = await tx
      .insert(vanityUrls)
      .values({ vanityUrl: to, profileId, releasedAt: null })
      .onConflictDoUpdate({
        target: vanityUrls.vanityUrl,
        set: { releasedAt: null },
        // Only the broker's own row: another broker's former vanity stays theirs.
        setWhere: eq(vanityUrls.profileId, profileId),
      })
      .returning({ vanityUrl: vanityUrls.vanityUrl });
    if (claimed.length === 0) {
      const [holder] = await tx
        .select({ releasedAt: vanityUrls.releasedAt })
        .from(vanityUrls)
        .where(eq(vanityUrls.vanityUrl, to));
      const forwards = holder?.releasedAt != null;
      throw conflict(
        forwards ? PROFILE_MESSAGES.vanityForwards : PROFILE_MESSAGES.vanityTaken,
        'vanity_url',
      );
    }
  }
  const former = from?.toLowerCase();
  if (!former || former === to) return;
  await tx
    .insert(vanityUrls)
    .values({ vanityUrl: former, profileId, releasedAt: new Date() })
    .onConflictDoUpdate({
      target: vanityUrls.vanityUrl,
      set: { releasedAt: new Date() },
      setWhere: eq(vanityUrls.profileId, profileId),
    });
  const kept = tx
    .select({ vanityUrl: vanityUrls.vanityUrl })
    .from(vanityUrls)
    .where(and(eq(vanityUrls.profileId, profileId), isNotNull(vanityUrls.releasedAt)))
    .orderBy(desc(vanityUrls.releasedAt), desc(vanityUrls.vanityUrl))
    .limit(FORMER_VANITY_URLS_KEPT);
  await tx
    .delete(vanityUrls)
    .where(
      and(
        eq(vanityUrls.profileId, profileId),
        isNotNull(vanityUrls.releasedAt),
        notInArray(vanityUrls.vanityUrl, kept),
      ),
    );
}

/** The broker a former vanity URL (any letter case) forwards to, if any. */
export async function findBrokerByFormerVanity(
  db: Queryable,
  vanity: string,
): Promise<{ id: string; vanityUrl: string | null } | undefined> {
  const [row] = await db
    .select({ id: profiles.id, vanityUrl: profiles.vanityUrl })
    .from(vanityUrls)
    .innerJoin(profiles, eq(profiles.id, vanityUrls.profileId))
    .where(
      and(
        eq(vanityUrls.vanityUrl, vanity.toLowerCase()),
        isNotNull(vanityUrls.releasedAt),
        // Taken back as the current one meanwhile: no forwarding to itself.
        sql`${profiles.vanityUrl} is distinct from ${vanity.toLowerCase()}`,
      ),
    );
  return row;
}
