// The community feed (spec sections 2, 3, 4, 5, 6, 7, 8, 9): posts, likes, comments,
// bookmarks, shares and reports; the admin's review of reported posts.
import { z } from 'zod';
import { requirementSchema } from './requirements';
import { FEED_PAGE_SIZE, POST_MAX_LENGTH } from '../constants';
import { makePagedListSchema, pageNumberSchema } from './paging';

export const COMMENT_MAX_LENGTH = 1000;

export const FEED_MESSAGES = {
  // Validation (spec section 5)
  postEmpty: 'Post cannot be empty',
  postTooLong: `Post must be at most ${POST_MAX_LENGTH} characters`,
  commentEmpty: 'Comment cannot be empty',
  commentTooLong: `Comment must be at most ${COMMENT_MAX_LENGTH} characters`,
  postNotFound: 'Post not found',
  commentNotFound: 'Comment not found',
  reportOwn: 'You cannot report your own post',
  reportNotFound: 'Report not found',
  // Toasts (spec section 8)
  uploadFailed: 'Upload failed',
  postFailed: 'Failed to post',
  genericError: 'Error',
  genericErrorDescription: 'Something went wrong. Please try again.',
  posted: 'Post successful',
  postedDescription: 'Your post has been shared with your network.',
  commentPostFailed: 'Failed to post comment',
  commentDeleteFailed: 'Failed to delete comment',
  commentUpdateFailed: 'Failed to update comment',
  likeFailed: 'Error: Failed to process your request',
  alreadyLiked: 'You have already liked this post',
  likeAuthRequired: 'Authentication required: Please log in to like posts',
  postDeleteFailed: 'Failed to delete post',
  shareFailed: 'Could not share post',
  commentPosted: 'Comment posted',
  commentDeleted: 'Comment deleted',
  commentUpdated: 'Comment updated',
  liked: 'Post liked',
  unliked: 'Post unliked',
  postDeleted: 'Post deleted',
  feedRefreshed: 'Feed refreshed',
  linkCopied: 'Post link copied to clipboard',
  reported: 'Post reported. Our team will review it shortly.',
  bookmarked: 'Post added to bookmarks',
  unbookmarked: 'Post removed from bookmarks',
  newPostNotice: 'Someone in your network has posted something new',
  unknownUser: 'Unknown User',
} as const;

/** The `data` part of POST /api/posts (multipart; the optional image is the `image` part). */
export const createPostInputSchema = z.strictObject({
  content: z
    .string({ error: FEED_MESSAGES.postEmpty })
    .trim()
    .min(1, { error: FEED_MESSAGES.postEmpty })
    .max(POST_MAX_LENGTH, { error: FEED_MESSAGES.postTooLong }),
});
export type CreatePostInput = z.input<typeof createPostInputSchema>;

export const updatePostInputSchema = createPostInputSchema;
export type UpdatePostInput = z.input<typeof updatePostInputSchema>;

export const postSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  content: z.string(),
  image_url: z.string().nullable(),
  created_at: z.string(),
  /** 'Unknown User' when the author's profile is missing. */
  user_name: z.string(),
  avatar_url: z.string().nullable(),
  likes_count: z.number().int().min(0),
  comments_count: z.number().int().min(0),
  is_liked: z.boolean(),
  is_bookmarked: z.boolean(),
  is_own: z.boolean(),
});
export type Post = z.infer<typeof postSchema>;

// A feed position: the last post's created_at to the microsecond (UTC) and its id, e.g.
// `2026-11-23T09:15:02.123456Z_<uuid>`. Paging compares these values, so the post the
// cursor came from may be deleted or hidden meanwhile and the next page is still right.
const FEED_CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** A real instant: month 13 or 30 February would otherwise reach the database. */
function isRealInstant(iso: string): boolean {
  const millis = `${iso.slice(0, 23)}Z`;
  const time = Date.parse(millis);
  return !Number.isNaN(time) && new Date(time).toISOString() === millis;
}

