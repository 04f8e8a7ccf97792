// Reading posts as the feed shows them: author name and avatar, like and comment
// counts and the reader's own like and bookmark, all in ONE statement per page
// (correlated sub-selects, no query per post). Every read filters through
// postVisibleTo().
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { FEED_MESSAGES, type FeedPage, type Post } from '#shared/schemas/feed.ts';
import type { Queryable } from '#server/db/open.ts';
import { postBookmarks, postComments, postLikes, profiles, socialPosts } from '#server/db/schema.ts';
import { postAuthorsVisibleTo, postShown, postVisibleTo } from './post-visibility';

function postColumns(viewerId: string) {
  return {
    id: socialPosts.id,
    user_id: socialPosts.userId,
    content: socialPosts.content,
    image_url: socialPosts.imageUrl,
    createdAt: socialPosts.createdAt,
    // created_at to the microsecond, for the feed cursor (a JS Date keeps milliseconds).
    cursorTime: sql<string>`to_char(${socialPosts.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    user_name: sql<string>`coalesce(nullif(btrim(${profiles.fullName}), ''), ${FEED_MESSAGES.unknownUser})`,
    avatar_url: profiles.avatarUrl,
    likes_count: sql<number>`(select count(*)::int from ${postLikes} where ${postLikes.postId} = ${socialPosts.id})`.mapWith(Number),
    comments_count: sql<number>`(select count(*)::int from ${postComments} where ${postComments.postId} = ${socialPosts.id})`.mapWith(Number),
    is_liked: sql<boolean>`exists (select 1 from ${postLikes} where ${postLikes.postId} = ${socialPosts.id} and ${postLikes.userId} = ${viewerId})`.mapWith(Boolean),
    is_bookmarked: sql<boolean>`exists (select 1 from ${postBookmarks} where ${postBookmarks.postId} = ${socialPosts.id} and ${postBookmarks.userId} = ${viewerId})`.mapWith(Boolean),
  };
}

type PostRow = { createdAt: Date; cursorTime: string } & Omit<Post, 'created_at' | 'is_own'>;

function present(row: PostRow, viewerId: string): Post {
  const { createdAt, cursorTime: _cursorTime, ...rest } = row;
  return { ...rest, created_at: createdAt.toISOString(), is_own: row.user_id === viewerId };
}

function selectPosts(q: Queryable, viewerId: string) {
  return q
    .select(postColumns(viewerId))
    .from(socialPosts)
    .leftJoin(profiles, eq(profiles.id, socialPosts.userId));
}

/** The post if `viewerId` may see it, else undefined. */
export async function findVisiblePost(
  q: Queryable,
  viewerId: string,
  postId: string,
): Promise<Post | undefined> {
  const [row] = await selectPosts(q, viewerId).where(
    and(eq(socialPosts.id, postId), postVisibleTo(viewerId)),
  );
  return row ? present(row, viewerId) : undefined;
}

/**
 * A page of the feed, newest first (created_at desc, id desc): the posts strictly after
 * the cursor's (created_at, id) in that order. The cursor is compared as values, so it
 * works after its post was deleted or hidden. `before` (a post id, resolved in the same
 * statement) is the older form: a deleted post there matches nothing and ends paging.
 */
export async function listFeed(
  q: Queryable,
  viewerId: string,
  query: {
    cursor?: { created_at: string; id: string } | undefined;
    before?: string | undefined;
    limit: number;
  },
): Promise<Omit<FeedPage, 'requirements'>> {
  const position = query.cursor
    ? sql`(${query.cursor.created_at}::timestamptz, ${query.cursor.id}::uuid)`
    : query.before
      ? sql`(select c.created_at, c.id from ${socialPosts} c where c.id = ${query.before})`
      : undefined;
  const rows = await selectPosts(q, viewerId)
    // postVisibleTo() again on the page's few rows: the rule stays the one filter of every read.
    .where(and(sql`${socialPosts.id} in ${newestVisiblePostIds(viewerId, position, query.limit + 1)}`, postVisibleTo(viewerId)))
    .orderBy(desc(socialPosts.createdAt), desc(socialPosts.id))
    .limit(query.limit + 1);
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map((row) => present(row, viewerId)),
    has_more: rows.length > query.limit,
    next_cursor: rows.length > query.limit && last ? `${last.cursorTime}_${last.id}` : null,
  };
}

const AUTHOR_POST = 'author_post';
const authorPost = alias(socialPosts, AUTHOR_POST);

/**
 * The ids of the `limit` newest posts `viewerId` may see after `position`: at most
 * `limit` from each visible author (the LATERAL walks social_posts_feed_idx, index only),
 * then the newest of those. So a page reads a page per author, never all their posts
 * (decision 046). The rule is postVisibleTo()'s, in its two parts.
 */
function newestVisiblePostIds(viewerId: string, position: SQL | undefined, limit: number): SQL {
  const after = position ? sql`(${authorPost.createdAt}, ${authorPost.id}) < ${position}` : undefined;
  return sql`(select latest.id from ${postAuthorsVisibleTo(viewerId)} as author(id)
    cross join lateral (
      select ${authorPost.id} as id, ${authorPost.createdAt} as created_at from ${socialPosts} as ${sql.identifier(AUTHOR_POST)}
      where ${and(sql`${authorPost.userId} = author.id`, postShown(authorPost), after)}
      order by ${authorPost.createdAt} desc, ${authorPost.id} desc
      limit ${limit}) as latest
    order by latest.created_at desc, latest.id desc
    limit ${limit})`;
}

/** Where a post stands in the feed's order (the older `before=<post id>` form); null if gone. */
export async function positionOfPost(q: Queryable, postId: string): Promise<{ created_at: string; id: string } | null> {
  const [row] = await q
    .select({
      created_at: sql<string>`to_char(${socialPosts.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      id: socialPosts.id,
    })
    .from(socialPosts)
    .where(eq(socialPosts.id, postId));
  return row ?? null;
}
