// Reading comments with their author (one statement per list), oldest first.
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { FEED_MESSAGES, type Comment } from '#shared/schemas/feed.ts';
import type { Queryable } from '#server/db/open.ts';
import { postComments, profiles } from '#server/db/schema.ts';

export async function selectComments(q: Queryable, viewerId: string, where: SQL): Promise<Comment[]> {
  const rows = await q
    .select({
      id: postComments.id,
      post_id: postComments.postId,
      user_id: postComments.userId,
      content: postComments.content,
      createdAt: postComments.createdAt,
      updatedAt: postComments.updatedAt,
      user_name: sql<string>`coalesce(nullif(btrim(${profiles.fullName}), ''), ${FEED_MESSAGES.unknownUser})`,
      avatar_url: profiles.avatarUrl,
    })
    .from(postComments)
    .leftJoin(profiles, eq(profiles.id, postComments.userId))
    .where(where)
    .orderBy(asc(postComments.createdAt), asc(postComments.id));
  return rows.map(({ createdAt, updatedAt, ...rest }) => ({
    ...rest,
    created_at: createdAt.toISOString(),
    updated_at: updatedAt.toISOString(),
    is_edited: updatedAt.getTime() !== createdAt.getTime(),
    is_own: rest.user_id === viewerId,
  }));
}

export async function findComment(q: Queryable, viewerId: string, commentId: string): Promise<Comment | undefined> {
  const [comment] = await selectComments(q, viewerId, eq(postComments.id, commentId));
  return comment;
}

export async function commentsCountOf(q: Queryable, postId: string): Promise<number> {
  const [row] = await q.select({ n: count() }).from(postComments).where(eq(postComments.postId, postId));
  return row?.n ?? 0;
}

export const commentsOfPost = (postId: string) => and(eq(postComments.postId, postId)) as SQL;
