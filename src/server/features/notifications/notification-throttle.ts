// "One of these per key and window" (issue 17, mail bombing): a connection request sent,
// withdrawn and sent again fifteen times raises one notification and one e-mail, not
// fifteen. Claimed in the notification's transaction: the first claim in a window wins
// (a conflicting insert updates the row only when its window is over), so racing
// notifiers cannot both get through.
import { lt, sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/open.ts';
import { notificationThrottle } from '#server/db/schema.ts';

export type Once = { key: string; withinSeconds: number };

/** The keys claimed now; a key claimed within its window before is left out. */
export async function claimOnce(tx: Queryable, wanted: readonly Once[]): Promise<Set<string>> {
  const claimed = new Set<string>();
  // One statement per window length (there are one or two in a batch).
  const byWindow = new Map<number, string[]>();
  for (const { key, withinSeconds } of wanted) byWindow.set(withinSeconds, [...(byWindow.get(withinSeconds) ?? []), key]);
  for (const [withinSeconds, keys] of byWindow) {
    const rows = await tx
      .insert(notificationThrottle)
      .values([...new Set(keys)].map((key) => ({ key, lastAt: sql`now()` })))
      .onConflictDoUpdate({
        target: notificationThrottle.key,
        set: { lastAt: sql`now()` },
        setWhere: sql`${notificationThrottle.lastAt} <= now() - make_interval(secs => ${withinSeconds})`,
      })
      .returning({ key: notificationThrottle.key });
    for (const row of rows) claimed.add(row.key);
  }
  return claimed;
}

/** Claims whose windows are long over; kept small so claims stay index lookups. */
export async function pruneNotificationThrottle(db: Queryable): Promise<void> {
  await db.delete(notificationThrottle).where(lt(notificationThrottle.lastAt, sql`now() - interval '2 days'`));
}

