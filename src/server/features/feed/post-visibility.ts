// The one place that says who may see a social post: its author and the author's
// accepted connections, and nobody once an admin has hidden it (hidden_at set). Admins
// get no exception here: they see hidden posts only through the report review. The
// feed, a single post, likes, comments, bookmarks and reports all filter through
// postVisibleTo(), and every live event goes to postAudience(): the same network.
import { and, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '#server/db/open.ts';
import { socialPosts } from '#server/db/schema.ts';
import { brokerAndConnectionIds } from '../connections';

/** A WHERE condition on `social_posts`: the posts `viewerId` may see. */
export function postVisibleTo(viewerId: string): SQL {
  return and(postShown(socialPosts), inArray(socialPosts.userId, postAuthorsVisibleTo(viewerId))) as SQL;
}

/*
 * The same rule in its two parts, for a read that walks authors first (the feed page
 * takes at most a page from each author): postVisibleTo() is exactly "the author is one
 * of postAuthorsVisibleTo() and postShown()".
 */

/** The authors whose posts `viewerId` may see, as a sub-select of ids: themselves and their accepted connections. */
export function postAuthorsVisibleTo(viewerId: string): SQL {
  return brokerAndConnectionIds(viewerId);
}

/** A post anyone may see at all: not hidden by an admin. `posts` may be an alias of social_posts. */
export function postShown(posts: { hiddenAt: AnyPgColumn }): SQL {
  return isNull(posts.hiddenAt);
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
