// Live updates and notifications of issue 5, through real sockets and a real SMTP peer:
// message.created to both parties (each with their own view of the property), message.read
// receipts, connection.changed 'removed' to both, and the 'message' notification with its
// 60-character preview and the instant e-mail as the recipient's settings say.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '#shared/schemas/realtime.ts';
import { notificationsOfType, putSettings } from '../helpers/notifications';
import { as, removeConnection, sendMessage } from '../helpers/messages';
import { connectBrokers, createProperty, placeOf, type Place } from '../helpers/properties';
import {
  connectRealtime,
  listenForRealtime,
  type RealtimeClient,
} from '../helpers/realtime-client';
import { decodeQuotedPrintable, startSmtpPeer, type SmtpPeer } from '../helpers/smtp-peer';
import { createTestApp, registerBroker, type SignedIn, type TestApp } from '../helpers/test-app';
import { waitFor } from '../helpers/test-utils';

let t: TestApp;
let smtp: SmtpPeer;
let wsUrl: string;
let place: Place;
const sockets: RealtimeClient[] = [];
beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  wsUrl = await listenForRealtime(t);
  place = await placeOf(t);
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await t.close();
  await smtp.close();
});

const socketOf = async (who: SignedIn) => {
  const socket = await connectRealtime(wsUrl, who.accessToken);
  sockets.push(socket);
  return socket;
};
/** Message mails only (connecting in a test also mails the connection request). */
const mailsTo = (email: string) =>
  smtp.received.filter(
    (m) => m.to.includes(email) && /Subject: New message from/.test(decodeQuotedPrintable(m.raw)),
  );
const kinds = (s: RealtimeClient, kind: RealtimeEvent['kind']) =>
  s.events().filter((e) => e.kind === kind);

describe('message events', () => {
  it("message.created reaches both parties' sockets, each with its own view; nobody else's", async () => {
    const a = await registerBroker(t, { name: 'Live Sender' });
    const b = await registerBroker(t);
    const stranger = await registerBroker(t);
    await connectBrokers(t, a, b);
    const [sa, sb, sStranger] = [await socketOf(a), await socketOf(b), await socketOf(stranger)];
    const own = await createProperty(t, a, place, {
      visibility: 'Private',
      title: 'Only mine to see',
    });

    const sent = await sendMessage(t, a, b, 'About my private listing', own.id);
    const forA = await sa.waitForEvent(
      (events) => events.find((e) => e.kind === 'message.created' && e.message.id === sent.id),
      "the sender's message.created",
    );
    const forB = await sb.waitForEvent(
      (events) => events.find((e) => e.kind === 'message.created' && e.message.id === sent.id),
      "the recipient's message.created",
    );
    expect(forA).toEqual({ kind: 'message.created', message: sent });
    expect(sent.property_title).toBe('Only mine to see');
    expect(forB).toEqual({ kind: 'message.created', message: { ...sent, property_title: null } });

    // A later event reaching the stranger proves the earlier one would have arrived by now.
    const probe = await registerBroker(t);
    await connectBrokers(t, stranger, probe, 'pending');
    await sStranger.waitForEvent(
      (events) => events.find((e) => e.kind === 'connection.changed'),
      'a later event',
    );
    expect(kinds(sStranger, 'message.created')).toEqual([]);
  });

  it('message.read reaches the sender (and the reader) when the recipient opens the conversation, once', async () => {
    const a = await registerBroker(t);
    const b = await registerBroker(t);
    await connectBrokers(t, a, b);
    const [sa, sb] = [await socketOf(a), await socketOf(b)];
    await sendMessage(t, a, b, 'One');
    await sendMessage(t, a, b, 'Two');

    // The sender "marking" changes nothing and publishes nothing.
    expect((await as(t, a, 'POST', `/api/messages/with/${b.id}/read`)).json()).toMatchObject({
      updated: 0,
    });
    const res = await as(t, b, 'POST', `/api/messages/with/${a.id}/read`);
    const { read_at: readAt } = res.json<{ read_at: string }>();
    const expected = { kind: 'message.read', reader_id: b.id, sender_id: a.id, read_at: readAt };
    expect(
      await sa.waitForEvent(
        (events) => events.find((e) => e.kind === 'message.read'),
        'the read receipt',
      ),
    ).toEqual(expected);
    expect(
      await sb.waitForEvent(
        (events) => events.find((e) => e.kind === 'message.read'),
        "the reader's copy",
      ),
    ).toEqual(expected);
    // Opening again changes nothing: no second receipt (a later event proves it).
    await as(t, b, 'POST', `/api/messages/with/${a.id}/read`);
    const last = await sendMessage(t, b, a, 'Marker');
    await sa.waitForEvent(
      (events) => events.find((e) => e.kind === 'message.created' && e.message.id === last.id),
      'marker',
    );
    expect(kinds(sa, 'message.read')).toHaveLength(1);
  });

  it('the dialog read publishes message.read naming its one message; the sender reading publishes nothing', async () => {
    const a = await registerBroker(t);
    const b = await registerBroker(t);
    await connectBrokers(t, a, b);
    const sa = await socketOf(a);
    const first = await sendMessage(t, a, b, 'First');
    const second = await sendMessage(t, a, b, 'Second');

    // Reading the newer one while the older is unread: the receipt names only it.
    const res = await as(t, b, 'POST', `/api/messages/${second.id}/read`);
    expect(res.statusCode).toBe(200);
    const readAt = res.json<{ read_at: string }>().read_at;
    const receipt = await sa.waitForEvent(
      (events) => events.find((e) => e.kind === 'message.read'),
      'the receipt',
    );
    expect(receipt).toEqual({
      kind: 'message.read',
      reader_id: b.id,
      sender_id: a.id,
      message_id: second.id,
      read_at: readAt,
    });
    // The sender marking their own message read changes nothing and publishes nothing;
    // reading it again as the recipient neither.
    expect((await as(t, a, 'POST', `/api/messages/${first.id}/read`)).json<{ read_at: string | null }>().read_at).toBeNull();
    expect((await as(t, b, 'POST', `/api/messages/${second.id}/read`)).statusCode).toBe(200);
    // A later event proves the two calls above sent nothing in between.
    await as(t, b, 'POST', `/api/messages/${first.id}/read`);
    await sa.waitForEvent(
      (events) => events.find((e) => e.kind === 'message.read' && e.message_id === first.id),
      'the second receipt',
    );
    expect(kinds(sa, 'message.read')).toHaveLength(2);
  });
});

