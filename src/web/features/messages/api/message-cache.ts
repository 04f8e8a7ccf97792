// How message changes reach every cached copy: a new message is appended to its open
// conversation and moves its row to the top of /inbox; a read receipt sets read_at
// wherever the messages are cached; the chat icon's count moves with them, never
// below zero. The list and page functions are pure; `apply*` write into a QueryClient.
import type { QueryClient } from '@tanstack/react-query';
import type { ConversationList, Message } from '#shared/schemas/messages.ts';
import type { ConversationPages } from './get-conversation';
import { messageKeys } from './query-keys';

/**
 * message.read: every message from `sender_id` to `reader_id` sent up to `read_at` is
 * read (the conversation was opened), or only `message_id` (the message dialog).
 */
export type ReadReceipt = { reader_id: string; sender_id: string; read_at: string; message_id?: string | undefined };
type UnreadCount = { count: number };

const time = (iso: string) => Date.parse(iso);

/** A count moved by `delta`, never below zero. */
export function adjustCount(count: number, delta: number): number {
  return Math.max(0, count + delta);
}

/** The broker on the other side of a message, seen from `meId`. */
export function otherParty(message: Pick<Message, 'sender_id' | 'recipient_id'>, meId: string): string {
  return message.sender_id === meId ? message.recipient_id : message.sender_id;
}

export function isUnreadIncoming(message: Pick<Message, 'recipient_id' | 'read_at'>, meId: string): boolean {
  return message.recipient_id === meId && message.read_at === null;
}

// ---- one conversation (infinite pages, newest page first) ----

/** Every loaded message, oldest first. */
export function conversationMessages(data: ConversationPages): Message[] {
  return [...data.pages].reverse().flatMap((page) => page.items);
}

export function findMessage(data: ConversationPages, id: string): Message | undefined {
  for (const page of data.pages) {
    const found = page.items.find((m) => m.id === id);
    if (found) return found;
  }
  return undefined;
}

export function hasMessage(data: ConversationPages, id: string): boolean {
  return findMessage(data, id) !== undefined;
}

/** The message added to the newest page in time order; the same data when it is there. */
export function appendMessage(data: ConversationPages, message: Message): ConversationPages {
  const [newest, ...older] = data.pages;
  if (!newest || hasMessage(data, message.id)) return data;
  const items = [...newest.items];
  let at = items.length;
  while (at > 0 && time(items[at - 1]!.created_at) > time(message.created_at)) at -= 1;
  items.splice(at, 0, message);
  return { ...data, pages: [{ ...newest, items }, ...older] };
}

/** The message with the receipt applied (unchanged when it does not cover it). */
export function applyReceiptToMessage(message: Message, receipt: ReadReceipt): Message {
  const covered =
    message.read_at === null &&
    (receipt.message_id === undefined || receipt.message_id === message.id) &&
    message.sender_id === receipt.sender_id &&
    message.recipient_id === receipt.reader_id &&
    time(message.created_at) <= time(receipt.read_at);
  return covered ? { ...message, read_at: receipt.read_at } : message;
}

/** Every covered message read; the same data when nothing changed. */
export function markReadInConversation(data: ConversationPages, receipt: ReadReceipt): ConversationPages {
  let changed = false;
  const pages = data.pages.map((page) => {
    let pageChanged = false;
    const items = page.items.map((m) => {
      const next = applyReceiptToMessage(m, receipt);
      if (next !== m) pageChanged = true;
      return next;
    });
    if (!pageChanged) return page;
    changed = true;
    return { ...page, items };
  });
  return changed ? { ...data, pages } : data;
}

export function unreadIncomingCount(data: ConversationPages, meId: string): number {
  return data.pages.reduce((sum, page) => sum + page.items.filter((m) => isUnreadIncoming(m, meId)).length, 0);
}

// ---- /inbox (one row per other broker) ----

/**
 * The row for the message's other broker with it as the last message (and on top when
 * it is the newest), its unread count raised when `countUnread`. Null when that broker
 * has no row yet: the list must be refetched (their profile is not in the message).
 */
export function withLastMessage(
  list: ConversationList,
  message: Message,
  meId: string,
  countUnread: boolean,
): ConversationList | null {
  const otherId = otherParty(message, meId);
  const entry = list.items.find((item) => item.other.id === otherId);
  if (!entry) return null;
  if (entry.last_message.id === message.id) return list;
  const newest = time(message.created_at) >= time(entry.last_message.created_at);
  const updated = {
    ...entry,
    last_message: newest ? message : entry.last_message,
    unread_count: entry.unread_count + (countUnread ? 1 : 0),
  };
  const others = list.items.filter((item) => item !== entry);
  return {
    ...list,
    items: newest ? [updated, ...others] : list.items.map((item) => (item === entry ? updated : item)),
  };
}

/**
 * The receipt applied to the list. When the caller is the reader, that conversation's
 * unread count becomes `remaining` (what is still unread, when known) and `delta` says
 * by how much it fell.
 */
