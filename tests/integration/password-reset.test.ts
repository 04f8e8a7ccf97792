// Password reset (spec sections 7, 8) through the outbox and through a real SMTP
// server, and the signed-in password change.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, passwordResetTokens } from '#server/db/schema.ts';
import {
  bearer,
  createTestApp,
  refreshCookieOf,
  registerBroker,
  type SignedIn,
  type TestApp,
} from '../helpers/test-app';
import { decodeQuotedPrintable, startSmtpPeer, type SmtpPeer } from '../helpers/smtp-peer';
import {
  countRows,
  errorOf,
  refreshCookieHeader,
  signIn,
  waitFor,
  type AuthBody,
} from '../helpers/test-utils';

const RECOVER_MESSAGE = 'If an account exists for that email, a password reset link is on its way.';
const TOKEN_IN_LINK = /\/reset-password#token=([A-Za-z0-9_-]+)/;

async function outboxFor(t: TestApp, email: string) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.createdAt));
}

const signInStatus = async (t: TestApp, email: string, password: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/auth/token', payload: { email, password } }))
    .statusCode;

describe('password reset through the outbox', () => {
  let t: TestApp;
  let broker: SignedIn;
  const OLD = 'old password here';
  const NEW = 'brand new password';

  beforeAll(async () => {
    t = await createTestApp();
    broker = await registerBroker(t, { password: OLD });
  });
  afterAll(async () => t.close());

  it('answers a member and a stranger alike, and mails only the member', async () => {
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/auth/recover',
      payload: { email: 'stranger@example.com' },
    });
    const member = await t.app.inject({
      method: 'POST',
      url: '/api/auth/recover',
      payload: { email: broker.email.toUpperCase() },
    });
    for (const res of [stranger, member]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: RECOVER_MESSAGE });
    }
    expect(stranger.body).toBe(member.body);

    const rows = await waitFor(async () => {
      const found = await outboxFor(t, broker.email);
      return found.length > 0 ? found : undefined;
    }, 'the reset mail in the outbox');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'password_reset',
      subject: 'Reset your BrokerCircle password',
      sentAt: null,
    });
    expect(await outboxFor(t, 'stranger@example.com')).toEqual([]);
    expect(await countRows(t, mailOutbox)).toBe(1);
  });

  it('refuses a malformed e-mail with 400 and mails nobody', async () => {
    const before = await countRows(t, mailOutbox);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/recover',
      payload: { email: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({
      message: 'Must be a valid email address',
      field: 'email',
    });
    expect(await countRows(t, mailOutbox)).toBe(before);
  });

  it('the link resets the password once, revokes older sessions, and the new password works', async () => {
    const earlier = await signIn(t, broker.email, OLD);
    const [mail] = await outboxFor(t, broker.email);
    const token = TOKEN_IN_LINK.exec(mail?.textBody ?? '')?.[1];
    expect(token, 'reset link in the mail text').toBeDefined();
    expect(mail?.htmlBody).toContain(`reset-password#token=${token}`);
    expect(mail?.textBody).toContain(`${t.config.publicUrl}/reset-password#token=`);
    // Only the token's hash is stored.
    const stored = await t.database.db.select().from(passwordResetTokens);
    expect(stored.map((r) => r.tokenHash)).not.toContain(token);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: NEW },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<AuthBody>();
    expect(body.user.id).toBe(broker.id);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/profiles/me',
      headers: bearer(body.session.access_token),
    });
    expect(me.statusCode).toBe(200);
    expect(refreshCookieOf(res)).toBeTruthy();

    const reuse = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'yet another password' },
    });
    expect(reuse.statusCode).toBe(400);
    expect(errorOf(reuse)).toMatchObject({
      message: 'This reset link is invalid or has expired',
      field: 'token',
    });

    expect(await signInStatus(t, broker.email, OLD)).toBe(401);
    expect(await signInStatus(t, broker.email, NEW)).toBe(200);
    expect(await signInStatus(t, broker.email, 'yet another password')).toBe(401);

    // Refresh tokens from before the reset no longer work; the reset's own session does.
    for (const cookie of [broker.refreshCookie, earlier.refreshCookie]) {
      const refreshed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: refreshCookieHeader(cookie),
      });
      expect(refreshed.statusCode).toBe(401);
    }
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: refreshCookieHeader(refreshCookieOf(res)),
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses an unknown token and a weak new password', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'A'.repeat(43), password: 'a fine password' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).message).toBe('This reset link is invalid or has expired');

    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'short', password: 'a fine password' },
    });
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).message).toBe('This reset link is invalid or has expired');

    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'A'.repeat(43), password: 'password' },
    });
    expect(weak.statusCode).toBe(400);
    expect(errorOf(weak).field).toBe('password');
  });

  it('an expired token is refused and leaves the password alone', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/recover',
      payload: { email: broker.email },
    });
    expect(res.statusCode).toBe(200);
    const mail = await waitFor(async () => {
      const rows = await outboxFor(t, broker.email);
      return rows.length === 2 ? rows[0] : undefined;
    }, 'the second reset mail');
    const token = TOKEN_IN_LINK.exec(mail.textBody)?.[1];
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, broker.id));
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'too late password' },
    });
    expect(reset.statusCode).toBe(400);
    expect(errorOf(reset).message).toBe('This reset link is invalid or has expired');
    expect(await signInStatus(t, broker.email, NEW)).toBe(200);
  });

  describe('PUT /api/auth/user (change password)', () => {
    it('refuses a wrong current password and keeps the old one', async () => {
      const session = await signIn(t, broker.email, NEW);
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/user',
        headers: bearer(session.accessToken),
        payload: { current_password: 'not my password', password: 'changed password 1' },
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({
        message: 'Your current password is incorrect',
        field: 'current_password',
      });
      expect(await signInStatus(t, broker.email, NEW)).toBe(200);
      expect(await signInStatus(t, broker.email, 'changed password 1')).toBe(401);
    });

    it('changes the password with the right current one', async () => {
      const session = await signIn(t, broker.email, NEW);
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/user',
        headers: bearer(session.accessToken),
        payload: { current_password: NEW, password: 'changed password 2' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Your password has been successfully updated.' });
      expect(await signInStatus(t, broker.email, NEW)).toBe(401);
      expect(await signInStatus(t, broker.email, 'changed password 2')).toBe(200);
    });

    it('signs out every other session but keeps the one that changed it', async () => {
      const here = await signIn(t, broker.email, 'changed password 2');
      const elsewhere = await signIn(t, broker.email, 'changed password 2');
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/user',
        headers: bearer(here.accessToken),
        payload: { current_password: 'changed password 2', password: 'changed password 2b' },
      });
      expect(res.statusCode).toBe(200);
      const refreshElsewhere = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: refreshCookieHeader(elsewhere.refreshCookie) });
      expect(refreshElsewhere.statusCode).toBe(401);
      const refreshHere = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: refreshCookieHeader(here.refreshCookie) });
      expect(refreshHere.statusCode).toBe(200);
      // Back to the password the next test starts from.
      const back = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/user',
        headers: bearer(here.accessToken),
        payload: { current_password: 'changed password 2b', password: 'changed password 2' },
      });
      expect(back.statusCode).toBe(200);
    });

    it('refuses a weak new password and a caller without a token', async () => {
      const session = await signIn(t, broker.email, 'changed password 2');
      const weak = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/user',
        headers: bearer(session.accessToken),
        payload: { current_password: 'changed password 2', password: 'short' },
      });
      expect(weak.statusCode).toBe(400);
      expect(errorOf(weak)).toMatchObject({
        message: 'Password must be at least 8 characters',
        field: 'password',
      });
      const anonymous = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/user',
        payload: { current_password: 'changed password 2', password: 'changed password 3' },
      });
      expect(anonymous.statusCode).toBe(401);
      expect(await signInStatus(t, broker.email, 'changed password 2')).toBe(200);
    });
  });
});

