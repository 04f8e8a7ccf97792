// /notification-settings (spec section 2, issues 4 and 19): every type with its switches
// and its e-mail delivery (instant or daily digest); the server respects them when it
// raises a notification, and instant e-mails (connection requests and messages) reach a
// real SMTP server. The digest itself: notification-digest.test.ts.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '#server/app-context.ts';
import { mailOutbox, messages, notificationPreferences } from '#server/db/schema.ts';
import { notifyNewMessage } from '#server/features/notifications/notify-new-message.ts';
import { createBackgroundTasks } from '#server/lib/background-tasks.ts';
import { createMailer } from '#server/lib/mail.ts';
import { NOTIFICATION_MESSAGES, NOTIFICATION_TYPES } from '#shared/schemas/notifications.ts';
import { type NotificationSettings } from '#shared/schemas/notification-settings.ts';
import { connectRealtime, listenForRealtime, type RealtimeClient } from '../helpers/realtime-client';
import { decodeQuotedPrintable, startSmtpPeer, type SmtpPeer } from '../helpers/smtp-peer';
import { createTestApp, registerBroker, type SignedIn, type TestApp } from '../helpers/test-app';
import {
  getSettings,
  listNotifications,
  notificationsOfType,
  putSettings,
  requestConnection,
} from '../helpers/notifications';
import { countRows, errorOf, waitFor } from '../helpers/test-utils';

let t: TestApp;
let smtp: SmtpPeer;
let wsUrl: string;
const sockets: RealtimeClient[] = [];
beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  wsUrl = await listenForRealtime(t);
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await t.close();
  await smtp.close();
});

const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));

describe('settings', () => {
  it('lists every type in order with the defaults: instant e-mail where it exists, the rest digest-only and off', async () => {
    const broker = await registerBroker(t);
    expect(await getSettings(t, broker)).toEqual({
      types: NOTIFICATION_TYPES.map((type) => {
        const instant = type === 'connection_request' || type === 'message';
        return { type, in_app: true, email: instant, delivery: instant ? 'instant' : 'daily' };
      }),
    });
  });

  it('saves only the switches sent and keeps the rest', async () => {
    const broker = await registerBroker(t);
    const first = await putSettings(t, broker, { types: [{ type: 'connection_request', in_app: false }] });
    expect(first.statusCode, first.body).toBe(200);
    await putSettings(t, broker, { types: [{ type: 'connection_request', email: false }, { type: 'new_listing', in_app: false }] });
    const settings = await getSettings(t, broker);
    expect(settings.types.find((s) => s.type === 'connection_request')).toEqual({
      type: 'connection_request',
      in_app: false,
      email: false,
      delivery: 'instant',
    });
    expect(settings.types.find((s) => s.type === 'new_listing')).toEqual({ type: 'new_listing', in_app: false, email: false, delivery: 'daily' });
    expect(settings.types.find((s) => s.type === 'message')).toEqual({ type: 'message', in_app: true, email: true, delivery: 'instant' });

    await putSettings(t, broker, { types: [{ type: 'message', delivery: 'daily' }, { type: 'connection_request', email: true }] });
    const again = await getSettings(t, broker);
    expect(again.types.find((s) => s.type === 'message')).toEqual({ type: 'message', in_app: true, email: true, delivery: 'daily' });
    expect(again.types.find((s) => s.type === 'connection_request')).toMatchObject({ in_app: false, email: true, delivery: 'instant' });
  });

  it('puts a digest-only type into the daily digest with its e-mail switch, and back out', async () => {
    const broker = await registerBroker(t);
    const on = await putSettings(t, broker, { types: [{ type: 'requirement_match', email: true }] });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json<NotificationSettings>().types.find((s) => s.type === 'requirement_match')).toEqual({
      type: 'requirement_match',
      in_app: true,
      email: true,
      delivery: 'daily',
    });
    const [row] = await t.database.db
      .select()
      .from(notificationPreferences)
      .where(and(eq(notificationPreferences.userId, broker.id), eq(notificationPreferences.type, 'requirement_match')));
    expect(row).toMatchObject({ email: true, delivery: 'daily' });
    await putSettings(t, broker, { types: [{ type: 'requirement_match', email: false }] });
    expect((await getSettings(t, broker)).types.find((s) => s.type === 'requirement_match')).toMatchObject({ email: false, delivery: 'daily' });
  });

  it('reads a row written before the digest (email true, delivery instant) of a digest-only type as e-mail off', async () => {
    const broker = await registerBroker(t);
    // What switching new_listing's in-app off wrote before this issue: the columns' defaults.
    await t.database.db.insert(notificationPreferences).values({ userId: broker.id, type: 'new_listing', inApp: false });
    expect((await getSettings(t, broker)).types.find((s) => s.type === 'new_listing')).toEqual({
      type: 'new_listing',
      in_app: false,
      email: false,
      delivery: 'daily',
    });
    // Switching in-app back on does not switch the digest on with it.
    await putSettings(t, broker, { types: [{ type: 'new_listing', in_app: true }] });
    expect((await getSettings(t, broker)).types.find((s) => s.type === 'new_listing')).toMatchObject({ in_app: true, email: false });
  });

  it('refuses instant e-mail for a type without it, a repeated type, an unknown type and an unknown delivery, changing nothing', async () => {
    const broker = await registerBroker(t);
    const before = await countRows(t, notificationPreferences);
    const cases: Array<[unknown, string]> = [
      [{ types: [{ type: 'message', in_app: false }, { type: 'new_member', delivery: 'instant' }] }, NOTIFICATION_MESSAGES.instantUnavailable],
      [{ types: [{ type: 'message', in_app: false }, { type: 'message', email: false }] }, NOTIFICATION_MESSAGES.duplicateType],
    ];
    for (const [payload, message] of cases) {
      const res = await putSettings(t, broker, payload);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({ message, field: 'types' });
    }
    const unknown = await putSettings(t, broker, { types: [{ type: 'chat_message', in_app: false }] });
    expect(unknown.statusCode).toBe(400);
    const extra = await putSettings(t, broker, { types: [{ type: 'message', push: true }] });
    expect(extra.statusCode).toBe(400);
    const weekly = await putSettings(t, broker, { types: [{ type: 'message', delivery: 'weekly' }] });
    expect(weekly.statusCode).toBe(400);
    expect(await countRows(t, notificationPreferences)).toBe(before);
  });
});

