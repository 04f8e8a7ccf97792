// Messages between accepted connections (spec sections 2, 3, 4, 5, 6, 7, 8).
import { z } from 'zod';
import { connectionPartySchema } from './connection-core';

export const MESSAGE_MAX_LENGTH = 2000;
export const CONVERSATION_PAGE_SIZE = 50;

export const MESSAGE_MESSAGES = {
  empty: 'Message cannot be empty',
  tooLong: `Message should be less than ${MESSAGE_MAX_LENGTH} characters`,
  notConnected: 'You can only message brokers you are connected with',
  connectPrompt: 'Connect with this broker to send them a message.',
  recipientNotFound: 'Broker not found',
  self: 'You cannot message yourself',
  propertyNotFound: 'Property not found',
  requirementNotFound: 'Requirement not found',
  notFound: 'Message not found',
  // Spec section 8 (toasts)
  notAuthenticated: 'Not authenticated',
  notAuthenticatedDescription: 'You must be logged in to send messages',
  sendFailed: 'Failed to send message',
  sendFailedDefault: 'An error occurred while sending your message',
  loadFailed: 'Failed to load conversation',
  loadFailedDefault: 'An error occurred while loading the conversation',
  sent: 'Message sent',
  sentDescription: 'Your message has been sent successfully',
} as const;

export const sendMessageInputSchema = z.strictObject({
  recipient_id: z.uuid({ error: MESSAGE_MESSAGES.recipientNotFound }),
  content: z
    .string({ error: MESSAGE_MESSAGES.empty })
    .trim()
    .min(1, { error: MESSAGE_MESSAGES.empty })
    .max(MESSAGE_MAX_LENGTH, { error: MESSAGE_MESSAGES.tooLong }),
  property_id: z.uuid({ error: MESSAGE_MESSAGES.propertyNotFound }).nullable().optional(),
  /** The requirement the message is about (a match, or 'I have a listing'). */
  requirement_id: z.uuid({ error: MESSAGE_MESSAGES.requirementNotFound }).nullable().optional(),
});
export type SendMessageInput = z.input<typeof sendMessageInputSchema>;

export const messageSchema = z.object({
  id: z.uuid(),
  sender_id: z.uuid(),
  recipient_id: z.uuid(),
  content: z.string(),
  property_id: z.uuid().nullable(),
  /** Only while the reader may see the property; else null (the link is not shown). */
  property_title: z.string().nullable(),
  requirement_id: z.uuid().nullable(),
  /** Only while the reader may see the requirement; else null. Never its client note. */
  requirement_title: z.string().nullable(),
  sender_name: z.string(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

/** GET /api/messages/conversations: one per other broker, newest last message first. */
export const conversationSummarySchema = z.object({
  other: connectionPartySchema,
  last_message: messageSchema,
  /** Messages from the other broker the caller has not opened. */
  unread_count: z.number().int().min(0),
});
export const conversationListSchema = z.object({ items: z.array(conversationSummarySchema) });
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;
export type ConversationList = z.infer<typeof conversationListSchema>;

/** GET /api/messages/with/:userId?before=<message id> */
export const conversationQuerySchema = z.strictObject({
  before: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CONVERSATION_PAGE_SIZE),
});
export const conversationSchema = z.object({
  other: connectionPartySchema,
  /** Oldest first. */
  items: z.array(messageSchema),
  /** Older messages exist (ask again with before = the first item's id). */
  has_more: z.boolean(),
  /** An accepted connection: replies are allowed (history stays readable without). */
  can_reply: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const markConversationReadResponseSchema = z.object({
  updated: z.number().int().min(0),
  read_at: z.string(),
});

export const messageUnreadCountSchema = z.object({ count: z.number().int().min(0) });
