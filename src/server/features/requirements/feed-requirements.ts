// Requirement cards in the Community Feed (issue 19): the live requirements of the caller
// and their connections that the caller may see, in the time window of one feed page
// (newer than or equal to the page's end, older than its start), so the web app can mix
// them with the page's posts in time order while the feed still pages by posts. A window
// holds at most FEED_REQUIREMENTS_MAX, the newest.
import { and, desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { Requirement } from '#shared/schemas/requirements.ts';
import type { Queryable } from '#server/db/open.ts';
import { requirements } from '#server/db/schema.ts';
import type { Viewer } from '#server/lib/viewer.ts';
import { brokerAndConnectionIds } from '../connections';
import { visibleToMember } from '../properties';
import { presentRequirement } from './presenter';
import { selectRequirements } from './requirement-queries';

export const FEED_REQUIREMENTS_MAX = 20;

/** A point of the feed's order: created_at (to the microsecond, UTC) and id. */
export type FeedPosition = { created_at: string; id: string };

export async function listFeedRequirements(
  db: Queryable,
  viewer: Viewer,
  window: { newerThan?: FeedPosition | null | undefined; olderThan?: FeedPosition | null | undefined },
): Promise<Requirement[]> {
  const position = (p: FeedPosition) => sql`(${p.created_at}::timestamptz, ${p.id}::uuid)`;
  const where: SQL[] = [
    inArray(requirements.userId, brokerAndConnectionIds(viewer.id)),
    sql`${requirements.status} = 'active' and ${requirements.expiresAt} > now()`,
    visibleToMember(requirements, viewer.id),
  ];
  if (window.olderThan) where.push(sql`(${requirements.createdAt}, ${requirements.id}) < ${position(window.olderThan)}`);
  if (window.newerThan) where.push(sql`(${requirements.createdAt}, ${requirements.id}) > ${position(window.newerThan)}`);
  const rows = await selectRequirements(db, viewer.id)
    .where(and(...where))
    .orderBy(desc(requirements.createdAt), desc(requirements.id))
    .limit(FEED_REQUIREMENTS_MAX);
  return rows.map((row) => presentRequirement(row, viewer));
}
