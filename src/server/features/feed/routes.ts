// Thin HTTP layer for the feed: who is asking, read the input, call the service.
// Registered under /api: /feed, /posts/..., /comments/:id.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FEED_MESSAGES,
  bookmarkStateSchema,
  commentInputSchema,
  commentListSchema,
  commentSchema,
  feedPageSchema,
  feedQuerySchema,
  likeStateSchema,
  postSchema,
  reportReceiptSchema,
  updatePostInputSchema,
} from '../../../shared/schemas/feed';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/error-responses';
import { notFound } from '../../lib/http-errors';
import { requireAuth } from '../../plugins/route-access';
import { setBookmark } from './bookmark-service';
import { addComment, deleteOwnComment, listComments, updateOwnComment } from './comment-service';
import { createPost } from './create-post-service';
import { likePost, unlikePost } from './like-service';
import { deleteOwnPost, updateOwnPost } from './own-post-service';
import { readPostForm } from './post-form';
import { findVisiblePost, listFeed } from './post-queries';
import { reportPost } from './report-service';
import { QUOTAS } from '../../plugins/write-quotas';

// Any string: a malformed id is something that does not exist (404), not a 400.
const idParams = z.strictObject({ id: z.string().max(100) });
const isUuid = (value: string) => z.uuid().safeParse(value).success;

export const feedRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const postId = (id: string) => {
    if (!isUuid(id)) throw notFound(FEED_MESSAGES.postNotFound);
    return id;
  };
  const commentId = (id: string) => {
    if (!isUuid(id)) throw notFound(FEED_MESSAGES.commentNotFound);
    return id;
  };
  const me = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).sub;
  const tags = ['feed'];

  app.get('/feed', {
    config: { access: 'user' },
    schema: { tags, querystring: feedQuerySchema, response: { 200: feedPageSchema, ...errorResponses } },
    handler: async (request) => listFeed(ctx.db, me(request), request.query),
  });

  app.post('/posts', {
    config: { access: 'user', quota: QUOTAS.posts },
    schema: {
      tags,
      consumes: ['multipart/form-data'],
      description: 'Multipart: `data` = JSON { content }, `image` = at most one image file.',
      response: { 201: postSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const author = me(request);
      const form = await readPostForm(request);
      return reply.status(201).send(await createPost(ctx, author, form));
    },
  });

  app.get('/posts/:id', {
    config: { access: 'user' },
    schema: { tags, params: idParams, response: { 200: postSchema, ...errorResponses } },
    handler: async (request) => {
      const post = await findVisiblePost(ctx.db, me(request), postId(request.params.id));
      if (!post) throw notFound(FEED_MESSAGES.postNotFound);
      return post;
    },
  });

  app.patch('/posts/:id', {
    config: { access: 'user' },
    schema: {
      tags,
      params: idParams,
      body: updatePostInputSchema,
      response: { 200: postSchema, ...errorResponses },
    },
    handler: async (request) =>
      updateOwnPost(ctx, me(request), postId(request.params.id), request.body.content),
  });

  app.delete('/posts/:id', {
    config: { access: 'user' },
    schema: { tags, params: idParams, response: { 204: z.null(), ...errorResponses } },
    handler: async (request, reply) => {
      await deleteOwnPost(ctx, me(request), postId(request.params.id));
      return reply.status(204).send(null);
    },
  });

  app.post('/posts/:id/like', {
    config: { access: 'user' },
    schema: { tags, params: idParams, response: { 201: likeStateSchema, ...errorResponses } },
    handler: async (request, reply) =>
      reply.status(201).send(await likePost(ctx.db, me(request), postId(request.params.id))),
  });

  app.delete('/posts/:id/like', {
    config: { access: 'user' },
    schema: { tags, params: idParams, response: { 200: likeStateSchema, ...errorResponses } },
    handler: async (request) => unlikePost(ctx.db, me(request), postId(request.params.id)),
  });

  app.get('/posts/:id/comments', {
    config: { access: 'user' },
    schema: { tags, params: idParams, response: { 200: commentListSchema, ...errorResponses } },
    handler: async (request) => listComments(ctx.db, me(request), postId(request.params.id)),
  });

  app.post('/posts/:id/comments', {
    config: { access: 'user', quota: QUOTAS.comments },
    schema: {
      tags,
      params: idParams,
      body: commentInputSchema,
      response: { 201: commentSchema, ...errorResponses },
    },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await addComment(ctx.db, me(request), postId(request.params.id), request.body.content)),
  });

  app.patch('/comments/:id', {
    config: { access: 'user' },
    schema: {
      tags,
      params: idParams,
      body: commentInputSchema,
      response: { 200: commentSchema, ...errorResponses },
    },
    handler: async (request) =>
      updateOwnComment(ctx.db, me(request), commentId(request.params.id), request.body.content),
  });

  app.delete('/comments/:id', {
    config: { access: 'user' },
    schema: { tags, params: idParams, response: { 204: z.null(), ...errorResponses } },
    handler: async (request, reply) => {
      await deleteOwnComment(ctx.db, me(request), commentId(request.params.id));
      return reply.status(204).send(null);
    },
  });

  app.put('/posts/:id/bookmark', {
    config: { access: 'user' },
    schema: { tags, params: idParams, response: { 200: bookmarkStateSchema, ...errorResponses } },
    handler: async (request) => setBookmark(ctx.db, me(request), postId(request.params.id), true),
  });

  app.delete('/posts/:id/bookmark', {
    config: { access: 'user' },
    schema: { tags, params: idParams, response: { 200: bookmarkStateSchema, ...errorResponses } },
    handler: async (request) => setBookmark(ctx.db, me(request), postId(request.params.id), false),
  });

  app.post('/posts/:id/report', {
    config: { access: 'user' },
    schema: {
      tags,
      params: idParams,
      response: { 200: reportReceiptSchema, 201: reportReceiptSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { created, ...receipt } = await reportPost(ctx.db, me(request), postId(request.params.id));
      return reply.status(created ? 201 : 200).send(receipt);
    },
  });
};