describe('password reset over real SMTP', () => {
  let t: TestApp;
  let smtp: SmtpPeer;
  let broker: SignedIn;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'BrokerCircle <no-reply@brokercircle.test>',
    });
    broker = await registerBroker(t, { password: 'smtp old password' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the reset link, which completes the reset', async () => {
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/auth/recover',
      payload: { email: 'ghost@example.com' },
    });
    expect(stranger.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/recover',
      payload: { email: broker.email },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: RECOVER_MESSAGE });

    const mail = await waitFor(() => smtp.received[0], 'the reset mail at the SMTP server', 10_000);
    expect(mail.to).toEqual([broker.email]);
    expect(mail.from).toBe('no-reply@brokercircle.test');
    expect(mail.raw).toMatch(/^Subject: Reset your BrokerCircle password/m);
    const token = TOKEN_IN_LINK.exec(decodeQuotedPrintable(mail.raw))?.[1];
    expect(token, 'reset link in the delivered mail').toBeDefined();

    // The outbox records the delivery.
    const sent = await waitFor(async () => {
      const [row] = await outboxFor(t, broker.email);
      return row?.sentAt ? row : undefined;
    }, 'the outbox row marked sent');
    expect(sent.error).toBeNull();

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'smtp new password' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await signInStatus(t, broker.email, 'smtp old password')).toBe(401);
    expect(await signInStatus(t, broker.email, 'smtp new password')).toBe(200);

    // Nothing was ever sent to the stranger.
    expect(smtp.received.flatMap((m) => m.to)).toEqual([broker.email]);
  });
});
