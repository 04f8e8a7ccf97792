// Reading posts as the feed shows them: author name and avatar, like and comment
// counts and the reader's own like and bookmark, all in ONE statement per page
// (correlated sub-selects, no query per post). Every read filters through
// postVisibleTo().
import { and, desc, eq, sql } from 'drizzle-orm';
import { FEED_MESSAGES, type FeedPage, type Post } from '../../../shared/schemas/feed';
import type { Queryable } from '../../db/open';
import { postBookmarks, postComments, postLikes, profiles, socialPosts } from '../../db/schema';
import { postVisibleTo } from './post-visibility';

function postColumns(viewerId: string) {
  return {
    id: socialPosts.id,
    user_id: socialPosts.userId,
    content: socialPosts.content,
    image_url: socialPosts.imageUrl,
    createdAt: socialPosts.createdAt,
    user_name: sql<string>`coalesce(nullif(btrim(${profiles.fullName}), ''), ${FEED_MESSAGES.unknownUser})`,
    avatar_url: profiles.avatarUrl,
    likes_count: sql<number>`(select count(*)::int from ${postLikes} where ${postLikes.postId} = ${socialPosts.id})`.mapWith(Number),
    comments_count: sql<number>`(select count(*)::int from ${postComments} where ${postComments.postId} = ${socialPosts.id})`.mapWith(Number),
    is_liked: sql<boolean>`exists (select 1 from ${postLikes} where ${postLikes.postId} = ${socialPosts.id} and ${postLikes.userId} = ${viewerId})`.mapWith(Boolean),
    is_bookmarked: sql<boolean>`exists (select 1 from ${postBookmarks} where ${postBookmarks.postId} = ${socialPosts.id} and ${postBookmarks.userId} = ${viewerId})`.mapWith(Boolean),
  };
}

type PostRow = { createdAt: Date } & Omit<Post, 'created_at' | 'is_own'>;

function present(row: PostRow, viewerId: string): Post {
  const { createdAt, ...rest } = row;
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
 * A page of the feed, newest first (created_at desc, id desc). `before` is the id of
 * the last post already shown; the page holds the posts strictly after it in that order.
 */
export async function listFeed(
  q: Queryable,
  viewerId: string,
  query: { before?: string | undefined; limit: number },
): Promise<FeedPage> {
  const cursor = query.before
    ? sql`(${socialPosts.createdAt}, ${socialPosts.id}) < (select c.created_at, c.id from ${socialPosts} c where c.id = ${query.before})`
    : undefined;
  const rows = await selectPosts(q, viewerId)
    .where(and(postVisibleTo(viewerId), cursor))
    .orderBy(desc(socialPosts.createdAt), desc(socialPosts.id))
    .limit(query.limit + 1);
  return {
    items: rows.slice(0, query.limit).map((row) => present(row, viewerId)),
    has_more: rows.length > query.limit,
  };
}
