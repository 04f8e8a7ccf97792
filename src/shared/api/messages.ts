// /api/messages: messages between accepted connections, the caller's conversations and
// unread count, and marking what the caller received read (spec section 6). Each reads or
// changes only messages the caller sent or received.
import { looseIdParamSchema, looseUserIdParamSchema } from '../schemas/common';
import {
  conversationListSchema,
  conversationQuerySchema,
  conversationSchema,
  markConversationReadResponseSchema,
  messageSchema,
  messageUnreadCountSchema,
  sendMessageInputSchema,
} from '../schemas/messages';
import { defineEndpoint } from './define-endpoint';

const tags = ['messages'];

export const sendMessage = defineEndpoint({
  method: 'POST',
  path: '/api/messages',
  operationId: 'sendMessage',
  summary: 'Send a message to a connected broker, optionally about a property',
  tags,
  access: 'user',
  idempotent: true,
  body: sendMessageInputSchema,
  status: 201,
  response: messageSchema,
});

export const listConversations = defineEndpoint({
  method: 'GET',
  path: '/api/messages/conversations',
  operationId: 'listConversations',
  summary: "The caller's conversations, one per other broker, newest last message first",
  tags,
  access: 'user',
  status: 200,
  response: conversationListSchema,
});

export const countUnreadMessages = defineEndpoint({
  method: 'GET',
  path: '/api/messages/unread-count',
  operationId: 'countUnreadMessages',
  summary: 'How many messages to the caller are unread',
  tags,
  access: 'user',
  status: 200,
  response: messageUnreadCountSchema,
});

export const getConversation = defineEndpoint({
  method: 'GET',
  path: '/api/messages/with/:userId',
  operationId: 'getConversation',
  summary: 'The messages with one broker, oldest first, a page at a time (older ones with `before`)',
  tags,
  access: 'user',
  params: looseUserIdParamSchema,
  query: conversationQuerySchema,
  status: 200,
  response: conversationSchema,
});

export const markConversationRead = defineEndpoint({
  method: 'POST',
  path: '/api/messages/with/:userId/read',
  operationId: 'markConversationRead',
  summary: 'Mark every message from one broker to the caller read',
  tags,
  access: 'user',
  params: looseUserIdParamSchema,
  status: 200,
  response: markConversationReadResponseSchema,
});

export const getMessage = defineEndpoint({
  method: 'GET',
  path: '/api/messages/:id',
  operationId: 'getMessage',
  summary: 'One message the caller sent or received',
  tags,
  access: 'user',
  params: looseIdParamSchema,
  status: 200,
  response: messageSchema,
});

export const markMessageRead = defineEndpoint({
  method: 'POST',
  path: '/api/messages/:id/read',
  operationId: 'markMessageRead',
  summary: 'Mark one message read (only its recipient changes it); the message either way',
  tags,
  access: 'user',
  params: looseIdParamSchema,
  status: 200,
  response: messageSchema,
});
