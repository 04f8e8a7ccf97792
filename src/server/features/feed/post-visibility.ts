// The one place that says who may see a social post: its author and the author's
// accepted connections, and nobody once an admin has hidden it (hidden_at set). Admins
// get no exception here: they see hidden posts only through the report review. The
// feed, a single post, likes, comments, bookmarks and reports all filter through
// postVisibleTo(), and every live event goes to postAudience(): the same network.
import { and, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#server/db/open.ts';
import { socialPosts } from '#server/db/schema.ts';
import { brokerAndConnectionIds } from '../connections';

/** A WHERE condition on `social_posts`: the posts `viewerId` may see. */
export function postVisibleTo(viewerId: string): SQL {
  return and(
    isNull(socialPosts.hiddenAt),
    inArray(socialPosts.userId, brokerAndConnectionIds(viewerId)),
  ) as SQL;
}

/**
 * Who may see the posts of `authorId` (connections are symmetric, so it is the author's
 * own network): the recipients of post.created and post.changed. Read on the caller's
 * transaction, so the audience is the one the change committed with.
 */
export async function postAudience(q: Queryable, authorId: string): Promise<string[]> {
  const rows = await q
    .select({ id: sql<string>`n.id` })
    .from(sql`${brokerAndConnectionIds(authorId)} as n(id)`);
  return rows.map((r) => r.id);
}
