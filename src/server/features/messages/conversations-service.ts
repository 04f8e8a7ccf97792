// /inbox (spec section 2): one conversation per other broker the caller exchanged
// messages with, its last message and how many of the other broker's messages the
// caller has not opened; the newest conversation first. Two queries whatever the
// number of conversations: DISTINCT ON for the last messages (with both profiles and
// the property title joined), and one grouped count of the unread ones.
import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ConversationList } from '#shared/schemas/messages.ts';
import type { Queryable } from '#server/db/open.ts';
import { cities, messages, profiles, properties, requirements } from '#server/db/schema.ts';
import type { Viewer } from '#server/lib/viewer.ts';
import {
  messageColumns,
  presentMessage,
  sender,
  senderOn,
  visiblePropertyOn,
  visibleRequirementOn,
} from './message-queries';
import { partyColumns } from '#server/lib/broker-summary.ts';
import { formerMemberParty } from './former-member';

const other = alias(profiles, 'other');

const otherIdOf = (m: { senderId: string; recipientId: string }, me: string) =>
  m.senderId === me ? m.recipientId : m.senderId;

export async function listConversations(q: Queryable, viewer: Viewer): Promise<ConversationList> {
  const otherId = sql<string>`case when ${messages.senderId} = ${viewer.id} then ${messages.recipientId} else ${messages.senderId} end`;
  // The pair, written without parameters: DISTINCT ON must repeat ORDER BY's leading
  // expressions exactly, and each use of a parameter would become a new $n.
  const pair = [
    sql`least(${messages.senderId}, ${messages.recipientId})`,
    sql`greatest(${messages.senderId}, ${messages.recipientId})`,
  ];
  const [lastMessages, unread] = await Promise.all([
    q
      .selectDistinctOn(pair, {
        ...messageColumns,
        other: partyColumns(other),
      })
      .from(messages)
      .leftJoin(sender, senderOn)
      .leftJoin(other, eq(other.id, otherId))
      .leftJoin(properties, visiblePropertyOn(viewer))
      .leftJoin(requirements, visibleRequirementOn(viewer))
      .leftJoin(cities, eq(cities.id, requirements.cityId))
      .where(or(eq(messages.senderId, viewer.id), eq(messages.recipientId, viewer.id)))
      .orderBy(...pair, desc(messages.createdAt), desc(messages.id)),
    q
      .select({ senderId: messages.senderId, n: count() })
      .from(messages)
      .where(and(eq(messages.recipientId, viewer.id), isNull(messages.readAt)))
      .groupBy(messages.senderId),
  ]);
  const unreadFrom = new Map(unread.map((r) => [r.senderId, r.n]));
  const items = lastMessages
    .map((row) => ({
      // The other broker's account is gone (decision 029): the history stays, nameless.
      other: row.other ?? formerMemberParty(otherIdOf(row.message, viewer.id)),
      last_message: presentMessage(row),
      unread_count: unreadFrom.get(otherIdOf(row.message, viewer.id)) ?? 0,
      sortKey: [row.message.createdAt.getTime(), row.message.id] as const,
    }))
    .sort((a, b) => b.sortKey[0] - a.sortKey[0] || (a.sortKey[1] < b.sortKey[1] ? 1 : -1))
    .map(({ sortKey: _sortKey, ...item }) => item);
  return { items };
}
