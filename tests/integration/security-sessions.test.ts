// Issue 17, security 2 and 3: an access token dies with its session, and reset links
// die with a reset or a password change. Before, a token kept after sign-out, a password
// change or a reset worked until its expiry: it could enrol a TOTP factor, verify it and
// mint a fresh 30-day session, locking the owner out; a signed-out session's WebSocket
// kept receiving events; and every reset link mailed earlier stayed valid.
// On PostgreSQL the revocation is also checked across two app instances on one database.
import { desc, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { openDatabase, type Database } from '#server/db/open.ts';
import { mailOutbox, refreshTokens } from '#server/db/schema.ts';
import { REALTIME_CLOSE } from '#shared/schemas/realtime.ts';
import { requestConnection } from '../helpers/notifications';
import { connectRealtime, listenForRealtime, openRealtime, type RealtimeClient } from '../helpers/realtime-client';
import { bearer, createTestApp, registerBroker, type SignedIn, type TestApp } from '../helpers/test-app';
import { errorOf, refreshCookieHeader, signIn, waitFor, type AuthBody } from '../helpers/test-utils';

const PASSWORD = 'session test password';
const EXPIRED = 'Your session has expired. Please sign in again.';

let t: TestApp;
let wsUrl: string;
const sockets: RealtimeClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  wsUrl = await listenForRealtime(t);
});
afterAll(async () => {
  for (const socket of sockets) await socket.close();
  await t.close();
});

const me = (token: string, app = t.app) => app.inject({ method: 'GET', url: '/api/profiles/me', headers: bearer(token) });
const sessionOf = (token: string) => String(decodeJwt(token).sid);

async function connect(token: string): Promise<RealtimeClient> {
  const socket = await connectRealtime(wsUrl, token);
  sockets.push(socket);
  return socket;
}

const logout = (session: SignedIn, withBearer = false) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: { ...refreshCookieHeader(session.refreshCookie), ...(withBearer ? bearer(session.accessToken) : {}) },
  });

async function expectDead(token: string) {
  const res = await me(token);
  expect(res.statusCode).toBe(401);
  expect(errorOf(res).message).toBe(EXPIRED);
}

describe('an access token dies with its session', () => {
  it('sign-out: the token is refused at once and its socket is closed with 4401', async () => {
    const broker = await registerBroker(t, { password: PASSWORD });
    const other = await signIn(t, broker.email, PASSWORD);
    expect((await me(broker.accessToken)).statusCode).toBe(200);
    const socket = await connect(broker.accessToken);
    const otherSocket = await connect(other.accessToken);

    expect((await logout(broker)).statusCode).toBe(204);

    await expectDead(broker.accessToken);
    expect((await socket.closed).code).toBe(REALTIME_CLOSE.unauthenticated);
    // The broker's other session (another phone) is untouched.
    expect((await me(other.accessToken)).statusCode).toBe(200);
    expect(otherSocket.socket.readyState).toBe(otherSocket.socket.OPEN);
    // Nor can the dead token open a new socket.
    const again = await openRealtime(wsUrl);
    sockets.push(again);
    again.auth(broker.accessToken);
    expect((await again.closed).code).toBe(REALTIME_CLOSE.unauthenticated);
  });

  it('a signed-out socket receives no more events', async () => {
    const broker = await registerBroker(t, { password: PASSWORD });
    const socket = await connect(broker.accessToken);
    await logout(broker);
    await socket.closed;
    const asker = await registerBroker(t);
    await requestConnection(t, asker, broker);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(socket.events().filter((e) => e.kind === 'notification.created')).toEqual([]);
  });

  it('sign-out with only the access token (no cookie) ends that token’s session too', async () => {
    const broker = await registerBroker(t, { password: PASSWORD });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(broker.accessToken) });
    expect(res.statusCode).toBe(204);
    await expectDead(broker.accessToken);
  });

  it('password change: every other session’s token and socket die; the changing one lives', async () => {
    const broker = await registerBroker(t, { password: PASSWORD });
    const phone = await signIn(t, broker.email, PASSWORD);
    const phoneSocket = await connect(phone.accessToken);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: bearer(broker.accessToken),
      payload: { current_password: PASSWORD, password: 'a new password here' },
    });
    expect(res.statusCode).toBe(200);
    await expectDead(phone.accessToken);
    expect((await phoneSocket.closed).code).toBe(REALTIME_CLOSE.unauthenticated);
    expect((await me(broker.accessToken)).statusCode).toBe(200);
  });

  it('password reset: every earlier token dies', async () => {
    const broker = await registerBroker(t, { password: PASSWORD });
    const token = await mailedResetToken(broker.email);
    const res = await resetWith(token, 'reset new password');
    expect(res.statusCode).toBe(200);
    await expectDead(broker.accessToken);
    expect((await me(res.json<AuthBody>().session.access_token)).statusCode).toBe(200);
  });

  it('a reused refresh token revokes its family, and the family’s access token with it', async () => {
    const broker = await registerBroker(t, { password: PASSWORD });
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: refreshCookieHeader(broker.refreshCookie),
    });
    expect(first.statusCode).toBe(200);
    const fresh = first.json<AuthBody>().session.access_token;
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: refreshCookieHeader(broker.refreshCookie),
    });
    expect(replay.statusCode).toBe(401);
    await expectDead(fresh);
  });
});

