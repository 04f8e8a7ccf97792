// Sending messages (spec sections 3, 5, 6, issue 5): only between accepted connections,
// never to yourself, never blank or too long, about a property only if the sender may
// see it; a refusal writes nothing. Removing the connection stops new messages both
// ways while the history stays readable to its two participants only.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, properties } from '#server/db/schema.ts';
import { MESSAGE_MAX_LENGTH, MESSAGE_MESSAGES } from '#shared/schemas/messages.ts';
import {
  as,
  conversationWith,
  postMessage,
  removeConnection,
  sendMessage,
} from '../helpers/messages';
import { connectBrokers, createProperty, placeOf, type Place } from '../helpers/properties';
import { createTestApp, ensureFounder, registerBroker, type TestApp } from '../helpers/test-app';
import { countRows, errorOf } from '../helpers/test-utils';

let t: TestApp;
let place: Place;
beforeAll(async () => {
  t = await createTestApp();
  place = await placeOf(t);
});
afterAll(async () => t.close());

async function connectedPair(names: [string, string] = ['Asha Sender', 'Ravi Recipient']) {
  const a = await registerBroker(t, { name: names[0] });
  const b = await registerBroker(t, { name: names[1] });
  const connectionId = await connectBrokers(t, a, b);
  return { a, b, connectionId };
}

describe('sending', () => {
  it('a connection receives the message: stored trimmed, with the sender name and no property', async () => {
    const { a, b } = await connectedPair();
    const sent = await sendMessage(t, a, b, '  Is the flat still available?  ');
    expect(sent).toEqual({
      id: expect.any(String),
      sender_id: a.id,
      recipient_id: b.id,
      content: 'Is the flat still available?',
      property_id: null,
      property_title: null,
      requirement_id: null,
      requirement_title: null,
      sender_name: 'Asha Sender',
      read_at: null,
      created_at: expect.any(String),
    });
    const [row] = await t.database.db.select().from(messages).where(eq(messages.id, sent.id));
    expect(row).toMatchObject({
      senderId: a.id,
      recipientId: b.id,
      content: 'Is the flat still available?',
      readAt: null,
    });
    // Either side may write: the recipient replies.
    const reply = await sendMessage(t, b, a, 'Yes, come on Saturday.');
    expect(reply).toMatchObject({
      sender_id: b.id,
      recipient_id: a.id,
      sender_name: 'Ravi Recipient',
    });
    // Up to the limit is fine.
    await sendMessage(t, a, b, 'x'.repeat(MESSAGE_MAX_LENGTH));
  });

  it('refuses a broker who is not a connection (403) and a pending request either way, writing nothing', async () => {
    const a = await registerBroker(t);
    const stranger = await registerBroker(t);
    const pendingTo = await registerBroker(t);
    await connectBrokers(t, a, pendingTo, 'pending');
    const before = await countRows(t, messages);
    for (const [from, to] of [
      [a, stranger],
      [stranger, a],
      [a, pendingTo],
      [pendingTo, a],
    ] as const) {
      const res = await postMessage(t, from, { recipient_id: to.id, content: 'Hello' });
      expect(res.statusCode).toBe(403);
      expect(errorOf(res)).toEqual({ error: 'forbidden', message: MESSAGE_MESSAGES.notConnected });
    }
    expect(await countRows(t, messages)).toBe(before);
  });

  it('refuses yourself, blank, missing, too long and unknown recipients, with the field', async () => {
    const { a, b } = await connectedPair();
    const before = await countRows(t, messages);
    const cases: Array<[Record<string, unknown>, number, string, string]> = [
      [{ recipient_id: a.id, content: 'Me' }, 400, MESSAGE_MESSAGES.self, 'recipient_id'],
      [{ recipient_id: b.id, content: '' }, 400, MESSAGE_MESSAGES.empty, 'content'],
      [{ recipient_id: b.id, content: ' \n\t ' }, 400, MESSAGE_MESSAGES.empty, 'content'],
      [{ recipient_id: b.id }, 400, MESSAGE_MESSAGES.empty, 'content'],
      [
        { recipient_id: b.id, content: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) },
        400,
        MESSAGE_MESSAGES.tooLong,
        'content',
      ],
      [
        { recipient_id: 'nobody', content: 'Hi' },
        400,
        MESSAGE_MESSAGES.recipientNotFound,
        'recipient_id',
      ],
      [
        { recipient_id: '00000000-0000-4000-8000-000000000000', content: 'Hi' },
        404,
        MESSAGE_MESSAGES.recipientNotFound,
        'recipient_id',
      ],
      [
        { recipient_id: b.id, content: 'Hi', property_id: 'x' },
        400,
        MESSAGE_MESSAGES.propertyNotFound,
        'property_id',
      ],
    ];
    for (const [payload, status, message, field] of cases) {
      const res = await postMessage(t, a, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      expect(errorOf(res)).toMatchObject({ message, field });
    }
    const extra = await postMessage(t, a, { recipient_id: b.id, content: 'Hi', sender_id: b.id });
    expect(extra.statusCode).toBe(400);
    expect(await countRows(t, messages)).toBe(before);
  });
});

