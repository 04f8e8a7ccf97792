// Liking and unliking (spec sections 4, 8): the post_likes primary key decides a
// duplicate (insert ... on conflict do nothing; no row back = already liked, 409), so
// any number of parallel likes by one broker leave one row. The count is read back on
// the same transaction and published as post.changed to the post's audience.
import { and, count, eq } from 'drizzle-orm';
import { FEED_MESSAGES, type LikeState } from '#shared/schemas/feed.ts';
import type { Db, Queryable } from '#server/db/open.ts';
import { postLikes } from '#server/db/schema.ts';
import { conflict } from '#server/lib/http-errors.ts';
import { publishPostChanged } from './post-events';
import { requireVisiblePost } from './visible-post';

export async function likePost(db: Db, viewerId: string, postId: string): Promise<LikeState> {
  const state = await db.transaction(async (tx) => {
    const post = await requireVisiblePost(tx, viewerId, postId);
    const inserted = await tx
      .insert(postLikes)
      .values({ postId: post.id, userId: viewerId })
      .onConflictDoNothing()
      .returning({ postId: postLikes.postId });
    if (inserted.length === 0) return null;
    const likes = await likesOf(tx, post.id);
    await publishPostChanged(tx, post.authorId, { post_id: post.id, change: 'liked', likes_count: likes });
    return { likes_count: likes, is_liked: true };
  });
  if (!state) throw conflict(FEED_MESSAGES.alreadyLiked);
  return state;
}

export async function unlikePost(db: Db, viewerId: string, postId: string): Promise<LikeState> {
  return db.transaction(async (tx) => {
    const post = await requireVisiblePost(tx, viewerId, postId);
    const removed = await tx
      .delete(postLikes)
      .where(and(eq(postLikes.postId, post.id), eq(postLikes.userId, viewerId)))
      .returning({ postId: postLikes.postId });
    const likes = await likesOf(tx, post.id);
    if (removed.length > 0) {
      await publishPostChanged(tx, post.authorId, { post_id: post.id, change: 'unliked', likes_count: likes });
    }
    return { likes_count: likes, is_liked: false };
  });
}

async function likesOf(q: Queryable, postId: string): Promise<number> {
  const [row] = await q.select({ n: count() }).from(postLikes).where(eq(postLikes.postId, postId));
  return Math.max(0, row?.n ?? 0);
}
