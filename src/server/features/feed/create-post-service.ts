// Creating a post: the form is validated and its image re-encoded in memory first
// (post-form.ts); only then is the file written, and the row inserted last with its
// post.created event on the same transaction. If the insert fails the file is removed,
// so a refused or failed post leaves neither a row nor a file behind.
import type { Post } from '#shared/schemas/feed.ts';
import type { AppContext } from '#server/app-context.ts';
import { socialPosts } from '#server/db/schema.ts';
import { publishPostCreated } from './post-events';
import type { PostForm } from './post-form';
import { removeFolder, storePostImage, type StoredPostImage } from '#server/lib/media/post-image.ts';
import { findVisiblePost } from './post-queries';

export async function createPost(ctx: AppContext, authorId: string, form: PostForm): Promise<Post> {
  const stored: StoredPostImage | null = form.image
    ? await storePostImage(ctx.storage, form.image)
    : null;
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(socialPosts)
        .values({ userId: authorId, content: form.content, imageUrl: stored?.url ?? null })
        .returning({ id: socialPosts.id });
      if (!row) throw new Error('insert returned no row');
      await publishPostCreated(tx, row.id, authorId);
      const created = await findVisiblePost(tx, authorId, row.id);
      if (!created) throw new Error('the new post is not visible to its author');
      return created;
    });
  } catch (error) {
    if (stored) await removeFolder(ctx.storage, stored.folder);
    throw error;
  }
}
