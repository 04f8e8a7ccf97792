// The realtime channel (one authenticated WebSocket per tab at REALTIME_PATH).
// The token travels in the first message, never in the URL. Every event a client
// can receive is one of realtimeEventSchema's kinds; each carries what the client
// needs to update its query cache without refetching.
import { z } from 'zod';
import { connectionStatusSchema } from './connection-core';
import { messageSchema } from './messages';
import { notificationSchema } from './notifications';

export const REALTIME_PATH = '/api/realtime';
/** The client must authenticate within this time after the socket opens. */
export const REALTIME_AUTH_TIMEOUT_MS = 10_000;
export const REALTIME_PING_INTERVAL_MS = 25_000;

/** Close codes (4000-4999 are the application's own). */
export const REALTIME_CLOSE = {
  unauthenticated: 4401,
  badMessage: 4400,
  authTimeout: 4408,
  tokenExpired: 4440,
  /** Pushed out by the per-user socket cap (the user's oldest tab); it waits to be woken. */
  tooManySockets: 4429,
  serverShutdown: 1001,
} as const;

export const realtimeEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('notification.created'), notification: notificationSchema }),
  z.object({ kind: z.literal('notification.updated'), notification: notificationSchema }),
  z.object({ kind: z.literal('notification.all_read'), read_at: z.string() }),
  z.object({
    kind: z.literal('connection.changed'),
    connection_id: z.uuid(),
    requester_id: z.uuid(),
    recipient_id: z.uuid(),
    /** 'removed': the row is gone (either side removed it). */
    status: z.union([connectionStatusSchema, z.literal('removed')]),
  }),
  /** To both parties (every tab of the sender too). */
  z.object({ kind: z.literal('message.created'), message: messageSchema }),
  /**
   * The reader opened messages from `sender_id`. With `message_id` (the message dialog)
   * only that message is now read; without it (the conversation was opened) every one
   * they sent up to `read_at` is (no id list, so the event stays small). To both parties
   * (read receipts).
   */
  z.object({
    kind: z.literal('message.read'),
    reader_id: z.uuid(),
    sender_id: z.uuid(),
    message_id: z.uuid().optional(),
    read_at: z.string(),
  }),
  /** A broker in the caller's network posted (the 'New post' notice); to the author's accepted connections and the author. */
  z.object({ kind: z.literal('post.created'), post_id: z.uuid(), author_id: z.uuid() }),
  /** A post's comments or like count changed; to everyone who may see the post. */
  z.object({
    kind: z.literal('post.changed'),
    post_id: z.uuid(),
    change: z.enum(['updated', 'comment_created', 'comment_updated', 'comment_deleted', 'liked', 'unliked', 'deleted']),
    comments_count: z.number().int().min(0).optional(),
    likes_count: z.number().int().min(0).optional(),
  }),
  /** A project's units or price sheet changed; to every member who may see the project (they refetch). */
  z.object({ kind: z.literal('project.inventory_changed'), project_id: z.uuid() }),
  /** The server may have missed events for this socket: refetch what is on screen. */
  z.object({ kind: z.literal('resync') }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
export type RealtimeEventKind = RealtimeEvent['kind'];

export const realtimeClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(4096) }),
  z.object({ type: z.literal('ping') }),
]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;

export const realtimeServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), user_id: z.uuid() }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('event'), event: realtimeEventSchema }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type RealtimeServerMessage = z.infer<typeof realtimeServerMessageSchema>;
