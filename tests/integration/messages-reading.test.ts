// Reading messages (spec sections 2, 4, 6, 7, issue 5): the inbox, one conversation
// oldest first with paging back, one message by id for the dialog, read marking by the
// recipient only, and the unread count. Only the caller's own messages can be read.
import { describe, expect } from 'vitest';
import { MESSAGE_MESSAGES, type Message } from '#shared/schemas/messages.ts';
import {
  as,
  conversations,
  conversationWith,
  removeConnection,
  sendMessage,
  unreadMessages,
} from '../helpers/messages';
import { connectBrokers } from '../helpers/properties';
import { test } from '../helpers/fixtures';
import { registerBroker, type SignedIn, type TestApp } from '../helpers/test-app';
import { errorOf } from '../helpers/test-utils';

async function connected(t: TestApp, a: SignedIn, ...others: SignedIn[]) {
  const ids: string[] = [];
  for (const o of others) ids.push(await connectBrokers(t, a, o));
  return ids;
}

const markOne = (t: TestApp, who: SignedIn, id: string) => as(t, who, 'POST', `/api/messages/${id}/read`);
const markConversation = (t: TestApp, who: SignedIn, otherId: string) =>
  as(t, who, 'POST', `/api/messages/with/${otherId}/read`);

describe('the inbox', () => {
  test('one conversation per broker, newest first, with the last message and the unread count', async ({ t }) => {
    const me = await registerBroker(t, { name: 'Inbox Owner' });
    const ravi = await registerBroker(t, { name: 'Ravi' });
    const sita = await registerBroker(t, { name: 'Sita' });
    const quiet = await registerBroker(t, { name: 'Quiet' });
    const [raviConnection] = await connected(t, me, ravi, sita, quiet);

    await sendMessage(t, ravi, me, 'Ravi 1');
    await sendMessage(t, ravi, me, 'Ravi 2');
    await sendMessage(t, sita, me, 'Sita 1');
    const lastToRavi = await sendMessage(t, me, ravi, 'Me to Ravi');
    // Other brokers' messages never show.
    await connectBrokers(t, ravi, sita);
    await sendMessage(t, ravi, sita, 'Ravi to Sita');

    const inbox = await conversations(t, me);
    expect(inbox.items.map((c) => c.other.full_name)).toEqual(['Ravi', 'Sita']);
    expect(inbox.items[0]).toEqual({
      other: { id: ravi.id, full_name: 'Ravi', avatar_url: null, company_name: null, city: null },
      last_message: lastToRavi,
      unread_count: 2,
    });
    expect(inbox.items[1]).toMatchObject({
      last_message: { content: 'Sita 1', sender_name: 'Sita' },
      unread_count: 1,
    });
    expect(await unreadMessages(t, me)).toBe(3);
    expect(await unreadMessages(t, ravi)).toBe(1);

    // A new message moves its conversation to the top; a removed connection keeps its history.
    await sendMessage(t, sita, me, 'Sita 2');
    if (raviConnection)
      expect((await removeConnection(t, me, raviConnection)).statusCode).toBe(204);
    const later = await conversations(t, me);
    expect(later.items.map((c) => [c.other.full_name, c.unread_count])).toEqual([
      ['Sita', 2],
      ['Ravi', 2],
    ]);
    expect((await conversations(t, quiet)).items).toEqual([]);
  });
});

describe('one conversation', () => {
  test('is oldest first and pages back with a cursor', async ({ t, connectedBrokers: { a, b } }) => {
    const sent: Message[] = [];
    for (let i = 1; i <= 5; i++)
      sent.push(await sendMessage(t, i % 2 ? a : b, i % 2 ? b : a, `Message ${i}`));

    const all = await conversationWith(t, a, b.id);
    expect(all.items.map((m) => m.content)).toEqual([
      'Message 1',
      'Message 2',
      'Message 3',
      'Message 4',
      'Message 5',
    ]);
    expect(all).toMatchObject({ has_more: false, can_reply: true, other: { id: b.id } });

    const last2 = await conversationWith(t, a, b.id, '?limit=2');
    expect(last2.items.map((m) => m.content)).toEqual(['Message 4', 'Message 5']);
    expect(last2.has_more).toBe(true);
    const before = last2.items[0]?.id ?? '';
    const middle = await conversationWith(t, b, a.id, `?limit=2&before=${before}`);
    expect(middle.items.map((m) => m.content)).toEqual(['Message 2', 'Message 3']);
    expect(middle.has_more).toBe(true);
    const first = await conversationWith(
      t,
      a,
      b.id,
      `?limit=2&before=${middle.items[0]?.id ?? ''}`,
    );
    expect(first.items.map((m) => m.content)).toEqual(['Message 1']);
    expect(first.has_more).toBe(false);

    // A cursor from another conversation gives nothing away: an empty page.
    const c = await registerBroker(t);
    await connected(t, a, c);
    const elsewhere = await sendMessage(t, a, c, 'Elsewhere');
    expect(await conversationWith(t, b, a.id, `?before=${elsewhere.id}`)).toMatchObject({
      items: [],
      has_more: false,
    });
    for (const bad of ['?limit=0', '?limit=101', '?before=x', '?page=1']) {
      expect((await as(t, a, 'GET', `/api/messages/with/${b.id}${bad}`)).statusCode, bad).toBe(400);
    }
  });

  test("cannot read another pair's conversation: a third broker sees only their own (none)", async ({
    t,
    connectedBrokers: { a, b },
    broker: third,
  }) => {
    await connected(t, third, a);
    await sendMessage(t, a, b, 'Between a and b');
    const view = await conversationWith(t, third, a.id);
    expect(view).toMatchObject({
      items: [],
      has_more: false,
      can_reply: true,
      other: { id: a.id },
    });
    expect((await conversationWith(t, third, b.id)).can_reply).toBe(false);
    // Yourself: nothing to read and nobody to reply to.
    expect(await conversationWith(t, a, a.id)).toMatchObject({ items: [], can_reply: false });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await as(t, a, 'GET', `/api/messages/with/${id}`);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe(MESSAGE_MESSAGES.recipientNotFound);
    }
  });
});

