import { describe, expect, it } from 'vitest';
import type { ConversationList, Message } from '#shared/schemas/messages.ts';
import { aConversation, aConversationSummary, aMessage, testId } from '#web/test/fixtures.ts';
import { createTestQueryClient } from '#web/test/render-with-providers.tsx';
import type { ConversationPages } from './get-conversation';
import {
  adjustCount,
  appendMessage,
  applyMessageCreated,
  applyMessageRead,
  applyReceiptToMessage,
  conversationMessages,
  markReadInConversation,
  otherParty,
  withLastMessage,
  withReceipt,
} from './message-cache';
import { messageKeys } from './query-keys';

const ME = testId(1);
const VIKRAM = testId(2);
const at = (minute: number) => `2026-05-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
const m = (n: number, overrides: Partial<Message> = {}) => aMessage({ id: testId(100 + n), created_at: at(n), ...overrides });
const fromMe = (n: number, overrides: Partial<Message> = {}) =>
  m(n, { sender_id: ME, recipient_id: VIKRAM, sender_name: 'Asha Rao', ...overrides });
const pages = (...p: Message[][]): ConversationPages => ({
  pages: p.map((items, i) => aConversation(items, { has_more: i < p.length - 1 })),
  pageParams: p.map((items, i) => (i === 0 ? undefined : items.at(-1)?.id)),
});

describe('conversation pages (pure)', () => {
  it('lists every loaded message oldest first (older pages come later)', () => {
    const data = pages([m(3), fromMe(4)], [m(1), fromMe(2)]);
    expect(conversationMessages(data).map((x) => x.created_at)).toEqual([at(1), at(2), at(3), at(4)]);
  });

  it('appends a new message in time order, once', () => {
    const data = pages([m(3), fromMe(5)]);
    const next = appendMessage(data, m(6));
    expect(conversationMessages(next).map((x) => x.created_at)).toEqual([at(3), at(5), at(6)]);
    expect(appendMessage(next, m(6))).toBe(next);
    // One that arrives late still lands in its place.
    expect(conversationMessages(appendMessage(next, m(4))).map((x) => x.created_at)).toEqual([at(3), at(4), at(5), at(6)]);
  });

  it('applies a read receipt only to messages it covers', () => {
    const receipt = { reader_id: ME, sender_id: VIKRAM, read_at: at(4) };
    expect(applyReceiptToMessage(m(3), receipt).read_at).toBe(at(4));
    expect(applyReceiptToMessage(m(5), receipt).read_at).toBeNull(); // sent after read_at
    expect(applyReceiptToMessage(fromMe(2), receipt).read_at).toBeNull(); // the other direction
    const data = pages([m(3), fromMe(4), m(5)], [m(1)]);
    const next = markReadInConversation(data, receipt);
    expect(conversationMessages(next).map((x) => x.read_at)).toEqual([at(4), at(4), null, null]);
    expect(markReadInConversation(next, receipt)).toBe(next);
  });

  it('knows the other side of a message', () => {
    expect(otherParty(m(1), ME)).toBe(VIKRAM);
    expect(otherParty(fromMe(1), ME)).toBe(VIKRAM);
  });

  it('never lets a count fall below zero', () => {
    expect(adjustCount(2, -3)).toBe(0);
    expect(adjustCount(2, 1)).toBe(3);
  });
});

describe('/inbox rows (pure)', () => {
  const asha2 = { ...aConversationSummary().other, id: testId(3), full_name: 'Meera Iyer' };
  const list: ConversationList = {
    items: [
      aConversationSummary({ other: asha2, last_message: m(8, { sender_id: testId(3) }), unread_count: 0 }),
      aConversationSummary({ last_message: m(5), unread_count: 1 }),
    ],
  };

  it('moves the row of a new message to the top and counts it', () => {
    const next = withLastMessage(list, m(9), ME, true);
    expect(next?.items.map((i) => i.other.id)).toEqual([VIKRAM, testId(3)]);
    expect(next?.items[0]?.last_message.id).toBe(m(9).id);
    expect(next?.items[0]?.unread_count).toBe(2);
    expect(withLastMessage(next!, m(9), ME, true)).toBe(next); // the same message again
    expect(withLastMessage(list, fromMe(9), ME, false)?.items[0]?.unread_count).toBe(1);
  });

  it('asks for a refetch when the broker has no row yet', () => {
    expect(withLastMessage(list, m(9, { sender_id: testId(7) }), ME, true)).toBeNull();
  });

  it('clears the unread count when the caller read the conversation', () => {
    const result = withReceipt(list, { reader_id: ME, sender_id: VIKRAM, read_at: at(6) }, ME);
    expect(result.delta).toBe(1);
    expect(result.list.items[1]?.unread_count).toBe(0);
    expect(result.list.items[1]?.last_message.read_at).toBe(at(6));
    // The other broker read the caller's messages: a receipt, no count change.
    const theirs = { items: [aConversationSummary({ last_message: fromMe(5), unread_count: 0 })] };
    const receipt = withReceipt(theirs, { reader_id: VIKRAM, sender_id: ME, read_at: at(6) }, ME);
    expect(receipt.delta).toBe(0);
    expect(receipt.list.items[0]?.last_message.read_at).toBe(at(6));
  });
});

describe('message cache', () => {
  function seeded({ count = 1, conversation = true, list = true } = {}) {
    const qc = createTestQueryClient();
    qc.setQueryData(messageKeys.unreadCount, { count });
    if (conversation) qc.setQueryData(messageKeys.conversation(VIKRAM), pages([fromMe(3), m(4)]));
    if (list) qc.setQueryData(messageKeys.conversations, { items: [aConversationSummary({ last_message: m(4), unread_count: 1 })] });
    return qc;
  }
  const count = (qc: ReturnType<typeof seeded>) => qc.getQueryData<{ count: number }>(messageKeys.unreadCount)?.count;
  const conversation = (qc: ReturnType<typeof seeded>) =>
    conversationMessages(qc.getQueryData<ConversationPages>(messageKeys.conversation(VIKRAM))!);
  const row = (qc: ReturnType<typeof seeded>) => qc.getQueryData<ConversationList>(messageKeys.conversations)?.items[0];

  it('appends an incoming message, updates its row and raises the count', () => {
    const qc = seeded();
    expect(applyMessageCreated(qc, m(6), ME)).toBe(true);
    expect(conversation(qc).at(-1)?.id).toBe(m(6).id);
    expect(row(qc)?.last_message.id).toBe(m(6).id);
    expect(row(qc)?.unread_count).toBe(2);
    expect(count(qc)).toBe(2);
    // Delivered again: nothing moves.
    expect(applyMessageCreated(qc, m(6), ME)).toBe(false);
    expect(count(qc)).toBe(2);
    expect(conversation(qc)).toHaveLength(3);
  });

  it('does not count a message in the conversation on screen, nor the caller own', () => {
    const qc = seeded();
    applyMessageCreated(qc, m(6), ME, { viewing: true });
    applyMessageCreated(qc, fromMe(7), ME);
    expect(count(qc)).toBe(1);
    expect(row(qc)?.unread_count).toBe(1);
    expect(conversation(qc).map((x) => x.id).slice(-2)).toEqual([m(6).id, fromMe(7).id]);
  });

  it('refetches the list for a broker without a row, and still counts the message', () => {
    const qc = seeded();
    applyMessageCreated(qc, m(6, { sender_id: testId(7) }), ME);
    expect(qc.getQueryState(messageKeys.conversations)?.isInvalidated).toBe(true);
    expect(count(qc)).toBe(2);
  });

  it('marks read everywhere when the caller read the conversation; the count falls once', () => {
    const qc = seeded({ count: 3 });
    qc.setQueryData(messageKeys.detail(m(4).id), m(4));
    const receipt = { reader_id: ME, sender_id: VIKRAM, read_at: at(5) };
    applyMessageRead(qc, receipt, ME);
    expect(conversation(qc).find((x) => x.id === m(4).id)?.read_at).toBe(at(5));
    expect(qc.getQueryData<Message>(messageKeys.detail(m(4).id))?.read_at).toBe(at(5));
    expect(row(qc)?.unread_count).toBe(0);
    expect(count(qc)).toBe(2);
    applyMessageRead(qc, receipt, ME); // the echo of the same receipt
    expect(count(qc)).toBe(2);
  });

  it('shows a read receipt on the caller own messages without touching the count', () => {
    const qc = seeded({ count: 1 });
    applyMessageRead(qc, { reader_id: VIKRAM, sender_id: ME, read_at: at(5) }, ME);
    expect(conversation(qc)[0]?.read_at).toBe(at(5));
    expect(count(qc)).toBe(1);
  });

  it('marks one message read (the message dialog), once, however often the receipt arrives', () => {
    const qc = seeded({ count: 3, conversation: false });
    qc.setQueryData(messageKeys.detail(m(4).id), m(4));
    const receipt = { reader_id: ME, sender_id: VIKRAM, message_id: m(4).id, read_at: at(9) };
    applyMessageRead(qc, receipt, ME);
    expect(qc.getQueryData<Message>(messageKeys.detail(m(4).id))?.read_at).toBe(at(9));
    expect(row(qc)?.last_message.read_at).toBe(at(9));
    expect(row(qc)?.unread_count).toBe(0);
    expect(count(qc)).toBe(2);
    applyMessageRead(qc, receipt, ME); // the realtime echo of the dialog's own mark
    expect(count(qc)).toBe(2);
  });

  it('leaves the other messages of the conversation unread for a one-message receipt', () => {
    const qc = createTestQueryClient();
    qc.setQueryData(messageKeys.unreadCount, { count: 2 });
    qc.setQueryData(messageKeys.conversation(VIKRAM), pages([m(3), m(4)]));
    applyMessageRead(qc, { reader_id: ME, sender_id: VIKRAM, message_id: m(3).id, read_at: at(9) }, ME);
    expect(conversation(qc).map((x) => x.read_at)).toEqual([at(9), null]);
    expect(count(qc)).toBe(1);
  });

  it('never lets the count fall below zero, and refetches it when nothing says by how much', () => {
    const zero = seeded({ count: 0 });
    applyMessageRead(zero, { reader_id: ME, sender_id: VIKRAM, read_at: at(5) }, ME);
    expect(count(zero)).toBe(0);
    const bare = seeded({ count: 4, conversation: false, list: false });
    applyMessageRead(bare, { reader_id: ME, sender_id: VIKRAM, read_at: at(5) }, ME);
    expect(count(bare)).toBe(4);
    expect(bare.getQueryState(messageKeys.unreadCount)?.isInvalidated).toBe(true);
  });
});
