// Messages as one reader sees them: the sender's current name ('Former member' once
// their account is deleted, decision 029), and the property's title only while the
// reader may see that property now (the one visibility rule, joined into the same
// query). Every read of messages goes through here, so no surface can show a title its
// reader may not see.
import { and, eq, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { FORMER_MEMBER_NAME } from '#shared/schemas/account.ts';
import { alias } from 'drizzle-orm/pg-core';
import type { Message } from '#shared/schemas/messages.ts';
import type { Queryable } from '#server/db/open.ts';
import { cities, messages, profiles, properties, requirements } from '#server/db/schema.ts';
import type { QueryReader, Viewer } from '#server/lib/viewer.ts';
import { eitherDirection } from '#server/lib/either-direction.ts';
import { visibleTo } from '../properties';
import { requirementTitleColumns, requirementVisibleTo, titleOfFacts, type RequirementTitleFacts } from '../requirements';

type MessageRow = typeof messages.$inferSelect;
export type MessageWithNames = {
  message: MessageRow;
  senderName: string;
  propertyTitle: string | null;
  requirement: RequirementTitleFacts;
};

export const sender = alias(profiles, 'sender');
export const senderOn = eq(sender.id, messages.senderId);
/** The property joined only when `reader` may see it: otherwise its columns are null. */
export const visiblePropertyOn = (reader: QueryReader) =>
  and(eq(properties.id, messages.propertyId), visibleTo(reader));

export const messageColumns = {
  message: messages,
  senderName: sql<string>`coalesce(${sender.fullName}, ${FORMER_MEMBER_NAME})`,
  propertyTitle: properties.title,
  requirement: requirementTitleColumns,
};

/** The requirement joined only when `reader` may see it, like the property. */
export const visibleRequirementOn = (reader: QueryReader) =>
  and(eq(requirements.id, messages.requirementId), requirementVisibleTo(reader));

export function selectMessages(q: Queryable, reader: QueryReader) {
  return q
    .select(messageColumns)
    .from(messages)
    .leftJoin(sender, senderOn)
    .leftJoin(properties, visiblePropertyOn(reader))
    .leftJoin(requirements, visibleRequirementOn(reader))
    .leftJoin(cities, eq(cities.id, requirements.cityId))
    .$dynamic();
}

/** Messages between a and b, either direction. */
export function isBetween(a: string | Placeholder, b: string | Placeholder): SQL {
  return eitherDirection(messages.senderId, messages.recipientId, a, b);
}

/** A message its reader sent or received; undefined for anyone else (or none). */
export async function findMessageFor(
  q: Queryable,
  reader: Viewer,
  id: string,
): Promise<Message | undefined> {
  const [row] = await selectMessages(q, reader).where(
    and(
      eq(messages.id, id),
      or(eq(messages.senderId, reader.id), eq(messages.recipientId, reader.id)),
    ),
  );
  return row ? presentMessage(row) : undefined;
}

export function presentMessage({
  message: m,
  senderName,
  propertyTitle,
  requirement,
}: MessageWithNames): Message {
  return {
    id: m.id,
    sender_id: m.senderId,
    recipient_id: m.recipientId,
    content: m.content,
    property_id: m.propertyId,
    property_title: m.propertyId ? propertyTitle : null,
    requirement_id: m.requirementId,
    requirement_title: m.requirementId ? titleOfFacts(requirement) : null,
    sender_name: senderName,
    read_at: m.readAt ? m.readAt.toISOString() : null,
    created_at: m.createdAt.toISOString(),
  };
}