describe('one message by id (the message dialog)', () => {
  test('answers its sender and recipient only; 404 for anyone else, unknown or malformed ids', async ({
    t,
    broker: b,
    otherBroker: third,
  }) => {
    const a = await registerBroker(t, { name: 'Dialog Sender' });
    await connected(t, a, b);
    const m = await sendMessage(t, a, b, 'Open me in the dialog');
    for (const who of [a, b]) {
      const res = await as(t, who, 'GET', `/api/messages/${m.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(m);
    }
    for (const [who, id] of [
      [third, m.id],
      [a, '00000000-0000-4000-8000-000000000000'],
      [a, 'not-an-id'],
    ] as const) {
      const res = await as(t, who, 'GET', `/api/messages/${id}`);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toEqual({ error: 'not_found', message: MESSAGE_MESSAGES.notFound });
    }
  });
});

describe('read marking', () => {
  test('only the recipient marks a message read; the sender changes nothing; others get 404', async ({
    t,
    connectedBrokers: { a, b },
    broker: third,
  }) => {
    const m = await sendMessage(t, a, b, 'Read me');

    const bySender = await markOne(t, a, m.id);
    expect(bySender.statusCode).toBe(200);
    expect(bySender.json<Message>().read_at).toBeNull();
    const byThird = await markOne(t, third, m.id);
    expect(byThird.statusCode).toBe(404);
    expect(errorOf(byThird).message).toBe(MESSAGE_MESSAGES.notFound);
    expect((await markOne(t, a, 'nope')).statusCode).toBe(404);
    expect(await unreadMessages(t, b)).toBe(1);

    const byRecipient = await markOne(t, b, m.id);
    expect(byRecipient.statusCode).toBe(200);
    const readAt = byRecipient.json<Message>().read_at;
    expect(readAt).toEqual(expect.any(String));
    expect(await unreadMessages(t, b)).toBe(0);
    // Idempotent: the first read time stays.
    expect((await markOne(t, b, m.id)).json<Message>().read_at).toBe(readAt);
    expect((await as(t, a, 'GET', `/api/messages/${m.id}`)).json<Message>().read_at).toBe(readAt);
  });

  test('opening a conversation marks only what the other broker sent the caller', async ({
    t,
    connectedBrokers: { a, b },
    broker: c,
  }) => {
    await connected(t, a, c);
    const fromB1 = await sendMessage(t, b, a, 'From b 1');
    const fromB2 = await sendMessage(t, b, a, 'From b 2');
    const toB = await sendMessage(t, a, b, 'To b');
    const fromC = await sendMessage(t, c, a, 'From c');
    expect(await unreadMessages(t, a)).toBe(3);

    // b "opening" the conversation with a marks a's message to b, nothing of a's inbox.
    const res = await markConversation(t, a, b.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 2, read_at: expect.any(String) });
    const view = await conversationWith(t, a, b.id);
    const readOf = Object.fromEntries(view.items.map((m) => [m.id, m.read_at]));
    expect(readOf[fromB1.id]).toEqual(expect.any(String));
    expect(readOf[fromB2.id]).toEqual(expect.any(String));
    expect(readOf[toB.id]).toBeNull();
    expect(
      (await conversationWith(t, c, a.id)).items.find((m) => m.id === fromC.id)?.read_at,
    ).toBeNull();
    expect(await unreadMessages(t, a)).toBe(1);
    expect(await unreadMessages(t, b)).toBe(1);

    expect((await markConversation(t, a, b.id)).json()).toMatchObject({ updated: 0 });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'bad']) {
      const unknown = await markConversation(t, a, id);
      expect(unknown.statusCode).toBe(404);
      expect(errorOf(unknown).message).toBe(MESSAGE_MESSAGES.recipientNotFound);
    }
    // A stranger "opening" a conversation with a changes nothing of a's.
    const stranger = await registerBroker(t);
    expect((await markConversation(t, stranger, c.id)).json()).toMatchObject({ updated: 0 });
    expect(await unreadMessages(t, a)).toBe(1);
  });
});
