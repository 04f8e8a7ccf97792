import { afterEach, describe, expect, it } from 'vitest';
import type { ConversationList } from '#shared/schemas/messages.ts';
import { aConversation, aConversationSummary, aMessage, testId } from '#web/test/fixtures.ts';
import { renderWithRealtime } from '#web/test/render-with-realtime.tsx';
import { createTestQueryClient } from '#web/test/render-with-providers.tsx';
import type { ConversationPages } from '../api/get-conversation';
import { conversationMessages } from '../api/message-cache';
import { messageKeys } from '../api/query-keys';
import { useMessagesRealtime } from './use-messages-realtime';
import { setViewingConversation } from './viewing-conversation';

const ME = testId(1);
const VIKRAM = testId(2);

function Sync() {
  useMessagesRealtime(ME);
  return null;
}

afterEach(() => {
  setViewingConversation(null);
});

function renderSync() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(messageKeys.unreadCount, { count: 1 });
  queryClient.setQueryData<ConversationPages>(messageKeys.conversation(VIKRAM), {
    pages: [aConversation([aMessage({ id: testId(100), created_at: '2026-05-01T10:00:00.000Z' })])],
    pageParams: [undefined],
  });
  queryClient.setQueryData<ConversationList>(messageKeys.conversations, {
    items: [aConversationSummary({ last_message: aMessage({ id: testId(100), created_at: '2026-05-01T10:00:00.000Z' }) })],
  });
  const { send } = renderWithRealtime(<Sync />, { queryClient, userId: ME });
  const count = () => queryClient.getQueryData<{ count: number }>(messageKeys.unreadCount)?.count;
  const messages = () => conversationMessages(queryClient.getQueryData<ConversationPages>(messageKeys.conversation(VIKRAM))!);
  const row = () => queryClient.getQueryData<ConversationList>(messageKeys.conversations)?.items[0];
  return { queryClient, send, count, messages, row };
}

const incoming = aMessage({ id: testId(101), created_at: '2026-05-01T10:05:00.000Z' });

describe('useMessagesRealtime', () => {
  it('appends a new message, moves its row and raises the chat count, once', () => {
    const { send, count, messages, row } = renderSync();
    send({ kind: 'message.created', message: incoming });
    expect(messages().map((m) => m.id)).toEqual([testId(100), testId(101)]);
    expect(row()?.last_message.id).toBe(testId(101));
    expect(row()?.unread_count).toBe(2);
    expect(count()).toBe(2);
    send({ kind: 'message.created', message: incoming });
    expect(count()).toBe(2);
    expect(messages()).toHaveLength(2);
  });

  it('does not count a message in the conversation on screen', () => {
    const { send, count, messages } = renderSync();
    setViewingConversation(VIKRAM);
    send({ kind: 'message.created', message: incoming });
    expect(messages()).toHaveLength(2);
    expect(count()).toBe(1);
  });

  it('applies read receipts; the count falls, never below zero', () => {
    const { send, count, messages, row } = renderSync();
    send({ kind: 'message.read', reader_id: ME, sender_id: VIKRAM, read_at: '2026-05-01T10:01:00.000Z' });
    expect(messages()[0]?.read_at).toBe('2026-05-01T10:01:00.000Z');
    expect(row()?.unread_count).toBe(0);
    expect(count()).toBe(0);
    send({ kind: 'message.read', reader_id: ME, sender_id: VIKRAM, read_at: '2026-05-01T10:02:00.000Z' });
    expect(count()).toBe(0);
  });

  it('re-reads whether replies are allowed when the connection changes, and everything on resync', () => {
    const { queryClient, send } = renderSync();
    send({
      kind: 'connection.changed',
      connection_id: testId(50),
      requester_id: VIKRAM,
      recipient_id: ME,
      status: 'removed',
    });
    expect(queryClient.getQueryState(messageKeys.conversation(VIKRAM))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(messageKeys.unreadCount)?.isInvalidated).toBe(false);
    send({ kind: 'resync' });
    expect(queryClient.getQueryState(messageKeys.unreadCount)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(messageKeys.conversations)?.isInvalidated).toBe(true);
  });
});
