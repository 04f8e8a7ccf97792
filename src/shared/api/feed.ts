// The community feed (spec sections 2 to 9): the feed of the caller's network, posts (the
// composer's multipart create, edit, delete), likes, comments, bookmarks and reports.
import { z } from 'zod';
import { POST_MAX_LENGTH } from '../constants';
import { looseIdParamSchema } from '../schemas/common';
import {
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
} from '../schemas/feed';
import { defineEndpoint } from './define-endpoint';

const tags = ['feed'];

export const listFeed = defineEndpoint({
  method: 'GET',
  path: '/api/feed',
  operationId: 'listFeed',
  summary: "One page of the caller's and their connections' posts, newest first",
  description: "Pass the previous page's `next_cursor` as `cursor` for the next page.",
  tags,
  access: 'user',
  query: feedQuerySchema,
  status: 200,
  response: feedPageSchema,
});

export const createPost = defineEndpoint({
  method: 'POST',
  path: '/api/posts',
  operationId: 'createPost',
  summary: "Share a post (text and an optional image) with the caller's network",
  tags,
  access: 'user',
  idempotent: true,
  multipart:
    `Multipart: \`data\` = JSON { content } (at most ${POST_MAX_LENGTH} characters), ` +
    '`image` = at most one image file.',
  status: 201,
  response: postSchema,
});

export const getPost = defineEndpoint({
  method: 'GET',
  path: '/api/posts/:id',
  operationId: 'getPost',
  summary: 'One post the caller may see (the share link)',
  tags,
  access: 'user',
  params: looseIdParamSchema,
  status: 200,
  response: postSchema,
});

export const updatePost = defineEndpoint({
  method: 'PATCH',
  path: '/api/posts/:id',
  operationId: 'updatePost',
  summary: "Edit the text of one of the caller's posts",
  tags,
  access: 'user',
  params: looseIdParamSchema,
  body: updatePostInputSchema,
  status: 200,
  response: postSchema,
});

export const deletePost = defineEndpoint({
  method: 'DELETE',
  path: '/api/posts/:id',
  operationId: 'deletePost',
  summary:
    "Delete one of the caller's posts; its likes, comments, bookmarks, reports and image go too",
  tags,
  access: 'user',
  params: looseIdParamSchema,
  status: 204,
  response: z.null(),
});

export const likePost = defineEndpoint({
  method: 'POST',
  path: '/api/posts/:id/like',
  operationId: 'likePost',
  summary: 'Like a post (409 when the caller already likes it)',
  tags,
  access: 'user',
  params: looseIdParamSchema,
  status: 201,
  response: likeStateSchema,
});

export const unlikePost = defineEndpoint({
  method: 'DELETE',
  path: '/api/posts/:id/like',
  operationId: 'unlikePost',
  summary: "Take back the caller's like of a post",
  tags,
  access: 'user',
  params: looseIdParamSchema,
  status: 200,
  response: likeStateSchema,
});

export const listComments = defineEndpoint({
  method: 'GET',
  path: '/api/posts/:id/comments',
  operationId: 'listComments',
  summary: "A post's comments, oldest first",
  tags,
  access: 'user',
  params: looseIdParamSchema,
  status: 200,
  response: commentListSchema,
});

export const addComment = defineEndpoint({
  method: 'POST',
  path: '/api/posts/:id/comments',
  operationId: 'addComment',
  summary: 'Comment on a post',
  tags,
  access: 'user',
  params: looseIdParamSchema,
  body: commentInputSchema,
  status: 201,
  response: commentSchema,
});

export const updateComment = defineEndpoint({
  method: 'PATCH',
  path: '/api/comments/:id',
  operationId: 'updateComment',
  summary: "Edit one of the caller's comments",
  tags,
  access: 'user',
  params: looseIdParamSchema,
  body: commentInputSchema,
  status: 200,
  response: commentSchema,
});

export const deleteComment = defineEndpoint({
  method: 'DELETE',
  path: '/api/comments/:id',
  operationId: 'deleteComment',
  summary: "Delete one of the caller's comments",
  tags,
  access: 'user',
  params: looseIdParamSchema,
  status: 204,
  response: z.null(),
});

export const bookmarkPost = defineEndpoint({
  method: 'PUT',
  path: '/api/posts/:id/bookmark',
  operationId: 'bookmarkPost',
  summary: "Add a post to the caller's bookmarks (a repeat changes nothing)",
  tags,
  access: 'user',
  params: looseIdParamSchema,
  status: 200,
  response: bookmarkStateSchema,
});

export const unbookmarkPost = defineEndpoint({
  method: 'DELETE',
  path: '/api/posts/:id/bookmark',
  operationId: 'unbookmarkPost',
  summary: "Remove a post from the caller's bookmarks",
  tags,
  access: 'user',
  params: looseIdParamSchema,
  status: 200,
  response: bookmarkStateSchema,
});

export const reportPost = defineEndpoint({
  method: 'POST',
  path: '/api/posts/:id/report',
  operationId: 'reportPost',
  summary: "Report another broker's post to the admins",
  description:
    '201 with the new report; 200 with the same report when the caller reported the post before.',
  tags,
  access: 'user',
  params: looseIdParamSchema,
  status: 201,
  repeatStatus: 200,
  response: reportReceiptSchema,
});
