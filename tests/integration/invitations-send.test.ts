// Invite Associates, sending (spec sections 2, 5 and 8; decision 012): validation, the
// real mail at a local SMTP server, the provider refusals and their banners, members,
// a failed insert, sending again and resending.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INVITE_CODE_ALPHABET } from '#shared/invite-code.ts';
import { INVITE_MESSAGES, type SentInvitation } from '#shared/schemas/invitations.ts';
import { invitations, mailOutbox } from '#server/db/schema.ts';
import { inviteeEmail, postInvitation, postResend, sendInvitation } from '../helpers/invitations';
import { mailParts, startSmtpPeer, type SmtpPeer } from '../helpers/smtp-peer';
import { createTestApp, registerBroker, type SignedIn, type TestApp } from '../helpers/test-app';
import { countRows, errorOf } from '../helpers/test-utils';

let t: TestApp;
let smtp: SmtpPeer;
let inviter: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  inviter = await registerBroker(t, { name: 'Asha Rao' });
  other = await registerBroker(t, { name: 'Other Broker' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => smtp.reject(null));

const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));

async function invitationRowsFor(email: string) {
  return t.database.db.select().from(invitations).where(eq(invitations.inviteeEmail, email));
}

describe('validation (spec section 5)', () => {
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['no e-mail', { message: 'Hello' }, 'email', INVITE_MESSAGES.emailRequired],
    ['a blank e-mail', { email: '   ', message: 'Hello' }, 'email', INVITE_MESSAGES.emailRequired],
    [
      'a malformed e-mail',
      { email: 'not-an-address', message: 'Hello' },
      'email',
      INVITE_MESSAGES.emailInvalid,
    ],
    ['no message', { email: 'x@example.com' }, 'message', INVITE_MESSAGES.messageRequired],
    [
      'a blank message',
      { email: 'x@example.com', message: '  \n ' },
      'message',
      INVITE_MESSAGES.messageRequired,
    ],
    [
      'a message over 500 characters',
      { email: 'x@example.com', message: 'a'.repeat(501) },
      'message',
      INVITE_MESSAGES.messageTooLong,
    ],
    [
      'a phone that is no number',
      { email: 'x@example.com', message: 'Hi', phone: 'call me' },
      'phone',
      INVITE_MESSAGES.phoneInvalid,
    ],
  ];
  it.each(cases)(
    '%s: 400 with the spec message, nothing written, no mail',
    async (_what, payload, field, message) => {
      const before = { rows: await countRows(t, invitations), mails: smtp.received.length };
      const res = await postInvitation(t, inviter, payload);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toEqual({ error: 'validation_failed', message, field });
      expect({ rows: await countRows(t, invitations), mails: smtp.received.length }).toEqual(
        before,
      );
    },
  );

  it('a message of exactly 500 characters is fine', async () => {
    const sent = await sendInvitation(t, inviter, { message: 'b'.repeat(500) });
    expect(sent.message).toHaveLength(500);
  });

  it('refuses signed-out callers', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/invitations',
      payload: { email: 'a@b.co', message: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('a successful send', () => {
  let sent: SentInvitation;
  const email = inviteeEmail('priya');
  const message =
    'Loved working with you on the Koramangala deal. <script>alert("x")</script> & more';

  beforeAll(async () => {
    const res = await postInvitation(t, inviter, {
      email: `  ${email.toUpperCase()} `,
      name: 'Priya Nair',
      company: 'Nair Realty',
      phone: '098765-43210',
      message,
    });
    expect(res.statusCode, res.body).toBe(201);
    sent = res.json<SentInvitation>();
  });

  it('answers 201 with the invitation: lower-cased e-mail, +91 phone, a code from the alphabet', () => {
    expect(sent).toMatchObject({
      invitee_email: email,
      invitee_name: 'Priya Nair',
      invitee_company_name: 'Nair Realty',
      invitee_phone: '+919876543210',
      message,
      status: 'pending',
      accepted_at: null,
      invite_url: `http://localhost:3000/start?code=${sent.invite_code}`,
    });
    expect(sent.invite_code).toMatch(/^[A-Z2-9]{6}$/);
    for (const ch of sent.invite_code) expect(INVITE_CODE_ALPHABET).toContain(ch);
  });

  it('stores exactly one pending invitation with that code', async () => {
    const rows = await invitationRowsFor(email);
    expect(rows).toEqual([
      expect.objectContaining({
        id: sent.id,
        inviterId: inviter.id,
        inviteCode: sent.invite_code,
        status: 'pending',
        inviteePhone: '+919876543210',
      }),
    ]);
  });

  it('the mail arrives at the SMTP server with inviter, message (escaped in HTML), code and link', () => {
    const [mail, ...more] = mailsTo(email);
    expect(more).toEqual([]);
    const parts = mailParts(mail?.raw ?? '');
    const link = `http://localhost:3000/start?code=${sent.invite_code}`;
    expect(parts.subject).toBe('Asha Rao invited you to join BrokerCircle');

    expect(parts.text).toContain('Hi Priya Nair,');
    expect(parts.text).toContain('Asha Rao');
    expect(parts.text).toContain(message);
    expect(parts.text).toContain(`Your invite code: ${sent.invite_code}`);
    expect(parts.text).toContain(link);

    expect(parts.html).toContain('Asha Rao');
    expect(parts.html).toContain(sent.invite_code);
    expect(parts.html).toContain(`href="${link}"`);
    expect(parts.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
    expect(parts.html).not.toContain('<script>');
  });

  it('codes differ across invitations', async () => {
    const codes = new Set([sent.invite_code]);
    for (let i = 0; i < 5; i++) codes.add((await sendInvitation(t, inviter)).invite_code);
    expect(codes.size).toBe(6);
  });
});

describe('members are not invited', () => {
  it("an existing member's e-mail (any case): 409 already_member, no row, no mail", async () => {
    const before = { rows: await countRows(t, invitations), mails: smtp.received.length };
    const res = await postInvitation(t, inviter, {
      email: other.email.toUpperCase(),
      message: 'Join us',
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toEqual({
      error: 'already_member',
      message: INVITE_MESSAGES.alreadyMember,
      field: 'email',
    });
    expect({ rows: await countRows(t, invitations), mails: smtp.received.length }).toEqual(before);
  });

  it('your own e-mail: 400', async () => {
    const res = await postInvitation(t, inviter, { email: inviter.email, message: 'Me?' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ message: INVITE_MESSAGES.ownEmail, field: 'email' });
  });
});

describe('the mail provider refuses (decisions.md mapping)', () => {
  const cases = [
    {
      what: 'an account in test mode',
      rejection: {
        stage: 'data',
        code: 550,
        text: 'Your account is in test mode: you can only send testing emails to your own email address',
      },
      error: 'mail_account_inactive',
      message: INVITE_MESSAGES.activationRequired,
    },
    {
      what: 'an account not activated, refused at MAIL FROM',
      rejection: { stage: 'mail', code: 554, text: '5.7.1 Sending account is not activated' },
      error: 'mail_account_inactive',
      message: INVITE_MESSAGES.activationRequired,
    },
    {
      what: 'an unverified sender domain',
      rejection: {
        stage: 'mail',
        code: 553,
        text: '5.7.1 The localhost domain is not verified. Please verify your domain',
      },
      error: 'mail_domain_unverified',
      message: INVITE_MESSAGES.domainIssue,
    },
    {
      what: 'an unverified domain at RCPT TO',
      rejection: { stage: 'rcpt', code: 550, text: 'Sender domain not verified' },
      error: 'mail_domain_unverified',
      message: INVITE_MESSAGES.domainIssue,
    },
    {
      what: 'a missing mailbox',
      rejection: { stage: 'rcpt', code: 550, text: '5.1.1 Mailbox does not exist' },
      error: 'mail_failed',
      message: INVITE_MESSAGES.sendFailed,
    },
    {
      what: 'a temporary failure',
      rejection: { stage: 'data', code: 451, text: '4.3.0 Temporary local problem, try later' },
      error: 'mail_failed',
      message: INVITE_MESSAGES.sendFailed,
    },
  ] as const;

  it.each(cases)(
    '$what: 502 $error and no invitation remains',
    async ({ rejection, error, message }) => {
      smtp.reject(rejection);
      const email = inviteeEmail('refused');
      const before = smtp.received.length;
      const res = await postInvitation(t, inviter, { email, message: 'Join us' });
      expect(res.statusCode).toBe(502);
      expect(errorOf(res)).toEqual({ error, message });
      expect(await invitationRowsFor(email)).toEqual([]);
      expect(smtp.received.length).toBe(before);
      // The outbox keeps the attempt with its reason (a record, not a retry queue).
      const [outbox] = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, email));
      expect(outbox?.sentAt).toBeNull();
      expect(outbox?.error).toContain(String(rejection.code));
    },
  );

  it('an unreachable SMTP server is the red banner, and nothing remains', async () => {
    const down = await startSmtpPeer();
    await down.close();
    const t2 = await createTestApp({ SMTP_URL: down.url });
    try {
      const broker = await registerBroker(t2, { name: 'Offline Broker' });
      const email = inviteeEmail('offline');
      const res = await postInvitation(t2, broker, { email, message: 'Join us' });
      expect(res.statusCode).toBe(502);
      expect(errorOf(res)).toEqual({ error: 'mail_failed', message: INVITE_MESSAGES.sendFailed });
      expect(await countRows(t2, invitations)).toBe(2); // the founder's and the broker's own
    } finally {
      await t2.close();
    }
  });
});

describe('the database refuses the insert', () => {
  it("503 database_failed with the spec's text, no details, no mail", async () => {
    const email = inviteeEmail('blocked');
    await t.database.db.execute(
      sql.raw(
        `alter table invitations add constraint test_block check (invitee_email <> '${email}')`,
      ),
    );
    try {
      const before = smtp.received.length;
      const res = await postInvitation(t, inviter, { email, message: 'Join us' });
      expect(res.statusCode).toBe(503);
      expect(errorOf(res)).toEqual({
        error: 'database_failed',
        message: INVITE_MESSAGES.databaseFailed,
      });
      expect(smtp.received.length).toBe(before);
    } finally {
      await t.database.db.execute(sql.raw('alter table invitations drop constraint test_block'));
    }
  });
});

describe('sending again and resending', () => {
  it('sending to an address with a pending invitation from you mails the same code with the new details', async () => {
    const email = inviteeEmail('again');
    const first = await sendInvitation(t, inviter, { email, name: 'Ravi', message: 'First note' });
    const second = await sendInvitation(t, inviter, {
      email,
      phone: '9000000001',
      message: 'Second note',
    });
    expect(second).toMatchObject({
      id: first.id,
      invite_code: first.invite_code,
      invitee_name: 'Ravi',
      invitee_phone: '+919000000001',
      message: 'Second note',
    });
    expect(await invitationRowsFor(email)).toHaveLength(1);
    const texts = mailsTo(email).map((m) => mailParts(m.raw).text);
    expect(texts).toHaveLength(2);
    expect(texts[1]).toContain('Second note');
    expect(texts[1]).toContain(first.invite_code);
  });

  it('another broker inviting the same address gets their own invitation and code', async () => {
    const email = inviteeEmail('shared');
    const mine = await sendInvitation(t, inviter, { email });
    const theirs = await sendInvitation(t, other, { email });
    expect(theirs.id).not.toBe(mine.id);
    expect(theirs.invite_code).not.toBe(mine.invite_code);
  });

  it('a refused re-send changes nothing', async () => {
    const email = inviteeEmail('keep');
    const first = await sendInvitation(t, inviter, { email, message: 'Original' });
    smtp.reject({ stage: 'rcpt', code: 550, text: 'Mailbox full' });
    const res = await postInvitation(t, inviter, {
      email,
      message: 'Changed',
      phone: '9111111111',
    });
    expect(res.statusCode).toBe(502);
    const [row] = await invitationRowsFor(email);
    expect(row).toMatchObject({
      id: first.id,
      message: 'Original',
      inviteePhone: null,
      status: 'pending',
    });
  });

  it('resend: your pending invitation goes out again with the same code', async () => {
    const email = inviteeEmail('resend');
    const sent = await sendInvitation(t, inviter, { email, message: 'Resend me' });
    const res = await postResend(t, inviter, sent.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SentInvitation>()).toEqual(sent);
    const mails = mailsTo(email).map((m) => mailParts(m.raw));
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain(`Your invite code: ${sent.invite_code}`);
  });

  it('resend maps provider refusals the same way and keeps the invitation', async () => {
    const sent = await sendInvitation(t, inviter);
    smtp.reject({ stage: 'mail', code: 553, text: 'Domain example.com is not verified' });
    const res = await postResend(t, inviter, sent.id);
    expect(res.statusCode).toBe(502);
    expect(errorOf(res)).toEqual({
      error: 'mail_domain_unverified',
      message: INVITE_MESSAGES.domainIssue,
    });
    expect(await invitationRowsFor(sent.invitee_email)).toHaveLength(1);
  });

  it("resend: another broker's, unknown or malformed id is 404", async () => {
    const sent = await sendInvitation(t, inviter);
    for (const id of [sent.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await postResend(t, other, id);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toMatchObject({ message: INVITE_MESSAGES.notFound });
    }
  });
});
