// /inbox/{sender_id} (spec sections 2, 7): the caller's messages with one broker, oldest
// first, a page at a time going back (cursor: the oldest message the caller has, by id).
// The history stays readable to its two participants after the connection is removed;
// can_reply says whether they may still write. Only the caller's own conversations can
// be read: a broker with whom the caller exchanged nothing gives an empty list, and a
// cursor that is not one of this conversation's messages gives an empty page.
import { and, desc, eq, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MESSAGE_MESSAGES, type Conversation } from '#shared/schemas/messages.ts';
import type { Queryable } from '#server/db/open.ts';
import { messages, profiles } from '#server/db/schema.ts';
import { notFound } from '#server/lib/http-errors.ts';
import { hasAcceptedPair } from '../connections';
import type { QueryReader, Viewer } from '#server/lib/viewer.ts';
import { isTransaction, preparedOnce } from '#server/lib/prepared.ts';
import { isBetween, presentMessage, selectMessages } from './message-queries';
import { partyColumns } from '#server/lib/broker-summary.ts';
import { formerMemberParty, haveExchangedMessages } from './former-member';

export type ConversationQuery = { before?: string | undefined; limit: number };

const cursor = alias(messages, 'cursor');

export async function loadConversation(
  q: Queryable,
  viewer: Viewer,
  otherId: string,
  { before, limit }: ConversationQuery,
): Promise<Conversation> {
  // Opening a thread (its newest page) as a broker: statements built once.
  const prepared = !before && !viewer.isAdmin && !isTransaction(q) ? firstPageForMember(q) : undefined;
  const values = { viewerId: viewer.id, otherId, limit: limit + 1 };
  const [member] = prepared
    ? await prepared.party.execute(values)
    : await partyQuery(q, otherId);
  // A deleted account's history stays readable to the other party (decision 029).
  const other =
    member ?? ((await haveExchangedMessages(q, viewer.id, otherId)) ? formerMemberParty(otherId) : undefined);
  if (!other) throw notFound(MESSAGE_MESSAGES.recipientNotFound);
  // Row comparison against the cursor's (created_at, id) read in the same statement, so
  // timestamps keep their microseconds; a cursor outside this conversation matches nothing.
  const olderThanCursor = before
    ? sql`(${messages.createdAt}, ${messages.id}) < (${q
        .select({ createdAt: cursor.createdAt, id: cursor.id })
        .from(cursor)
        .where(and(eq(cursor.id, before), cursorBetween(viewer.id, otherId)))})`
    : undefined;
  const [rows, canReply] = await Promise.all([
    prepared ? prepared.page.execute(values) : pageQuery(q, viewer, otherId, olderThanCursor, limit + 1),
    otherId === viewer.id ? Promise.resolve(false) : hasAcceptedPair(q, viewer.id, otherId),
  ]);
  const page = rows.slice(0, limit).reverse();
  return {
    other,
    items: page.map(presentMessage),
    has_more: rows.length > limit,
    can_reply: canReply,
  };
}

const partyQuery = (q: Queryable, otherId: string | Placeholder) =>
  q.select(partyColumns(profiles)).from(profiles).where(eq(profiles.id, otherId));

/** The reader's messages with `otherId`, newest first, `take` of them (one more than a page). */
const pageQuery = (
  q: Queryable,
  reader: QueryReader,
  otherId: string | Placeholder,
  olderThanCursor: SQL | undefined,
  take: number | Placeholder,
) =>
  selectMessages(q, reader)
    .where(and(isBetween(reader.id, otherId), olderThanCursor))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(take);

const firstPageForMember = preparedOnce((db) => {
  const reader = { id: sql.placeholder('viewerId'), isAdmin: false };
  const otherId = sql.placeholder('otherId');
  return {
    party: partyQuery(db, otherId).prepare('conversation_party'),
    page: pageQuery(db, reader, otherId, undefined, sql.placeholder('limit')).prepare('conversation_first_page'),
  };
});

function cursorBetween(a: string, b: string) {
  return or(
    and(eq(cursor.senderId, a), eq(cursor.recipientId, b)),
    and(eq(cursor.senderId, b), eq(cursor.recipientId, a)),
  );
}