describe('about a property', () => {
  it("refuses a property the sender may not see (404, nothing written) or that doesn't exist", async () => {
    const { a, b } = await connectedPair();
    const owner = await registerBroker(t);
    const hidden = await createProperty(t, owner, place, { visibility: 'Private' });
    const networkOnly = await createProperty(t, owner, place, { visibility: 'Network Only' });
    const before = await countRows(t, messages);
    for (const id of [hidden.id, networkOnly.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await postMessage(t, a, {
        recipient_id: b.id,
        content: 'About this one',
        property_id: id,
      });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toEqual({
        error: 'not_found',
        message: MESSAGE_MESSAGES.propertyNotFound,
        field: 'property_id',
      });
    }
    expect(await countRows(t, messages)).toBe(before);
    // Once connected to the owner, the Network Only listing is visible and may be attached.
    await connectBrokers(t, owner, a);
    const sent = await sendMessage(t, a, b, 'About this one', networkOnly.id);
    expect(sent).toMatchObject({ property_id: networkOnly.id, property_title: networkOnly.title });
  });

  it('shows the title only to a reader who may see the property now', async () => {
    const { a, b } = await connectedPair();
    const own = await createProperty(t, a, place, {
      visibility: 'Private',
      title: 'Private penthouse',
    });
    const open = await createProperty(t, a, place, { visibility: 'All', title: 'Open villa' });
    const aboutPrivate = await sendMessage(t, a, b, 'My own private one', own.id);
    expect(aboutPrivate.property_title).toBe('Private penthouse');
    const aboutOpen = await sendMessage(t, a, b, 'And the villa', open.id);

    const titlesFor = async (reader: typeof a, otherId: string) =>
      Object.fromEntries(
        (await conversationWith(t, reader, otherId)).items.map((m) => [m.id, m.property_title]),
      );
    expect(await titlesFor(a, b.id)).toEqual({
      [aboutPrivate.id]: 'Private penthouse',
      [aboutOpen.id]: 'Open villa',
    });
    // The recipient keeps the property id but not a title it may not see.
    expect(await titlesFor(b, a.id)).toEqual({
      [aboutPrivate.id]: null,
      [aboutOpen.id]: 'Open villa',
    });
    const single = await as(t, b, 'GET', `/api/messages/${aboutPrivate.id}`);
    expect(single.json()).toMatchObject({ property_id: own.id, property_title: null });

    // Made private later: the title disappears for the recipient at read time.
    await t.database.db
      .update(properties)
      .set({ visibility: 'Private' })
      .where(eq(properties.id, open.id));
    expect((await titlesFor(b, a.id))[aboutOpen.id]).toBeNull();
    // An admin reader would see it (the same rule as everywhere).
    const founder = await ensureFounder(t);
    await connectBrokers(t, a, founder);
    const toAdmin = await sendMessage(t, a, founder, 'For the admin', own.id);
    expect(
      (await conversationWith(t, founder, a.id)).items.find((m) => m.id === toAdmin.id)
        ?.property_title,
    ).toBe('Private penthouse');
  });
});

describe('after a removal', () => {
  it('stops new messages both ways; the history stays readable to both and to nobody else', async () => {
    const { a, b, connectionId } = await connectedPair();
    const first = await sendMessage(t, a, b, 'Before the removal');
    const second = await sendMessage(t, b, a, 'A reply before the removal');
    expect((await conversationWith(t, a, b.id)).can_reply).toBe(true);
    expect((await removeConnection(t, b, connectionId)).statusCode).toBe(204);

    const before = await countRows(t, messages);
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const res = await postMessage(t, from, { recipient_id: to.id, content: 'After the removal' });
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).message).toBe(MESSAGE_MESSAGES.notConnected);
    }
    expect(await countRows(t, messages)).toBe(before);

    for (const [reader, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const conversation = await conversationWith(t, reader, other.id);
      expect(conversation.items.map((m) => m.id)).toEqual([first.id, second.id]);
      expect(conversation.can_reply).toBe(false);
      expect((await as(t, reader, 'GET', `/api/messages/${first.id}`)).statusCode).toBe(200);
    }
    const third = await registerBroker(t);
    expect((await conversationWith(t, third, a.id)).items).toEqual([]);
    expect((await conversationWith(t, third, b.id)).items).toEqual([]);
    expect((await as(t, third, 'GET', `/api/messages/${first.id}`)).statusCode).toBe(404);

    // Connected again, they may write again.
    await connectBrokers(t, a, b);
    await sendMessage(t, a, b, 'Back in touch');
  });
});
