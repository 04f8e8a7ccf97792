// Issue 17, security 6, 7, 8 and 10: flooding another broker's mailbox and feed,
// cross-site calls to the cookie endpoints, views counted per sign-in, unauthenticated
// sockets without a cap, and TOTP seeds stored in the clear.
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authFactors,
  authThrottle,
  mailOutbox,
  notifications,
  notificationThrottle,
  properties,
  rateLimitCounters,
} from '#server/db/schema.ts';
import { sealPlainTotpSecrets } from '#server/features/auth/totp-secrets.ts';
import { CROSS_SITE_MESSAGE } from '#server/features/auth/same-origin-check.ts';
import { MAX_UNAUTHENTICATED_PER_IP } from '#server/plugins/realtime.ts';
import { QUOTAS } from '#server/plugins/write-quotas.ts';
import { REALTIME_CLOSE } from '#shared/schemas/realtime.ts';
import { addComment, call, createPost, submitPost } from '../helpers/feed';
import { sendMessage } from '../helpers/messages';
import { requestConnection } from '../helpers/notifications';
import { connectBrokers, createProperty, placeOf } from '../helpers/properties';
import { connectRealtime, listenForRealtime, openRealtime, type RealtimeClient } from '../helpers/realtime-client';
import { createTestApp, registerBroker, type TestApp } from '../helpers/test-app';
import { errorOf, refreshCookieHeader, signIn, waitFor } from '../helpers/test-utils';

const PASSWORD = 'abuse test password';
let t: TestApp;

beforeAll(async () => {
  // Write quotas on, as in production (the per-IP limits stay off: the file signs up
  // more brokers from one address than the sign-up limit allows; rate-limits.test.ts).
  t = await createTestApp({ WRITE_QUOTAS_DISABLED: 'false' });
});
afterAll(async () => t.close());

const mailsTo = async (email: string) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).length;

const notificationsOf = async (userId: string, type: string) =>
  (await t.database.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.type, type))))
    .length;

describe('mail bombing (security 6)', () => {
  it('15 request/withdraw cycles reach the victim as one notification and one e-mail', async () => {
    const asker = await registerBroker(t);
    const victim = await registerBroker(t);
    for (let i = 0; i < 15; i++) {
      const id = await requestConnection(t, asker, victim);
      expect((await call(t, asker, 'DELETE', `/api/connections/${id}`)).statusCode).toBe(204);
    }
    await t.app.appContext.tasks.drain();
    expect(await notificationsOf(victim.id, 'connection_request')).toBe(1);
    expect(await mailsTo(victim.email)).toBe(1);
  });

  it('a burst of messages is one e-mail; every message is still a notification in the app', async () => {
    const sender = await registerBroker(t);
    const recipient = await registerBroker(t);
    await connectBrokers(t, sender, recipient);
    await t.app.appContext.tasks.drain();
    const mailsBefore = await mailsTo(recipient.email);
    for (let i = 0; i < 6; i++) await sendMessage(t, sender, recipient, `message ${i}`);
    await t.app.appContext.tasks.drain();
    expect(await notificationsOf(recipient.id, 'message')).toBe(6);
    expect((await mailsTo(recipient.email)) - mailsBefore).toBe(1);
  });

  it(`posts: ${QUOTAS.posts.limit} an hour per broker, then 429 with Retry-After`, async () => {
    const author = await registerBroker(t);
    for (let i = 0; i < QUOTAS.posts.limit; i++) await createPost(t, author, `post ${i}`);
    const res = await submitPost(t, author, { content: 'one too many' });
    expect(res.statusCode).toBe(429);
    expect(errorOf(res).message).toMatch(/^You have sent too many posts in a short time\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another broker is not affected.
    expect((await submitPost(t, await registerBroker(t), { content: 'mine' })).statusCode).toBe(201);
  });

  it(`comments: ${QUOTAS.comments.limit} an hour per broker`, async () => {
    const author = await registerBroker(t);
    const post = await createPost(t, author, 'comment here');
    for (let i = 0; i < QUOTAS.comments.limit; i++) await addComment(t, author, post.id, `comment ${i}`);
    const res = await call(t, author, 'POST', `/api/posts/${post.id}/comments`, { content: 'one too many' });
    expect(res.statusCode).toBe(429);
  });

  it(`connection requests: ${QUOTAS.connectionRequests.limit} an hour per broker, withdrawn ones included`, async () => {
    const asker = await registerBroker(t);
    const other = await registerBroker(t);
    for (let i = 0; i < QUOTAS.connectionRequests.limit; i++) {
      const id = await requestConnection(t, asker, other);
      await call(t, asker, 'DELETE', `/api/connections/${id}`);
    }
    const res = await call(t, asker, 'POST', '/api/connections', { recipient_id: other.id });
    expect(res.statusCode).toBe(429);
    expect(errorOf(res).message).toMatch(/too many connection requests/);
  });
});

describe('cross-site calls to refresh and logout (security 7)', () => {
  const refresh = (cookie: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { ...refreshCookieHeader(cookie), ...headers } });

  it('refused when the browser says cross-site or same-site, or the Origin is another site', async () => {
    const broker = await registerBroker(t, { password: PASSWORD });
    const refusedHeaders: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
    ];
    for (const headers of refusedHeaders) {
      const res = await refresh(broker.refreshCookie, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(errorOf(res).message).toBe(CROSS_SITE_MESSAGE);
      const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...refreshCookieHeader(broker.refreshCookie), ...headers } });
      expect(out.statusCode).toBe(403);
    }
    // The session is untouched by the refused calls.
    const ok = await refresh(broker.refreshCookie, { 'sec-fetch-site': 'same-origin', origin: t.config.publicUrl });
    expect(ok.statusCode).toBe(200);
  });

  it('accepted from the app itself (same-origin), and from a client that is not a browser', async () => {
    const broker = await registerBroker(t, { password: PASSWORD });
    const viaOrigin = await refresh(broker.refreshCookie, { origin: t.config.publicUrl });
    expect(viaOrigin.statusCode).toBe(200);
    const next = viaOrigin.cookies.find((c) => c.name === 'bc_refresh')?.value ?? '';
    expect((await refresh(next, {})).statusCode).toBe(200);
  });
});

