// Editing and deleting a post: only its author (the owner id is part of every filter,
// so another broker's post is simply not found: 404, and nothing changes).
import { and, eq, isNull } from 'drizzle-orm';
import { FEED_MESSAGES, type Post } from '#shared/schemas/feed.ts';
import type { AppContext } from '#server/app-context.ts';
import { socialPosts } from '#server/db/schema.ts';
import { notFound } from '#server/lib/http-errors.ts';
import { publishPostChanged } from './post-events';
import { deletePostImage } from '#server/lib/media/post-image.ts';
import { findVisiblePost } from './post-queries';

export async function updateOwnPost(
  ctx: AppContext,
  authorId: string,
  postId: string,
  content: string,
): Promise<Post> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(socialPosts)
      .set({ content })
      .where(
        and(eq(socialPosts.id, postId), eq(socialPosts.userId, authorId), isNull(socialPosts.hiddenAt)),
      )
      .returning({ id: socialPosts.id });
    const updated = row && (await findVisiblePost(tx, authorId, row.id));
    if (!updated) throw notFound(FEED_MESSAGES.postNotFound);
    // Open feeds refetch the post: its text changed.
    await publishPostChanged(tx, authorId, { post_id: updated.id, change: 'updated' });
    return updated;
  });
}

/** Deletes the row (likes, comments, bookmarks and reports cascade), then its image. */
export async function deleteOwnPost(ctx: AppContext, authorId: string, postId: string): Promise<void> {
  const deleted = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(socialPosts)
      .where(and(eq(socialPosts.id, postId), eq(socialPosts.userId, authorId)))
      .returning({ id: socialPosts.id, imageUrl: socialPosts.imageUrl });
    if (!row) throw notFound(FEED_MESSAGES.postNotFound);
    await publishPostChanged(tx, authorId, { post_id: row.id, change: 'deleted' });
    return row;
  });
  await deletePostImage(ctx.storage, deleted.imageUrl);
}
