// Thin HTTP layer for /api/messages (contracts in src/shared/api/messages.ts): every
// route is for a signed-in broker and reads or changes only messages the caller sent or
// received. Ids in the path that are malformed name nothing and get the same 404 as
// unknown ones.
import type { FastifyPluginAsync } from 'fastify';
import {
  countUnreadMessages as countUnreadMessagesEndpoint,
  getConversation,
  getMessage,
  listConversations as listConversationsEndpoint,
  markConversationRead as markConversationReadEndpoint,
  markMessageRead as markMessageReadEndpoint,
  sendMessage as sendMessageEndpoint,
} from '#shared/api/messages.ts';
import { MESSAGE_MESSAGES } from '#shared/schemas/messages.ts';
import type { AppContext } from '#server/app-context.ts';
import { notFound } from '#server/lib/http-errors.ts';
import { requireUuid } from '#server/lib/ids.ts';
import { registerEndpoint } from '#server/lib/register-endpoint.ts';
import { callerOf, requireAuth } from '#server/plugins/route-access.ts';
import { loadConversation } from './conversation-service';
import { listConversations } from './conversations-service';
import { markConversationRead, markMessageRead } from './mark-read-service';
import { findMessageFor } from './message-queries';
import { sendMessage } from './send-service';
import { countUnreadMessages } from './unread-count';

export const messageRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoint(app, sendMessageEndpoint, {
    handler: async (request) =>
      sendMessage(ctx, callerOf(request), request.body),
  });

  registerEndpoint(app, listConversationsEndpoint, {
    handler: async (request) =>
      listConversations(ctx.db, callerOf(request)),
  });

  registerEndpoint(app, countUnreadMessagesEndpoint, {
    handler: async (request) => ({
      count: await countUnreadMessages(ctx.db, requireAuth(request).sub),
    }),
  });

  registerEndpoint(app, getConversation, {
    handler: async (request) => {
      const userId = requireUuid(request.params.userId, MESSAGE_MESSAGES.recipientNotFound);
      const viewer = callerOf(request);
      return loadConversation(ctx.db, viewer, userId, request.query);
    },
  });

  registerEndpoint(app, markConversationReadEndpoint, {
    handler: async (request) => {
      const userId = requireUuid(request.params.userId, MESSAGE_MESSAGES.recipientNotFound);
      return markConversationRead(ctx.db, requireAuth(request).sub, userId);
    },
  });

  registerEndpoint(app, getMessage, {
    handler: async (request) => {
      const id = requireUuid(request.params.id, MESSAGE_MESSAGES.notFound);
      const message = await findMessageFor(ctx.db, callerOf(request), id);
      if (!message) throw notFound(MESSAGE_MESSAGES.notFound);
      return message;
    },
  });

  registerEndpoint(app, markMessageReadEndpoint, {
    handler: async (request) => {
      const id = requireUuid(request.params.id, MESSAGE_MESSAGES.notFound);
      return markMessageRead(ctx.db, callerOf(request), id);
    },
  });
};
