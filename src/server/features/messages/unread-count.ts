// The header chat icon: messages to the caller not opened yet (a partial read of the
// recipient index: recipient_id leads messages_recipient_sender_idx).
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '#server/db/open.ts';
import { messages } from '#server/db/schema.ts';

export async function countUnreadMessages(q: Queryable, userId: string): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.recipientId, userId), isNull(messages.readAt)));
  return row?.n ?? 0;
}