export const feedCursorSchema = z
  .string()
  .regex(FEED_CURSOR, 'Invalid feed cursor')
  .refine((value) => isRealInstant(value.slice(0, 27)), 'Invalid feed cursor')
  .transform((value) => ({ created_at: value.slice(0, 27), id: value.slice(28) }));

/**
 * GET /api/feed?cursor=<next_cursor>&limit=5: own posts and accepted connections', newest
 * first. `before=<post id>` (the post shown last) is the older form, still answered; it
 * needs that post to exist, so clients use `cursor`.
 */
export const feedQuerySchema = z
  .strictObject({
    cursor: feedCursorSchema.optional(),
    before: z.uuid().optional(),
    limit: z.coerce.number().int().min(1).max(50).default(FEED_PAGE_SIZE),
  })
  .refine((q) => !(q.cursor && q.before), {
    message: 'Give either cursor or before, not both',
    path: ['cursor'],
  });
export type FeedQuery = z.input<typeof feedQuerySchema>;

export const feedPageSchema = z.object({
  items: z.array(postSchema),
  /**
   * New requirements of the caller and their network in this page's stretch of time
   * (issue 19): newer than the page's last post (any age on the last page) and older than
   * the cursor; at most 20, newest first. Shown among the posts in time order.
   */
  requirements: z.array(requirementSchema),
  has_more: z.boolean(),
  /** Where the next page starts (pass it as `cursor`); null on the last page. */
  next_cursor: z.string().nullable(),
});
export type FeedPage = z.infer<typeof feedPageSchema>;

export const likeStateSchema = z.object({ likes_count: z.number().int().min(0), is_liked: z.boolean() });
export type LikeState = z.infer<typeof likeStateSchema>;

export const bookmarkStateSchema = z.object({ is_bookmarked: z.boolean() });

export const commentInputSchema = z.strictObject({
  content: z
    .string({ error: FEED_MESSAGES.commentEmpty })
    .trim()
    .min(1, { error: FEED_MESSAGES.commentEmpty })
    .max(COMMENT_MAX_LENGTH, { error: FEED_MESSAGES.commentTooLong }),
});
export type CommentInput = z.input<typeof commentInputSchema>;

export const commentSchema = z.object({
  id: z.uuid(),
  post_id: z.uuid(),
  user_id: z.uuid(),
  content: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  user_name: z.string(),
  avatar_url: z.string().nullable(),
  /** updated_at differs from created_at (spec section 3). */
  is_edited: z.boolean(),
  is_own: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

/** Oldest first. */
export const commentListSchema = z.object({ items: z.array(commentSchema) });
export type CommentList = z.infer<typeof commentListSchema>;

export const reportStatusSchema = z.enum(['open', 'dismissed', 'hidden']);

/** POST /api/posts/:id/report: 201 the first time, 200 (the same report) on a repeat. */
export const reportReceiptSchema = z.object({ id: z.uuid(), status: reportStatusSchema });
export type ReportReceipt = z.infer<typeof reportReceiptSchema>;

/** GET /api/admin/reports?status=open (admin only). */
export const reportListQuerySchema = z.strictObject({
  status: reportStatusSchema.default('open'),
  page: pageNumberSchema,
});
export const reportedPostSchema = z.object({
  id: z.uuid(),
  status: reportStatusSchema,
  created_at: z.string(),
  reporter: z.object({ id: z.uuid(), full_name: z.string() }),
  post: z.object({
    id: z.uuid(),
    user_id: z.uuid(),
    user_name: z.string(),
    content: z.string(),
    image_url: z.string().nullable(),
    created_at: z.string(),
    hidden: z.boolean(),
  }),
});
export type ReportedPost = z.infer<typeof reportedPostSchema>;
export const reportListSchema = makePagedListSchema(reportedPostSchema);
export type ReportList = z.infer<typeof reportListSchema>;
