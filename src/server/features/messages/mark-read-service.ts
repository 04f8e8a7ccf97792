// Read marking (spec sections 4, 6): only the recipient of a message can mark it read.
// Opening a conversation marks what the other broker sent the caller; the message
// dialog marks its one message. The sender (or anyone else) changes nothing. An update
// and its 'message.read' event (to both parties: read receipts) share a transaction,
// and the event goes out only when something changed.
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MESSAGE_MESSAGES,
  type Message,
  type markConversationReadResponseSchema,
} from '#shared/schemas/messages.ts';
import type { Db, Queryable } from '#server/db/open.ts';
import { messages, profiles } from '#server/db/schema.ts';
import { notFound } from '#server/lib/http-errors.ts';
import { publishEvents } from '#server/lib/realtime/publish-events.ts';
import type { Viewer } from '#server/lib/viewer.ts';
import { haveExchangedMessages } from './former-member';
import { findMessageFor } from './message-queries';

type MarkConversationReadResponse = z.infer<typeof markConversationReadResponseSchema>;

const unreadFrom = (senderId: string, readerId: string) =>
  and(eq(messages.senderId, senderId), eq(messages.recipientId, readerId), isNull(messages.readAt));

/** Every message `senderId` sent the caller that is still unread. */
export async function markConversationRead(
  db: Db,
  readerId: string,
  senderId: string,
): Promise<MarkConversationReadResponse> {
  const readAt = new Date();
  return db.transaction(async (tx) => {
    const [sender] = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.id, senderId));
    // A former member's messages can still be marked read (decision 029).
    if (!sender && !(await haveExchangedMessages(tx, readerId, senderId))) {
      throw notFound(MESSAGE_MESSAGES.recipientNotFound);
    }
    const updated = await tx
      .update(messages)
      .set({ readAt })
      .where(unreadFrom(senderId, readerId))
      .returning({ id: messages.id });
    if (updated.length > 0) await publishRead(tx, readerId, senderId, readAt);
    return { updated: updated.length, read_at: readAt.toISOString() };
  });
}

/**
 * The message dialog: its recipient marks it read (again: unchanged); its sender gets it
 * back unchanged; to anyone else it does not exist. The event names the one message.
 */
export async function markMessageRead(db: Db, reader: Viewer, id: string): Promise<Message> {
  const readAt = new Date();
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(messages)
      .set({ readAt })
      .where(and(eq(messages.id, id), eq(messages.recipientId, reader.id), isNull(messages.readAt)))
      .returning({ senderId: messages.senderId });
    const message = await findMessageFor(tx, reader, id);
    if (!message) throw notFound(MESSAGE_MESSAGES.notFound);
    if (updated) await publishRead(tx, reader.id, updated.senderId, readAt, id);
    return message;
  });
}

function publishRead(
  q: Queryable,
  readerId: string,
  senderId: string,
  readAt: Date,
  messageId?: string,
): Promise<void> {
  return publishEvents(q, [
    {
      userIds: [readerId, senderId],
      event: {
        kind: 'message.read',
        reader_id: readerId,
        sender_id: senderId,
        ...(messageId ? { message_id: messageId } : {}),
        read_at: readAt.toISOString(),
      },
    },
  ]);
}
