// The one place that says who may see a social post: its author and the author's
// accepted connections, and nobody once an admin has hidden it (hidden_at set). Admins
// get no exception here: they see hidden posts only through the report review. The
// feed, a single post, likes, comments, bookmarks and reports all filter through
// postVisibleTo(), and every live event goes to postAudience(): the same network.
import { and, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/open';
import { connections, socialPosts } from '../../db/schema';

/**
 * `brokerId` and every broker with an accepted connection to them, as a sub-select
 * (one id column). Written as `user_id in (...)` so a feed page can walk the
 * social_posts (user_id, created_at) index instead of probing every post.
 */
function networkOf(brokerId: string): SQL {
  return sql`(select ${brokerId}::uuid
    union all select ${connections.recipientId} from ${connections} where ${connections.status} = 'accepted' and ${connections.requesterId} = ${brokerId}
    union all select ${connections.requesterId} from ${connections} where ${connections.status} = 'accepted' and ${connections.recipientId} = ${brokerId})`;
}

/** A WHERE condition on `social_posts`: the posts `viewerId` may see. */
export function postVisibleTo(viewerId: string): SQL {
  return and(isNull(socialPosts.hiddenAt), inArray(socialPosts.userId, networkOf(viewerId))) as SQL;
}

/**
 * Who may see the posts of `authorId` (connections are symmetric, so it is the author's
 * own network): the recipients of post.created and post.changed. Read on the caller's
 * transaction, so the audience is the one the change committed with.
 */
export async function postAudience(q: Queryable, authorId: string): Promise<string[]> {
  const rows = await q
    .select({ id: sql<string>`n.id` })
    .from(sql`${networkOf(authorId)} as n(id)`);
  return rows.map((r) => r.id);
}