describe('views once per broker and day (security 8)', () => {
  it('signing in again does not count again, nor tell the owner again', async () => {
    const owner = await registerBroker(t);
    const viewer = await registerBroker(t, { password: PASSWORD });
    await connectBrokers(t, owner, viewer);
    const property = await createProperty(t, owner, await placeOf(t));
    for (let i = 0; i < 3; i++) {
      const session = i === 0 ? viewer : await signIn(t, viewer.email, PASSWORD);
      expect((await call(t, session, 'POST', `/api/properties/${property.id}/views`)).statusCode).toBe(200);
    }
    const [row] = await t.database.db.select({ n: properties.viewCount }).from(properties).where(eq(properties.id, property.id));
    expect(row?.n).toBe(1);
    expect(await notificationsOf(owner.id, 'property_view')).toBe(1);
  });
});

describe('unauthenticated sockets per address (security 10)', () => {
  const sockets: RealtimeClient[] = [];
  afterAll(async () => {
    for (const socket of sockets) await socket.close();
  });

  it(`at most ${MAX_UNAUTHENTICATED_PER_IP} wait to sign in; one more is closed with 4429; signing in frees a place`, async () => {
    const url = await listenForRealtime(t);
    for (let i = 0; i < MAX_UNAUTHENTICATED_PER_IP; i++) sockets.push(await openRealtime(url));
    const extra = await openRealtime(url);
    sockets.push(extra);
    expect((await extra.closed).code).toBe(REALTIME_CLOSE.tooManySockets);

    const broker = await registerBroker(t);
    const first = sockets[0];
    if (!first) throw new Error('no socket');
    first.auth(broker.accessToken);
    await waitFor(() => first.messages.find((m) => m.type === 'ready'), 'ready');
    const next = await openRealtime(url);
    sockets.push(next);
    next.auth(broker.accessToken);
    await waitFor(() => next.messages.find((m) => m.type === 'ready'), 'ready on the freed place');
    // Signed-in sockets do not count against the cap.
    sockets.push(await connectRealtime(url, broker.accessToken));
  });
});

