// posts.json (the broker's posts, comments, likes and bookmarks), posts.csv and
// comments.csv, and each post's image under posts/.
import { asc, eq } from 'drizzle-orm';
import { postBookmarks, postComments, postLikes, socialPosts } from '#server/db/schema.ts';
import { storageKeyOfUrl } from '#server/lib/media/media-urls.ts';
import { cursorOf, ownedRows, type Cursor } from '../export-cursor';
import { csvDocument, isoOrNull, jsonDocument, listOf, mapped, type CsvColumn } from '../export-format';
import type { ExportSection } from './export-section';

type Post = Cursor & {
  content: string;
  imageUrl: string | null;
  hiddenAt: Date | null;
  createdAt: Date;
  likes: number;
  comments: number;
};
type Comment = Cursor & { postId: string; content: string; createdAt: Date; updatedAt: Date };

const imagePath = (postId: string) => `posts/${postId}.webp`;

export const postsSection: ExportSection = async (ctx, owner, out) => {
  const posts = (): AsyncGenerator<Post> =>
    ownedRows(
      () =>
        ctx.db
          .select({
            id: socialPosts.id,
            cursor: cursorOf(socialPosts.createdAt),
            content: socialPosts.content,
            imageUrl: socialPosts.imageUrl,
            hiddenAt: socialPosts.hiddenAt,
            createdAt: socialPosts.createdAt,
            likes: ctx.db.$count(postLikes, eq(postLikes.postId, socialPosts.id)),
            comments: ctx.db.$count(postComments, eq(postComments.postId, socialPosts.id)),
          })
          .from(socialPosts)
          .$dynamic(),
      socialPosts,
      eq(socialPosts.userId, owner.id),
    );
  const comments = (): AsyncGenerator<Comment> =>
    ownedRows(
      () =>
        ctx.db
          .select({
            id: postComments.id,
            cursor: cursorOf(postComments.createdAt),
            postId: postComments.postId,
            content: postComments.content,
            createdAt: postComments.createdAt,
            updatedAt: postComments.updatedAt,
          })
          .from(postComments)
          .$dynamic(),
      postComments,
      eq(postComments.userId, owner.id),
    );

  // A like and a bookmark are alike: which post the broker marked, and when.
  const marksOf = (table: typeof postLikes | typeof postBookmarks) =>
    listOf(
      ctx.db
        .select({ post_id: table.postId, created_at: table.createdAt })
        .from(table)
        .where(eq(table.userId, owner.id))
        .orderBy(asc(table.createdAt)),
    );

  for await (const post of posts()) {
    const key = post.imageUrl ? storageKeyOfUrl(post.imageUrl) : null;
    if (key) out.stored(imagePath(post.id), key);
  }

  out.text('posts.json', () =>
    jsonDocument(
      {},
      {
        posts: mapped(posts(), (p) => ({
          id: p.id,
          content: p.content,
          image: p.imageUrl && storageKeyOfUrl(p.imageUrl) ? imagePath(p.id) : null,
          likes: p.likes,
          comments: p.comments,
          hidden_by_moderators: p.hiddenAt !== null,
          created_at: isoOrNull(p.createdAt),
        })),
        comments: mapped(comments(), (c) => ({
          id: c.id,
          post_id: c.postId,
          content: c.content,
          created_at: isoOrNull(c.createdAt),
          updated_at: isoOrNull(c.updatedAt),
        })),
        likes: marksOf(postLikes),
        bookmarks: marksOf(postBookmarks),
      },
    ),
  );
  out.text('posts.csv', () => csvDocument(POST_COLUMNS, posts()));
  out.text('comments.csv', () => csvDocument(COMMENT_COLUMNS, comments()));
};

const POST_COLUMNS: readonly CsvColumn<Post>[] = [
  ['id', (p) => p.id],
  ['created_at', (p) => p.createdAt],
  ['content', (p) => p.content],
  ['has_image', (p) => (p.imageUrl ? 'yes' : 'no')],
  ['likes', (p) => p.likes],
  ['comments', (p) => p.comments],
];

const COMMENT_COLUMNS: readonly CsvColumn<Comment>[] = [
  ['id', (c) => c.id],
  ['post_id', (c) => c.postId],
  ['created_at', (c) => c.createdAt],
  ['updated_at', (c) => c.updatedAt],
  ['content', (c) => c.content],
];