describe('a kept token cannot take the account over through a second factor', () => {
  const enrol = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/factors', headers: bearer(token), payload });

  it('after sign-out the kept token cannot enrol a factor', async () => {
    const broker = await registerBroker(t, { password: PASSWORD });
    await logout(broker);
    const res = await enrol(broker.accessToken, { current_password: PASSWORD, factor_type: 'totp' });
    expect(res.statusCode).toBe(401);
  });

  it('enrolling and removing a factor need the current password', async () => {
    const broker = await registerBroker(t, { password: PASSWORD });
    const missing = await enrol(broker.accessToken, { factor_type: 'totp' });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).field).toBe('current_password');
    const wrong = await enrol(broker.accessToken, { current_password: 'a guessed password', factor_type: 'totp' });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong)).toMatchObject({ message: 'Your current password is incorrect', field: 'current_password' });

    const ok = await enrol(broker.accessToken, { current_password: PASSWORD, factor_type: 'totp' });
    expect(ok.statusCode).toBe(200);
    const factorId = ok.json<{ id: string }>().id;
    const del = (payload?: Record<string, unknown>) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/auth/factors/${factorId}`,
        headers: bearer(broker.accessToken),
        ...(payload ? { payload } : {}),
      });
    expect((await del()).statusCode).toBe(400);
    expect((await del({ current_password: 'a guessed password' })).statusCode).toBe(400);
    expect((await del({ current_password: PASSWORD })).statusCode).toBe(204);
  });

  it('verifying a factor issues no session once the token’s session has ended', async () => {
    const broker = await registerBroker(t, { password: PASSWORD });
    const enrolled = await enrol(broker.accessToken, { current_password: PASSWORD, factor_type: 'totp' });
    const factor = enrolled.json<{ id: string; totp: { secret: string } }>();
    const challenge = await t.app.inject({
      method: 'POST',
      url: `/api/auth/factors/${factor.id}/challenge`,
      headers: bearer(broker.accessToken),
      payload: {},
    });
    const challengeId = challenge.json<{ id: string }>().id;
    // The owner signs out (or changes the password) while a thief holds the token.
    await logout(broker);
    const rowsBefore = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, broker.id));

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/auth/factors/${factor.id}/verify`,
      headers: bearer(broker.accessToken),
      payload: { challenge_id: challengeId, code: await generate({ secret: factor.totp.secret }) },
    });
    expect(res.statusCode).toBe(401);
    expect(res.cookies.find((c) => c.name === 'bc_refresh' && c.value !== '')).toBeUndefined();
    const rowsAfter = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, broker.id));
    expect(rowsAfter).toHaveLength(rowsBefore.length);
  });

  it('verifying from a live session replaces it: the old token dies, the new aal2 one works', async () => {
    const broker = await registerBroker(t, { password: PASSWORD });
    const enrolled = await enrol(broker.accessToken, { current_password: PASSWORD, factor_type: 'totp' });
    const factor = enrolled.json<{ id: string; totp: { secret: string } }>();
    const challenge = await t.app.inject({
      method: 'POST',
      url: `/api/auth/factors/${factor.id}/challenge`,
      headers: bearer(broker.accessToken),
      payload: {},
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/auth/factors/${factor.id}/verify`,
      headers: bearer(broker.accessToken),
      payload: { challenge_id: challenge.json<{ id: string }>().id, code: await generate({ secret: factor.totp.secret }) },
    });
    expect(res.statusCode).toBe(200);
    const aal2 = res.json<AuthBody>().session.access_token;
    expect(sessionOf(aal2)).not.toBe(sessionOf(broker.accessToken));
    await expectDead(broker.accessToken);
    expect((await me(aal2)).statusCode).toBe(200);
  });
});

async function mailedResetToken(email: string): Promise<string> {
  const before = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  await t.app.inject({ method: 'POST', url: '/api/auth/recover', payload: { email } });
  const mail = await waitFor(async () => {
    const rows = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email))
      .orderBy(desc(mailOutbox.createdAt));
    return rows.length > before.length ? rows[0] : undefined;
  }, 'the reset mail');
  const token = /reset-password#token=([A-Za-z0-9_-]+)/.exec(mail.textBody)?.[1];
  if (!token) throw new Error('no token in the reset mail');
  return token;
}

const resetWith = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });

describe('reset links die with a reset or a password change', () => {
  it('after a successful reset, every other link mailed earlier is refused', async () => {
    const broker = await registerBroker(t, { password: PASSWORD });
    const first = await mailedResetToken(broker.email);
    const second = await mailedResetToken(broker.email);
    expect((await resetWith(second, 'the second new password')).statusCode).toBe(200);
    const late = await resetWith(first, 'an attacker password');
    expect(late.statusCode).toBe(400);
    expect(errorOf(late).message).toBe('This reset link is invalid or has expired');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/token', payload: { email: broker.email, password: 'the second new password' } })).statusCode).toBe(200);
  });

  it('after a password change, a link mailed earlier is refused', async () => {
    const broker = await registerBroker(t, { password: PASSWORD });
    const link = await mailedResetToken(broker.email);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: bearer(broker.accessToken),
      payload: { current_password: PASSWORD, password: 'changed password here' },
    });
    expect(change.statusCode).toBe(200);
    expect((await resetWith(link, 'an attacker password')).statusCode).toBe(400);
  });
});

describe('two instances on one PostgreSQL database', () => {
  // PGlite is one process: the same rule is shown above on its one instance.
  const url = () => t.database.url;
  let second: { app: Awaited<ReturnType<typeof buildApp>>; database: Database } | undefined;

  beforeAll(async () => {
    const databaseUrl = url();
    if (!databaseUrl) return;
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
    const app = await buildApp({ config: t.config, database, logger: false, webRoot: '/nonexistent' });
    second = { app, database };
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
  });

  it('a sign-out on one instance ends the token on the other, which had it cached as alive', async () => {
    const broker = await registerBroker(t, { password: PASSWORD });
    const other = second?.app ?? t.app;
    expect((await me(broker.accessToken, other)).statusCode).toBe(200);
    await logout(broker);
    await waitFor(async () => ((await me(broker.accessToken, other)).statusCode === 401 ? true : undefined), 'the other instance refusing the token');
    expect(errorOf(await me(broker.accessToken, other)).message).toBe(EXPIRED);
  });
});