describe('connection events', () => {
  it("connection.changed 'removed' reaches both parties", async () => {
    const a = await registerBroker(t);
    const b = await registerBroker(t);
    const id = await connectBrokers(t, a, b);
    const [sa, sb] = [await socketOf(a), await socketOf(b)];
    expect((await removeConnection(t, b, id)).statusCode).toBe(204);
    const expected = {
      kind: 'connection.changed',
      connection_id: id,
      requester_id: a.id,
      recipient_id: b.id,
      status: 'removed',
    };
    for (const socket of [sa, sb]) {
      expect(
        await socket.waitForEvent(
          (events) => events.find((e) => e.kind === 'connection.changed' && e.status === 'removed'),
          'the removal',
        ),
      ).toEqual(expected);
    }
  });

  it('a request and its acceptance reach both parties live', async () => {
    const a = await registerBroker(t);
    const b = await registerBroker(t);
    const [sa, sb] = [await socketOf(a), await socketOf(b)];
    const id = await connectBrokers(t, a, b);
    for (const socket of [sa, sb]) {
      await socket.waitForEvent(
        (events) =>
          events.find(
            (e) =>
              e.kind === 'connection.changed' && e.connection_id === id && e.status === 'accepted',
          ),
        'the acceptance',
      );
      expect(
        kinds(socket, 'connection.changed').map((e) =>
          e.kind === 'connection.changed' ? e.status : '',
        ),
      ).toEqual(['pending', 'accepted']);
    }
  });
});

describe('message notifications', () => {
  it('the recipient gets a notification with a 60-character preview and an instant e-mail', async () => {
    const a = await registerBroker(t, { name: 'Notifying Sender' });
    const b = await registerBroker(t);
    await connectBrokers(t, a, b);
    const sb = await socketOf(b);
    const content = 'Is the 3 BHK in Indiranagar still available? My client can visit on Saturday.';
    const sent = await sendMessage(t, a, b, content);

    const [n, ...more] = await notificationsOfType(t, b, 'message');
    expect(more).toEqual([]);
    expect(n).toMatchObject({
      content: {
        sender_id: a.id,
        sender_name: 'Notifying Sender',
        message_id: sent.id,
        message_preview: `${Array.from(content).slice(0, 60).join('')}...`,
      },
      action_url: `/inbox/${a.id}`,
    });
    await sb.waitForEvent(
      (events) =>
        events.find((e) => e.kind === 'notification.created' && e.notification.type === 'message'),
      'the notification event',
    );
    const mail = await waitFor(() => mailsTo(b.email)[0], 'the message e-mail');
    const raw = decodeQuotedPrintable(mail.raw);
    expect(raw).toMatch(/Subject: New message from Notifying Sender: Is the 3 BHK/);
    expect(raw).toContain(`http://localhost:3000/inbox/${a.id}`);
    // The sender is told nothing about their own message.
    expect(await notificationsOfType(t, a, 'message')).toEqual([]);
    expect(mailsTo(a.email)).toEqual([]);
  });

  it('follows the settings: e-mail off keeps the bell; in-app off keeps the e-mail', async () => {
    const a = await registerBroker(t, { name: 'Settings Sender' });
    const noMail = await registerBroker(t);
    const noBell = await registerBroker(t);
    await connectBrokers(t, a, noMail);
    await connectBrokers(t, a, noBell);
    expect(
      (await putSettings(t, noMail, { types: [{ type: 'message', email: false }] })).statusCode,
    ).toBe(200);
    expect(
      (await putSettings(t, noBell, { types: [{ type: 'message', in_app: false }] })).statusCode,
    ).toBe(200);

    await sendMessage(t, a, noMail, 'Short note');
    await sendMessage(t, a, noBell, 'Another short note');
    expect(await notificationsOfType(t, noMail, 'message')).toHaveLength(1);
    expect(await notificationsOfType(t, noBell, 'message')).toEqual([]);
    await waitFor(() => mailsTo(noBell.email)[0], 'the mail of the broker without the bell');
    // The mail that was not wanted would have been sent before the one that was.
    expect(mailsTo(noMail.email)).toEqual([]);
    // The preview of a short message is the message itself.
    expect((await notificationsOfType(t, noMail, 'message'))[0]?.content.message_preview).toBe(
      'Short note',
    );
  });
});