describe('the server respects the settings', () => {
  let recipient: SignedIn;
  let socket: RealtimeClient;
  beforeAll(async () => {
    recipient = await registerBroker(t, { name: 'Settings Recipient' });
    socket = await connectRealtime(wsUrl, recipient.accessToken);
    sockets.push(socket);
  });

  it('defaults: a request is a row, an event and an instant e-mail with an escaped name and the link', async () => {
    const asker = await registerBroker(t, { name: 'Tom <b>&</b> Co' });
    await requestConnection(t, asker, recipient);
    const [n] = await notificationsOfType(t, recipient, 'connection_request');
    await socket.waitForEvent(
      (events) => events.find((e) => e.kind === 'notification.created' && e.notification.id === n?.id),
      'the notification.created event',
    );
    const [mail] = await waitFor(() => (mailsTo(recipient.email).length > 0 ? mailsTo(recipient.email) : undefined), 'the instant e-mail');
    const raw = decodeQuotedPrintable(mail?.raw ?? '');
    expect(raw).toContain('http://localhost:3000/connections');
    // The HTML part escapes the name; the plain-text part may carry it as it is.
    expect(raw).toContain('<p>Tom &lt;b&gt;&amp;&lt;/b&gt; Co wants to connect with you</p>');
    expect(raw).not.toContain('<p>Tom <b>');
    const [outbox] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, recipient.email));
    expect(outbox).toMatchObject({ kind: 'notification', subject: 'Connection request: Tom <b>&</b> Co wants to connect with you' });
  });

  it('in-app off: no row and no event, but the e-mail still comes', async () => {
    expect((await putSettings(t, recipient, { types: [{ type: 'connection_request', in_app: false }] })).statusCode).toBe(200);
    const mailsBefore = mailsTo(recipient.email).length;
    const rowsBefore = (await listNotifications(t, recipient)).total;
    const eventsBefore = socket.events().length;
    const asker = await registerBroker(t);
    await requestConnection(t, asker, recipient);
    await waitFor(() => (mailsTo(recipient.email).length > mailsBefore ? true : undefined), 'the e-mail');
    // The connection.changed event of the same request arrives after its would-be notification.
    await socket.waitForEvent(
      (events) => events.slice(eventsBefore).find((e) => e.kind === 'connection.changed' && e.requester_id === asker.id),
      'connection.changed',
    );
    expect((await listNotifications(t, recipient)).total).toBe(rowsBefore);
    expect(socket.events().slice(eventsBefore).filter((e) => e.kind === 'notification.created')).toEqual([]);
  });

  it('e-mail off: the row, but no mail', async () => {
    await putSettings(t, recipient, { types: [{ type: 'connection_request', in_app: true, email: false }] });
    const rowsBefore = (await listNotifications(t, recipient)).total;
    const outboxBefore = await countRows(t, mailOutbox);
    const asker = await registerBroker(t);
    await requestConnection(t, asker, recipient);
    expect((await listNotifications(t, recipient)).total).toBe(rowsBefore + 1);
    // Mails go out in the background: once a later mail (to someone else) has arrived,
    // an earlier one would have been in the outbox too.
    const other = await registerBroker(t);
    await requestConnection(t, asker, other);
    await waitFor(() => (mailsTo(other.email).length > 0 ? true : undefined), 'the other broker’s mail');
    expect(await countRows(t, mailOutbox)).toBe(outboxBefore + 1);
  });

  it('daily digest: the row and the event, but no instant e-mail', async () => {
    const broker = await registerBroker(t);
    await putSettings(t, broker, { types: [{ type: 'connection_request', delivery: 'daily' }] });
    const outboxBefore = await countRows(t, mailOutbox);
    const asker = await registerBroker(t);
    await requestConnection(t, asker, broker);
    expect(await notificationsOfType(t, broker, 'connection_request')).toHaveLength(1);
    const other = await registerBroker(t);
    await requestConnection(t, asker, other);
    await waitFor(() => (mailsTo(other.email).length > 0 ? true : undefined), 'the other broker’s mail');
    expect(mailsTo(broker.email)).toEqual([]);
    expect(await countRows(t, mailOutbox)).toBe(outboxBefore + 1);
  });

  it('types without instant e-mail never send one, even with the digest on', async () => {
    const inviter = await registerBroker(t);
    await putSettings(t, inviter, { types: [{ type: 'new_member', email: true }] });
    const outboxBefore = await countRows(t, mailOutbox);
    await registerBroker(t, { inviterId: inviter.id });
    expect(await notificationsOfType(t, inviter, 'new_member')).toHaveLength(1);
    const asker = await registerBroker(t);
    const other = await registerBroker(t);
    await requestConnection(t, asker, other);
    await waitFor(() => (mailsTo(other.email).length > 0 ? true : undefined), 'a later mail');
    expect(mailsTo(inviter.email)).toEqual([]);
    expect(await countRows(t, mailOutbox)).toBe(outboxBefore + 1);
  });
});

