// The post an action (like, comment, bookmark, report) is about, if the caller may see
// it: else 404 postNotFound. Locked FOR KEY SHARE, so the post cannot be deleted under
// the action's insert (which would otherwise fail on its foreign key).
import { and, eq } from 'drizzle-orm';
import { FEED_MESSAGES } from '#shared/schemas/feed.ts';
import type { Queryable } from '#server/db/open.ts';
import { socialPosts } from '#server/db/schema.ts';
import { notFound } from '#server/lib/http-errors.ts';
import { postVisibleTo } from './post-visibility';

export type PostRef = { id: string; authorId: string };

export async function requireVisiblePost(
  q: Queryable,
  viewerId: string,
  postId: string,
): Promise<PostRef> {
  const [row] = await q
    .select({ id: socialPosts.id, authorId: socialPosts.userId })
    .from(socialPosts)
    .where(and(eq(socialPosts.id, postId), postVisibleTo(viewerId)))
    .for('key share');
  if (!row) throw notFound(FEED_MESSAGES.postNotFound);
  return row;
}
