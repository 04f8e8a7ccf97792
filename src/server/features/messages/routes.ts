// Thin HTTP layer for /api/messages: every route is for a signed-in broker and reads or
// changes only messages the caller sent or received. Ids in the path that are malformed
// name nothing and get the same 404 as unknown ones.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGE_MESSAGES,
  conversationListSchema,
  conversationQuerySchema,
  conversationSchema,
  markConversationReadResponseSchema,
  messageSchema,
  messageUnreadCountSchema,
  sendMessageInputSchema,
} from '../../../shared/schemas/messages';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/error-responses';
import { notFound } from '../../lib/http-errors';
import { looseIdParams, looseUserIdParams, requireUuid } from '../../lib/ids';
import { requireAuth } from '../../plugins/route-access';
import { loadViewer } from '../properties/viewer';
import { loadConversation } from './conversation-service';
import { listConversations } from './conversations-service';
import { markConversationRead, markMessageRead } from './mark-read-service';
import { findMessageFor } from './message-queries';
import { sendMessage } from './send-service';
import { countUnreadMessages } from './unread-count';

export const messageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/', {
    config: { access: 'user' },
    schema: {
      tags: ['messages'],
      body: sendMessageInputSchema,
      response: { 201: messageSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const viewer = await loadViewer(ctx.db, requireAuth(request));
      return reply.status(201).send(await sendMessage(ctx, viewer, request.body));
    },
  });

  app.get('/conversations', {
    config: { access: 'user' },
    schema: { tags: ['messages'], response: { 200: conversationListSchema, ...errorResponses } },
    handler: async (request) =>
      listConversations(ctx.db, await loadViewer(ctx.db, requireAuth(request))),
  });

  app.get('/unread-count', {
    config: { access: 'user' },
    schema: { tags: ['messages'], response: { 200: messageUnreadCountSchema, ...errorResponses } },
    handler: async (request) => ({
      count: await countUnreadMessages(ctx.db, requireAuth(request).sub),
    }),
  });

  app.get('/with/:userId', {
    config: { access: 'user' },
    schema: {
      tags: ['messages'],
      params: looseUserIdParams,
      querystring: conversationQuerySchema,
      response: { 200: conversationSchema, ...errorResponses },
    },
    handler: async (request) => {
      const userId = requireUuid(request.params.userId, MESSAGE_MESSAGES.recipientNotFound);
      const viewer = await loadViewer(ctx.db, requireAuth(request));
      return loadConversation(ctx.db, viewer, userId, request.query);
    },
  });

  app.post('/with/:userId/read', {
    config: { access: 'user' },
    schema: {
      tags: ['messages'],
      params: looseUserIdParams,
      response: { 200: markConversationReadResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      const userId = requireUuid(request.params.userId, MESSAGE_MESSAGES.recipientNotFound);
      return markConversationRead(ctx.db, requireAuth(request).sub, userId);
    },
  });

  app.get('/:id', {
    config: { access: 'user' },
    schema: {
      tags: ['messages'],
      params: looseIdParams,
      response: { 200: messageSchema, ...errorResponses },
    },
    handler: async (request) => {
      const id = requireUuid(request.params.id, MESSAGE_MESSAGES.notFound);
      const message = await findMessageFor(
        ctx.db,
        await loadViewer(ctx.db, requireAuth(request)),
        id,
      );
      if (!message) throw notFound(MESSAGE_MESSAGES.notFound);
      return message;
    },
  });

  app.post('/:id/read', {
    config: { access: 'user' },
    schema: {
      tags: ['messages'],
      params: looseIdParams,
      response: { 200: messageSchema, ...errorResponses },
    },
    handler: async (request) => {
      const id = requireUuid(request.params.id, MESSAGE_MESSAGES.notFound);
      return markMessageRead(ctx.db, await loadViewer(ctx.db, requireAuth(request)), id);
    },
  });
};