describe('message notifications (raised by the messages feature, issue 5)', () => {
  it('go through the same function: a row with a 60-character preview, an event and an e-mail', async () => {
    const sender = await registerBroker(t, { name: 'Message Sender' });
    const recipient = await registerBroker(t);
    const socket = await connectRealtime(wsUrl, recipient.accessToken);
    sockets.push(socket);
    const content = 'Is the 3 BHK in Indiranagar still available?\nMy client can visit on Saturday morning.';
    const [message] = await t.database.db
      .insert(messages)
      .values({ senderId: sender.id, recipientId: recipient.id, content })
      .returning();
    if (!message) throw new Error('no message');

    // The app's own context, with a mailer on the same SMTP server.
    const ctx: AppContext = {
      ...t.app.appContext,
      mailer: createMailer(t.database.db, { smtpUrl: smtp.url, from: t.config.mailFrom }, t.app.log),
      tasks: createBackgroundTasks(t.app.log),
    };
    try {
      await notifyNewMessage(ctx, { id: message.id, senderId: sender.id, recipientId: recipient.id, content });
      await ctx.tasks.drain();
    } finally {
      ctx.mailer.close();
    }

    const [n] = await notificationsOfType(t, recipient, 'message');
    expect(n).toMatchObject({
      content: {
        sender_id: sender.id,
        sender_name: 'Message Sender',
        message_id: message.id,
        message_preview: `${Array.from(content).slice(0, 60).join('')}...`,
      },
      action_url: `/inbox/${sender.id}`,
      entity: null,
    });
    await socket.waitForEvent(
      (events) => events.find((e) => e.kind === 'notification.created' && e.notification.type === 'message'),
      'the message notification event',
    );
    const [mail] = mailsTo(recipient.email);
    const raw = decodeQuotedPrintable(mail?.raw ?? '');
    expect(raw).toContain(`http://localhost:3000/inbox/${sender.id}`);
    expect(raw).toMatch(/Subject: New message from Message Sender: Is the 3 BHK/);
  });
});
