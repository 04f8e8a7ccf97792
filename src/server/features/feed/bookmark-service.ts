// Bookmarks: stored per broker, idempotent both ways, only on posts the caller may see.
import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/open.ts';
import { postBookmarks } from '#server/db/schema.ts';
import { requireVisiblePost } from './visible-post';

export async function setBookmark(
  db: Db,
  viewerId: string,
  postId: string,
  bookmarked: boolean,
): Promise<{ is_bookmarked: boolean }> {
  await db.transaction(async (tx) => {
    const post = await requireVisiblePost(tx, viewerId, postId);
    if (bookmarked) {
      await tx.insert(postBookmarks).values({ postId: post.id, userId: viewerId }).onConflictDoNothing();
    } else {
      await tx
        .delete(postBookmarks)
        .where(and(eq(postBookmarks.postId, post.id), eq(postBookmarks.userId, viewerId)));
    }
  });
  return { is_bookmarked: bookmarked };
}
