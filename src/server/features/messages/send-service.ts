// Sending a message (spec sections 3, 5, 6): only between brokers with an accepted
// connection, checked in the transaction of the insert with the connection row locked
// against removal; optionally about a property and a requirement the sender may see. The message and its
// 'message.created' events (each party's copy presented for that party) commit together;
// then the recipient's 'message' notification (and instant e-mail) follows.
import { and, eq } from 'drizzle-orm';
import { MESSAGE_MESSAGES, type Message } from '#shared/schemas/messages.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Queryable } from '#server/db/open.ts';
import { messages, profiles, properties, requirements } from '#server/db/schema.ts';
import { badRequest, forbidden, notFound } from '#server/lib/http-errors.ts';
import { publishEvents } from '#server/lib/realtime/publish-events.ts';
import { lockAcceptedPair } from '../connections';
import { notifyNewMessage } from '../notifications';
import type { Viewer } from '#server/lib/viewer.ts';
import { visibleTo } from '../properties';
import { requirementVisibleTo } from '../requirements';
import { findMessageFor } from './message-queries';

export type SendMessage = {
  recipient_id: string;
  content: string;
  property_id?: string | null | undefined;
  requirement_id?: string | null | undefined;
};

export async function sendMessage(
  ctx: AppContext,
  sender: Viewer,
  input: SendMessage,
): Promise<Message> {
  if (input.recipient_id === sender.id) throw badRequest(MESSAGE_MESSAGES.self, 'recipient_id');
  const propertyId = input.property_id ?? null;
  const requirementId = input.requirement_id ?? null;
  const { row, forSender } = await ctx.db.transaction(async (tx) => {
    const recipient = await findRecipient(tx, input.recipient_id);
    if (!recipient) throw notFound(MESSAGE_MESSAGES.recipientNotFound, 'recipient_id');
    if (!(await lockAcceptedPair(tx, sender.id, recipient.id)))
      throw forbidden(MESSAGE_MESSAGES.notConnected);
    if (propertyId && !(await canSee(tx, sender, propertyId))) {
      throw notFound(MESSAGE_MESSAGES.propertyNotFound, 'property_id');
    }
    if (requirementId && !(await canSeeRequirement(tx, sender, requirementId))) {
      throw notFound(MESSAGE_MESSAGES.requirementNotFound, 'requirement_id');
    }
    const [inserted] = await tx
      .insert(messages)
      .values({
        senderId: sender.id,
        recipientId: recipient.id,
        content: input.content,
        propertyId,
        requirementId,
      })
      .returning();
    if (!inserted) throw new Error('insert returned no row');
    const [mine, theirs] = await Promise.all([
      findMessageFor(tx, sender, inserted.id),
      findMessageFor(tx, recipient, inserted.id),
    ]);
    if (!mine || !theirs) throw new Error('the new message could not be read back');
    await publishEvents(tx, [
      { userIds: [sender.id], event: { kind: 'message.created', message: mine } },
      { userIds: [recipient.id], event: { kind: 'message.created', message: theirs } },
    ]);
    return { row: inserted, forSender: mine };
  });
  await notifyNewMessage(ctx, row);
  return forSender;
}

async function findRecipient(q: Queryable, id: string): Promise<Viewer | undefined> {
  const [row] = await q
    .select({ id: profiles.id, role: profiles.role })
    .from(profiles)
    .where(eq(profiles.id, id));
  return row ? { id: row.id, isAdmin: row.role === 'admin' } : undefined;
}

async function canSee(q: Queryable, viewer: Viewer, propertyId: string): Promise<boolean> {
  const rows = await q
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), visibleTo(viewer)));
  return rows.length > 0;
}

async function canSeeRequirement(q: Queryable, viewer: Viewer, requirementId: string): Promise<boolean> {
  const rows = await q
    .select({ id: requirements.id })
    .from(requirements)
    .where(and(eq(requirements.id, requirementId), requirementVisibleTo(viewer)));
  return rows.length > 0;
}
