// Invite Associates after a send (spec sections 3, 4, 8; decision 012): the WhatsApp
// message, link and whatsapp_outbound row; the broker's list of sent invitations, which
// turns accepted when the invitee registers with the code (and the inviter hears of
// it). No SMTP_URL here: mails stay in the outbox, which counts as sent.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_MESSAGES, type WhatsappInvite } from '#shared/schemas/invitations.ts';
import { mailOutbox, whatsappOutbound } from '#server/db/schema.ts';
import { listSent, postResend, postWhatsapp, sendInvitation } from '../helpers/invitations';
import { notificationsOfType } from '../helpers/notifications';
import { createTestApp, registerBroker, type SignedIn, type TestApp } from '../helpers/test-app';
import { countRows, errorOf, type AuthBody } from '../helpers/test-utils';

let t: TestApp;
let inviter: SignedIn;
let other: SignedIn;
const INVITER_NAME = 'राहुल शर्मा 🏠';

beforeAll(async () => {
  t = await createTestApp();
  inviter = await registerBroker(t, { name: INVITER_NAME });
  other = await registerBroker(t, { name: 'Other Broker' });
});
afterAll(async () => t.close());

describe('without SMTP_URL', () => {
  it('the mail is kept in the outbox with the start link, and the send succeeds', async () => {
    const sent = await sendInvitation(t, inviter, { message: 'Outbox please' });
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, sent.invitee_email));
    expect(mail).toMatchObject({ kind: 'invitation', sentAt: null, error: null });
    expect(mail?.textBody).toContain(`http://localhost:3000/start?code=${sent.invite_code}`);
  });
});

describe('WhatsApp', () => {
  it('with a phone: a pending whatsapp_outbound row and a wa.me link whose text survives Hindi and emoji', async () => {
    const sent = await sendInvitation(t, inviter, { name: 'प्रिया 🌸', phone: '+91 98765 43210' });
    const res = await postWhatsapp(t, inviter, sent.id);
    expect(res.statusCode, res.body).toBe(201);
    const invite = res.json<WhatsappInvite>();
    const link = `http://localhost:3000/start?code=${sent.invite_code}`;
    expect(invite.message).toBe(
      `Hi प्रिया 🌸, ${INVITER_NAME} has invited you to join BrokerCircle, the members-only network for ` +
        `real-estate brokers. Your invite code: ${sent.invite_code}. Join here: ${link}`,
    );
    expect(invite).toMatchObject({ invite_url: link, phone: '+919876543210' });

    const prefix = 'https://wa.me/919876543210?text=';
    expect(invite.whatsapp_url.startsWith(prefix)).toBe(true);
    const encoded = invite.whatsapp_url.slice(prefix.length);
    expect(encoded).toMatch(/^[A-Za-z0-9%\-_.!~*'()]+$/);
    expect(decodeURIComponent(encoded)).toBe(invite.message);
    expect(new URL(invite.whatsapp_url).searchParams.get('text')).toBe(invite.message);

    const rows = await t.database.db
      .select()
      .from(whatsappOutbound)
      .where(eq(whatsappOutbound.userId, inviter.id));
    expect(rows).toEqual([
      expect.objectContaining({
        message: invite.message,
        url: link,
        phone: '+919876543210',
        sendStatus: 'pending',
        messageType: 'invite',
        image: null,
      }),
    ]);
  });

  it("without a phone: a wa.me link without a number, greeting 'there'", async () => {
    const sent = await sendInvitation(t, inviter);
    const res = await postWhatsapp(t, inviter, sent.id);
    expect(res.statusCode, res.body).toBe(201);
    const invite = res.json<WhatsappInvite>();
    expect(invite.phone).toBeNull();
    expect(invite.message.startsWith(`Hi there, ${INVITER_NAME} has invited you`)).toBe(true);
    expect(invite.whatsapp_url).toBe(`https://wa.me/?text=${encodeURIComponent(invite.message)}`);
  });

  it("another broker's, an unknown and a malformed invitation: 404 and no row", async () => {
    const sent = await sendInvitation(t, inviter);
    const before = await countRows(t, whatsappOutbound);
    for (const id of [sent.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await postWhatsapp(t, other, id);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toMatchObject({ message: INVITE_MESSAGES.notFound });
    }
    expect(await countRows(t, whatsappOutbound)).toBe(before);
  });
});

describe('sent invitations', () => {
  let lister: SignedIn;
  beforeAll(async () => {
    lister = await registerBroker(t, { name: 'Listing Inviter' });
  });

  it('lists only your own, newest first, ten per page', async () => {
    const emails: string[] = [];
    for (let i = 0; i < 11; i++) emails.push((await sendInvitation(t, lister)).invitee_email);
    await sendInvitation(t, other);
    const first = await listSent(t, lister);
    expect(first).toMatchObject({ total: 11, page: 1, page_size: 10 });
    expect(first.items.map((i) => i.invitee_email)).toEqual(emails.slice(1).reverse());
    const second = await listSent(t, lister, 2);
    expect(second.items.map((i) => i.invitee_email)).toEqual([emails[0]]);
    expect((await listSent(t, lister, 3)).items).toEqual([]);
  });

  it('turns accepted when the invitee registers with the code; the inviter gets new_member', async () => {
    const sent = await sendInvitation(t, lister, { name: 'Joining Broker' });
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        name: 'Joining Broker',
        email: sent.invitee_email,
        password: 'correct horse battery',
        invite_code: sent.invite_code.toLowerCase(),
      },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const joined = signup.json<AuthBody>().user;

    const listed = (await listSent(t, lister)).items.find((i) => i.id === sent.id);
    expect(listed).toMatchObject({ status: 'accepted', invite_code: sent.invite_code });
    expect(Date.parse(listed?.accepted_at ?? '')).not.toBeNaN();

    const [notification, ...more] = await notificationsOfType(t, lister, 'new_member');
    expect(more).toEqual([]);
    expect(notification).toMatchObject({
      content: { user_id: joined.id, full_name: 'Joining Broker' },
      action_url: `/broker/${joined.id}`,
    });

    // An accepted invitation is done: no resend, no WhatsApp message.
    const resend = await postResend(t, lister, sent.id);
    expect(resend.statusCode).toBe(409);
    expect(errorOf(resend).message).toBe(INVITE_MESSAGES.alreadyAccepted);
    const whatsapp = await postWhatsapp(t, lister, sent.id);
    expect(whatsapp.statusCode).toBe(409);

    // The new member's address is now a member's.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/invitations',
      headers: { authorization: `Bearer ${lister.accessToken}` },
      payload: { email: sent.invitee_email, message: 'Hi again' },
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).error).toBe('already_member');
  });

  it('the list needs a signed-in broker and a sane page', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/invitations/sent' })).statusCode).toBe(
      401,
    );
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/invitations/sent?page=0',
      headers: { authorization: `Bearer ${lister.accessToken}` },
    });
    expect(bad.statusCode).toBe(400);
  });
});