describe('TOTP seeds at rest (security 10)', () => {
  it('are stored sealed, never as the seed itself, and still verify', async () => {
    const broker = await registerBroker(t, { password: PASSWORD });
    const res = await call(t, broker, 'POST', '/api/auth/factors', { current_password: PASSWORD, factor_type: 'totp' });
    const factor = res.json<{ id: string; totp: { secret: string } }>();
    const [row] = await t.database.db.select().from(authFactors).where(eq(authFactors.id, factor.id));
    expect(row?.secret).toMatch(/^enc:v1:/);
    expect(row?.secret).not.toContain(factor.totp.secret);
    const challenge = await call(t, broker, 'POST', `/api/auth/factors/${factor.id}/challenge`, {});
    const verify = await call(t, broker, 'POST', `/api/auth/factors/${factor.id}/verify`, {
      challenge_id: challenge.json<{ id: string }>().id,
      code: await generate({ secret: factor.totp.secret }),
    });
    expect(verify.statusCode).toBe(200);
  });

  it('a seed sealed for one broker does not open on another broker’s row', async () => {
    const a = await registerBroker(t, { password: PASSWORD });
    const b = await registerBroker(t, { password: PASSWORD });
    const fa = (await call(t, a, 'POST', '/api/auth/factors', { current_password: PASSWORD, factor_type: 'totp' })).json<{
      id: string;
      totp: { secret: string };
    }>();
    const fb = (await call(t, b, 'POST', '/api/auth/factors', { current_password: PASSWORD, factor_type: 'totp' })).json<{ id: string }>();
    const [sealedA] = await t.database.db.select({ secret: authFactors.secret }).from(authFactors).where(eq(authFactors.id, fa.id));
    await t.database.db.update(authFactors).set({ secret: sealedA?.secret ?? null }).where(eq(authFactors.id, fb.id));
    const challenge = await call(t, b, 'POST', `/api/auth/factors/${fb.id}/challenge`, {});
    const verify = await call(t, b, 'POST', `/api/auth/factors/${fb.id}/verify`, {
      challenge_id: challenge.json<{ id: string }>().id,
      code: await generate({ secret: fa.totp.secret }),
    });
    expect(verify.statusCode).toBe(400);
  });

  it('seeds stored in the clear before are sealed at start-up and keep working', async () => {
    const broker = await registerBroker(t, { password: PASSWORD });
    const res = await call(t, broker, 'POST', '/api/auth/factors', { current_password: PASSWORD, factor_type: 'totp' });
    const factor = res.json<{ id: string; totp: { secret: string } }>();
    await t.database.db.update(authFactors).set({ secret: factor.totp.secret }).where(eq(authFactors.id, factor.id));
    expect(await sealPlainTotpSecrets(t.database.db, t.app.appContext.secretBox)).toBe(1);
    const [row] = await t.database.db.select({ secret: authFactors.secret }).from(authFactors).where(eq(authFactors.id, factor.id));
    expect(row?.secret).toMatch(/^enc:v1:/);
    expect(await sealPlainTotpSecrets(t.database.db, t.app.appContext.secretBox)).toBe(0);
  });

  it('the key is generated once into the data folder, readable by the server user only', () => {
    const file = path.join(t.config.dataDir, 'secrets', 'secret.key');
    const stat = fs.statSync(file);
    expect(stat.mode & 0o077).toBe(0);
    expect(Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64')).toHaveLength(32);
  });

  it('SECRET_ENCRYPTION_KEY, when set, is used instead, and a wrong one is refused at start', async () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    const withKey = await createTestApp({ SECRET_ENCRYPTION_KEY: key });
    try {
      expect(fs.existsSync(path.join(withKey.config.dataDir, 'secrets', 'secret.key'))).toBe(false);
      expect(withKey.app.appContext.secretBox.open(withKey.app.appContext.secretBox.seal('x', 'u'), 'u')).toBe('x');
    } finally {
      await withKey.close();
    }
    await expect(createTestApp({ SECRET_ENCRYPTION_KEY: 'too-short' })).rejects.toThrow(/32 bytes/);
  });
});

describe('the abuse counters are pruned by the hourly cleanup', () => {
  it('rows of windows long over go; current ones stay', async () => {
    const longAgo = sql`now() - interval '3 days'`;
    await t.database.db.insert(authThrottle).values([
      { key: 'login:old@example.com', attempts: 9, windowStartedAt: longAgo, nextAllowedAt: longAgo },
      { key: 'login:current@example.com', attempts: 9, windowStartedAt: sql`now()`, nextAllowedAt: sql`now()` },
    ]);
    await t.database.db.insert(rateLimitCounters).values([
      { key: 'posts:old', windowStartedAt: longAgo, hits: 3 },
      { key: 'posts:current', windowStartedAt: sql`now()`, hits: 3 },
    ]);
    await t.database.db.insert(notificationThrottle).values([
      { key: 'connection_request:old', lastAt: longAgo },
      { key: 'connection_request:current', lastAt: sql`now()` },
    ]);
    await t.app.jobs.runDue();
    const keys = async (rows: Promise<Array<{ key: string }>>) => (await rows).map((r) => r.key).filter((k) => /old|current/.test(k));
    expect(await keys(t.database.db.select({ key: authThrottle.key }).from(authThrottle))).toEqual(['login:current@example.com']);
    expect(await keys(t.database.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters))).toEqual(['posts:current']);
    expect(await keys(t.database.db.select({ key: notificationThrottle.key }).from(notificationThrottle))).toEqual([
      'connection_request:current',
    ]);
  });
});
