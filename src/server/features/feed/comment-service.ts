// Comments (spec sections 3, 4, 5, 6): listed, added, edited and deleted only on posts
// the caller may see; edited and deleted only by their author (the author id is part
// of the filter, so another's comment is not found: 404). Each change publishes
// post.changed with the new comments_count to the post's audience, on its transaction.
import { and, eq, sql } from 'drizzle-orm';
import { FEED_MESSAGES, type Comment, type CommentList } from '#shared/schemas/feed.ts';
import type { Db, Queryable } from '#server/db/open.ts';
import { postComments } from '#server/db/schema.ts';
import { HttpError, notFound } from '#server/lib/http-errors.ts';
import { commentsCountOf, commentsOfPost, findComment, selectComments } from './comment-queries';
import { publishPostChanged } from './post-events';
import { requireVisiblePost, type PostRef } from './visible-post';

type CommentChange = 'comment_created' | 'comment_updated' | 'comment_deleted';

export async function listComments(db: Db, viewerId: string, postId: string): Promise<CommentList> {
  const post = await requireVisiblePost(db, viewerId, postId);
  return { items: await selectComments(db, viewerId, commentsOfPost(post.id)) };
}

export async function addComment(db: Db, viewerId: string, postId: string, content: string): Promise<Comment> {
  return db.transaction(async (tx) => {
    const post = await requireVisiblePost(tx, viewerId, postId);
    const [row] = await tx
      .insert(postComments)
      .values({ postId: post.id, userId: viewerId, content })
      .returning({ id: postComments.id });
    if (!row) throw new Error('insert returned no row');
    await publishCommentChange(tx, post, 'comment_created');
    return readBack(tx, viewerId, row.id);
  });
}

export async function updateOwnComment(
  db: Db,
  viewerId: string,
  commentId: string,
  content: string,
): Promise<Comment> {
  return db.transaction(async (tx) => {
    const post = await requirePostOfOwnComment(tx, viewerId, commentId);
    await tx
      .update(postComments)
      // clock_timestamp(), not now(): the edit must differ from created_at (is_edited).
      .set({ content, updatedAt: sql`clock_timestamp()` })
      .where(and(eq(postComments.id, commentId), eq(postComments.userId, viewerId)));
    await publishCommentChange(tx, post, 'comment_updated');
    return readBack(tx, viewerId, commentId);
  });
}

export async function deleteOwnComment(db: Db, viewerId: string, commentId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const post = await requirePostOfOwnComment(tx, viewerId, commentId);
    await tx
      .delete(postComments)
      .where(and(eq(postComments.id, commentId), eq(postComments.userId, viewerId)));
    await publishCommentChange(tx, post, 'comment_deleted');
  });
}

/** The visible post of the caller's own comment, else 404 commentNotFound. */
async function requirePostOfOwnComment(q: Queryable, viewerId: string, commentId: string): Promise<PostRef> {
  const [comment] = await q
    .select({ postId: postComments.postId })
    .from(postComments)
    .where(and(eq(postComments.id, commentId), eq(postComments.userId, viewerId)))
    .for('update');
  if (!comment) throw notFound(FEED_MESSAGES.commentNotFound);
  try {
    return await requireVisiblePost(q, viewerId, comment.postId);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404)
      throw notFound(FEED_MESSAGES.commentNotFound);
    throw error;
  }
}

async function publishCommentChange(q: Queryable, post: PostRef, change: CommentChange) {
  const comments = await commentsCountOf(q, post.id);
  await publishPostChanged(q, post.authorId, { post_id: post.id, change, comments_count: comments });
}

async function readBack(q: Queryable, viewerId: string, commentId: string): Promise<Comment> {
  const comment = await findComment(q, viewerId, commentId);
  if (!comment) throw new Error('the comment could not be read back');
  return comment;
}
