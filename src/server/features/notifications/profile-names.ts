// Current names of brokers by id, in one query: notifications show today's name, not
// the one a broker had when the notification was written.
import { inArray } from 'drizzle-orm';
import type { Queryable } from '#server/db/open.ts';
import { profiles } from '#server/db/schema.ts';

export async function loadProfileNames(q: Queryable, ids: Iterable<string>): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await q
    .select({ id: profiles.id, fullName: profiles.fullName })
    .from(profiles)
    .where(inArray(profiles.id, unique));
  return new Map(rows.map((r) => [r.id, r.fullName]));
}
