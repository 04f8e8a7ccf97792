// Thin HTTP layer for the feed (contracts in src/shared/api/feed.ts): who is asking, read
// the input, call the service. /api/feed, /api/posts/..., /api/comments/:id.
import type { FastifyPluginAsync } from 'fastify';
import {
  addComment as addCommentEndpoint,
  bookmarkPost,
  createPost as createPostEndpoint,
  deleteComment,
  deletePost,
  getPost,
  likePost as likePostEndpoint,
  listComments as listCommentsEndpoint,
  listFeed as listFeedEndpoint,
  reportPost as reportPostEndpoint,
  unbookmarkPost,
  unlikePost as unlikePostEndpoint,
  updateComment,
  updatePost,
} from '#shared/api/feed.ts';
import { FEED_MESSAGES, feedCursorSchema } from '#shared/schemas/feed.ts';
import type { AppContext } from '#server/app-context.ts';
import { notFound } from '#server/lib/http-errors.ts';
import { isUuid, requireUuid } from '#server/lib/ids.ts';
import { registerEndpoint } from '#server/lib/register-endpoint.ts';
import { callerOf, requireAuth } from '#server/plugins/route-access.ts';
import { QUOTAS } from '#server/plugins/write-quotas.ts';
import { setBookmark } from './bookmark-service';
import { addComment, deleteOwnComment, listComments, updateOwnComment } from './comment-service';
import { createPost } from './create-post-service';
import { likePost, unlikePost } from './like-service';
import { deleteOwnPost, updateOwnPost } from './own-post-service';
import { readPostForm } from './post-form';
import { findVisiblePost, listFeed, positionOfPost } from './post-queries';
import { listFeedRequirements } from '../requirements';
import { reportPost } from './report-service';

// A malformed id names nothing: the same 404 as an unknown one.
const postId = (id: string) => requireUuid(id, FEED_MESSAGES.postNotFound);
const commentId = (id: string) => requireUuid(id, FEED_MESSAGES.commentNotFound);
const me = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).sub;

export const feedRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoint(app, listFeedEndpoint, {
    handler: async (request) => {
      const viewer = callerOf(request);
      const { query } = request;
      const page = await listFeed(ctx.db, viewer.id, query);
      // The requirements of the same stretch of time, for the web app to mix in.
      const start = query.cursor ?? (query.before && isUuid(query.before) ? await positionOfPost(ctx.db, query.before) : null);
      const end = page.next_cursor ? feedCursorSchema.parse(page.next_cursor) : null;
      const requirements = await listFeedRequirements(ctx.db, viewer, { olderThan: start, newerThan: end });
      return { ...page, requirements };
    },
  });

  registerEndpoint(app, createPostEndpoint, {
    config: { quota: QUOTAS.posts },
    handler: async (request) => {
      const author = me(request);
      return createPost(ctx, author, await readPostForm(request));
    },
  });

  registerEndpoint(app, getPost, {
    handler: async (request) => {
      const post = await findVisiblePost(ctx.db, me(request), postId(request.params.id));
      if (!post) throw notFound(FEED_MESSAGES.postNotFound);
      return post;
    },
  });

  registerEndpoint(app, updatePost, {
    handler: async (request) =>
      updateOwnPost(ctx, me(request), postId(request.params.id), request.body.content),
  });

  registerEndpoint(app, deletePost, {
    handler: async (request) => {
      await deleteOwnPost(ctx, me(request), postId(request.params.id));
      return null;
    },
  });

  registerEndpoint(app, likePostEndpoint, {
    handler: async (request) => likePost(ctx.db, me(request), postId(request.params.id)),
  });

  registerEndpoint(app, unlikePostEndpoint, {
    handler: async (request) => unlikePost(ctx.db, me(request), postId(request.params.id)),
  });

  registerEndpoint(app, listCommentsEndpoint, {
    handler: async (request) => listComments(ctx.db, me(request), postId(request.params.id)),
  });

  registerEndpoint(app, addCommentEndpoint, {
    config: { quota: QUOTAS.comments },
    handler: async (request) =>
      addComment(ctx.db, me(request), postId(request.params.id), request.body.content),
  });

  registerEndpoint(app, updateComment, {
    handler: async (request) =>
      updateOwnComment(ctx.db, me(request), commentId(request.params.id), request.body.content),
  });

  registerEndpoint(app, deleteComment, {
    handler: async (request) => {
      await deleteOwnComment(ctx.db, me(request), commentId(request.params.id));
      return null;
    },
  });

  registerEndpoint(app, bookmarkPost, {
    handler: async (request) => setBookmark(ctx.db, me(request), postId(request.params.id), true),
  });

  registerEndpoint(app, unbookmarkPost, {
    handler: async (request) => setBookmark(ctx.db, me(request), postId(request.params.id), false),
  });

  registerEndpoint(app, reportPostEndpoint, {
    handler: async (request, reply) => {
      const { created, ...receipt } = await reportPost(
        ctx.db,
        me(request),
        postId(request.params.id),
      );
      // A repeat answers with the report the first one made.
      if (!created) reply.status(reportPostEndpoint.repeatStatus);
      return receipt;
    },
  });
};