export function withReceipt(
  list: ConversationList,
  receipt: ReadReceipt,
  meId: string,
  remaining?: number,
): { list: ConversationList; delta: number; found: boolean } {
  const otherId = receipt.reader_id === meId ? receipt.sender_id : receipt.reader_id;
  const entry = list.items.find((item) => item.other.id === otherId);
  if (!entry) return { list, delta: 0, found: false };
  const last = applyReceiptToMessage(entry.last_message, receipt);
  let unread = entry.unread_count;
  if (receipt.reader_id === meId) {
    // Without the conversation at hand: one message read is one fewer; a whole
    // conversation read is all of it, unless the newest message is still unread.
    const guess = receipt.message_id
      ? entry.unread_count - 1
      : isUnreadIncoming(last, meId)
        ? entry.unread_count
        : 0;
    unread = Math.max(0, Math.min(entry.unread_count, remaining ?? guess));
  }
  const delta = entry.unread_count - unread;
  if (last === entry.last_message && delta === 0) return { list, delta: 0, found: true };
  const updated = { ...entry, last_message: last, unread_count: unread };
  return { list: { ...list, items: list.items.map((item) => (item === entry ? updated : item)) }, delta, found: true };
}

// ---- the query cache ----

function moveUnreadCount(queryClient: QueryClient, delta: number): void {
  if (delta === 0) return;
  queryClient.setQueryData<UnreadCount>(messageKeys.unreadCount, (current) =>
    current ? { count: adjustCount(current.count, delta) } : current,
  );
}

/**
 * A message sent or received by `meId`. `viewing`: the caller has that conversation open
 * (it marks it read itself), so the counts do not rise. Returns false when the message
 * was already known (a duplicate delivery, or the sender's own echo).
 */
export function applyMessageCreated(
  queryClient: QueryClient,
  message: Message,
  meId: string,
  { viewing = false }: { viewing?: boolean } = {},
): boolean {
  const otherId = otherParty(message, meId);
  const conversationKey = messageKeys.conversation(otherId);
  const conversation = queryClient.getQueryData<ConversationPages>(conversationKey);
  const list = queryClient.getQueryData<ConversationList>(messageKeys.conversations);
  const known =
    (conversation !== undefined && hasMessage(conversation, message.id)) ||
    (list?.items.some((item) => item.last_message.id === message.id) ?? false);
  if (known) return false;
  if (conversation) queryClient.setQueryData(conversationKey, appendMessage(conversation, message));
  const countUnread = isUnreadIncoming(message, meId) && !viewing;
  if (list) {
    const next = withLastMessage(list, message, meId, countUnread);
    if (next) queryClient.setQueryData(messageKeys.conversations, next);
    else void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
  }
  if (countUnread) moveUnreadCount(queryClient, 1);
  return true;
}

/**
 * A read receipt (from either side): read_at everywhere, and the caller's counts fall.
 * Applying the same receipt twice (the caller's own answer and its realtime echo)
 * changes nothing the second time.
 */
export function applyMessageRead(queryClient: QueryClient, receipt: ReadReceipt, meId: string): void {
  const otherId = receipt.reader_id === meId ? receipt.sender_id : receipt.reader_id;
  const conversationKey = messageKeys.conversation(otherId);
  const conversation = queryClient.getQueryData<ConversationPages>(conversationKey);
  const single = receipt.message_id;
  const known = single
    ? (queryClient.getQueryData<Message>(messageKeys.detail(single)) ??
      (conversation ? findMessage(conversation, single) : undefined))
    : undefined;
  // One message that is already read here: this receipt was applied before.
  const alreadyApplied = known !== undefined && known.read_at !== null;
  let remaining: number | undefined;
  let conversationDelta: number | undefined;
  if (conversation) {
    const next = markReadInConversation(conversation, receipt);
    if (next !== conversation) queryClient.setQueryData(conversationKey, next);
    if (receipt.reader_id === meId && (!single || hasMessage(conversation, single))) {
      remaining = unreadIncomingCount(next, meId);
      conversationDelta = unreadIncomingCount(conversation, meId) - remaining;
    }
  }
  if (alreadyApplied) {
    queryClient.setQueriesData<Message>({ queryKey: ['messages', 'detail'] }, (message) =>
      message ? applyReceiptToMessage(message, receipt) : message,
    );
    return;
  }
  const list = queryClient.getQueryData<ConversationList>(messageKeys.conversations);
  const listResult = list ? withReceipt(list, receipt, meId, remaining) : null;
  if (list && listResult && listResult.list !== list) {
    queryClient.setQueryData(messageKeys.conversations, listResult.list);
  }
  queryClient.setQueriesData<Message>({ queryKey: ['messages', 'detail'] }, (message) =>
    message ? applyReceiptToMessage(message, receipt) : message,
  );
  if (receipt.reader_id !== meId) return;
  if (listResult?.found) moveUnreadCount(queryClient, -listResult.delta);
  else if (conversationDelta !== undefined) moveUnreadCount(queryClient, -conversationDelta);
  else if (single && known) moveUnreadCount(queryClient, -1);
  else void queryClient.invalidateQueries({ queryKey: messageKeys.unreadCount });
}
