// 'Delete my account' (decision 029): with the current password, the account goes at
// once and nothing of it stays reachable: not through the API (profile, broker page,
// directory, listings, feed, flyers, search), not as a public page or preview, not as
// a stored file, not through a session, token or socket it had. The messages it sent
// stay in the others' conversations as from a 'Former member', and its e-mail address
// can join again as a new member. PGlite, or PostgreSQL with TEST_DATABASE_URL.
import { eq, or, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, FORMER_MEMBER_NAME } from '#shared/schemas/account.ts';
import type { BrokerDirectory } from '#shared/schemas/connections.ts';
import type { FeedPage } from '#shared/schemas/feed.ts';
import type { NotificationList } from '#shared/schemas/notifications.ts';
import type { PropertyList } from '#shared/schemas/properties.ts';
import { REALTIME_CLOSE } from '#shared/schemas/realtime.ts';
import {
  agreements,
  authFactors,
  authUsers,
  connections,
  dataExports,
  flyers,
  invitations,
  mailOutbox,
  messages,
  notificationPreferences,
  notifications,
  passwordResetTokens,
  postBookmarks,
  postComments,
  postLikes,
  profiles,
  properties,
  propertyViews,
  refreshTokens,
  socialPosts,
  whatsappOutbound,
} from '#server/db/schema.ts';
import { buildAccountWorld, type AccountWorld } from '../helpers/account-world';
import { requestExport } from '../helpers/data-export';
import { call } from '../helpers/feed';
import { sendInvitation } from '../helpers/invitations';
import { conversations, conversationWith, postMessage } from '../helpers/messages';
import { listMediaFiles, keyOfMediaUrl } from '../helpers/properties';
import { expectNotFoundPage, getPage } from '../helpers/public-pages';
import { connectRealtime, listenForRealtime, openRealtime, type RealtimeClient } from '../helpers/realtime-client';
import type { AddressInfo } from 'node:net';
import {
  bearer,
  createSecondInstance,
  createTestApp,
  ensureFounder,
  refreshCookieOf,
  registerBroker,
  type SignedIn,
  type TestApp,
} from '../helpers/test-app';
import { countRows, errorOf, refreshCookieHeader, signIn } from '../helpers/test-utils';

let t: TestApp;
let world: AccountWorld;
let asha: SignedIn;
let ashaElsewhere: SignedIn;
let baseUrl: string;
let socket: RealtimeClient;
let ashaFiles: string[];
let ashaPreviews: string[];
let publicPaths: { profile: string; card: string; listing: string; flyer: string };
let ashaVanity: string;

const PASSWORD = 'correct horse battery';

const deleteAccount = (who: SignedIn, payload: unknown) =>
  t.app.inject({ method: 'DELETE', url: '/api/account', headers: bearer(who.accessToken), payload: payload as object });

beforeAll(async () => {
  t = await createTestApp();
  world = await buildAccountWorld(t);
  asha = world.asha;
  // A second session (another phone) and an open socket, both to be ended.
  ashaElsewhere = await signIn(t, asha.email, PASSWORD);
  baseUrl = await listenForRealtime(t);
  socket = await connectRealtime(baseUrl, asha.accessToken);

  // Things a deletion must also reach: a finished export, a reset link, a second
  // factor row, a view of another's listing, cached preview images.
  await requestExport(t, asha);
  await t.app.jobs.runDue();
  expect((await t.app.inject({ method: 'POST', url: '/api/auth/recover', payload: { email: asha.email } })).statusCode).toBe(200);
  await t.database.db.insert(authFactors).values({ userId: asha.id, factorType: 'totp', friendlyName: 'phone', secret: 'x' });
  expect((await call(t, asha, 'POST', `/api/properties/${world.binaListing.id}/views`)).statusCode).toBeLessThan(300);

  const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, asha.id));
  ashaVanity = profile?.vanityUrl ?? '';
  const publicListingUrl = new URL(world.publicListing.static_html_url ?? '', 'http://x').pathname;
  publicPaths = {
    profile: `/in/${ashaVanity}`,
    card: `/${ashaVanity}/card`,
    listing: publicListingUrl,
    flyer: `/flyer/${world.flyer.public_id}`,
  };
  for (const path of Object.values(publicPaths)) {
    const res = await getPage(t, path);
    expect([200, 301], path).toContain(res.statusCode);
  }
  for (const og of [`/og/broker/${asha.id}.jpg`, `/og/property/${world.publicListing.id}.jpg`, `/og/flyer/${world.flyer.public_id}.jpg`]) {
    expect((await getPage(t, og)).statusCode, og).toBe(200);
  }
  const [exportRow] = await t.database.db.select().from(dataExports).where(eq(dataExports.userId, asha.id));
  ashaFiles = [
    keyOfMediaUrl(world.avatarUrl),
    ...world.listing.images.map(keyOfMediaUrl),
    ...world.publicListing.images.map(keyOfMediaUrl),
    keyOfMediaUrl(world.post.image_url ?? ''),
    ...world.flyer.images.filter((u) => u.includes('/flyers/')).map(keyOfMediaUrl),
    exportRow?.storageKey ?? '',
  ];
  // Her executed mandate's PDF.
  const [mandate] = await t.database.db.select({ key: agreements.pdfKey }).from(agreements).where(eq(agreements.id, world.agreement.id));
  ashaFiles.push(mandate?.key ?? '');
  // Preview images are cached beside their source photo (decision 023).
  ashaPreviews = listMediaFiles(t).filter((f) => /\/og-(listing|broker)\.jpg$/.test(f));
  for (const key of ashaFiles) expect(listMediaFiles(t), key).toContain(key);
  expect(ashaPreviews.length).toBeGreaterThanOrEqual(3);
}, 120_000);

afterAll(async () => {
  await socket?.close();
  await t.close();
});

describe('before anything changes', () => {
  it('a wrong password is a 400 with a clear message, and nothing is deleted', async () => {
    const profilesBefore = await countRows(t, profiles);
    const res = await deleteAccount(asha, { password: 'not my password' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({ error: 'bad_request', message: ACCOUNT_MESSAGES.wrongPassword, field: 'password' });
    expect(await countRows(t, profiles)).toBe(profilesBefore);
    expect((await call(t, asha, 'GET', '/api/profiles/me')).statusCode).toBe(200);
    expect(socket.socket.readyState).toBe(socket.socket.OPEN);
  });

  it('a missing password is a 400 too', async () => {
    for (const payload of [{}, { password: '' }, { password: 'x', extra: 1 }]) {
      const res = await deleteAccount(asha, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await call(t, asha, 'GET', '/api/profiles/me')).statusCode).toBe(200);
  });

  it('without a session it is refused', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/account', payload: { password: PASSWORD } });
    expect(res.statusCode).toBe(401);
  });
});

describe('deleting', () => {
  it('with the current password: 204, the refresh cookie cleared, every socket closed', async () => {
    const res = await deleteAccount(asha, { password: PASSWORD });
    expect(res.statusCode, res.body).toBe(204);
    const cleared = res.cookies.find((c) => c.name === 'bc_refresh');
    expect(cleared?.value).toBe('');
    expect(await socket.closed).toEqual({ code: REALTIME_CLOSE.unauthenticated, reason: 'Session ended' });
  });

  it('ends every session and token at once', async () => {
    for (const who of [asha, ashaElsewhere]) {
      for (const url of ['/api/profiles/me', '/api/auth/user', '/api/properties/mine', '/api/account/exports']) {
        const res = await call(t, who, 'GET', url);
        expect(res.statusCode, url).toBe(401);
      }
      const refreshed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: refreshCookieHeader(who.refreshCookie),
      });
      expect(refreshed.statusCode).toBe(401);
    }
    // A write with the old token changes nothing (and is no 500).
    const post = await call(t, asha, 'POST', '/api/connections', { recipient_id: world.bina.id });
    expect(post.statusCode).toBe(401);
    // A new socket with the old token is refused.
    const again = await openRealtime(baseUrl);
    again.auth(asha.accessToken);
    expect((await again.closed).code).toBe(REALTIME_CLOSE.unauthenticated);
    // The password no longer signs in.
    const signInRes = await t.app.inject({ method: 'POST', url: '/api/auth/token', payload: { email: asha.email, password: PASSWORD } });
    expect(signInRes.statusCode).toBe(401);
  });

  it('leaves no row of the account anywhere but the messages it exchanged with a remaining member', async () => {
    const db = t.database.db;
    const remaining = async (table: PgTable, where: ReturnType<typeof eq>) => (await db.select().from(table).where(where)).length;
    expect(await remaining(authUsers, eq(authUsers.id, asha.id))).toBe(0);
    expect(await remaining(profiles, eq(profiles.id, asha.id))).toBe(0);
    expect(await remaining(properties, eq(properties.userId, asha.id))).toBe(0);
    expect(await remaining(propertyViews, eq(propertyViews.userId, asha.id))).toBe(0);
    expect(await remaining(flyers, eq(flyers.userId, asha.id))).toBe(0);
    expect(await remaining(socialPosts, eq(socialPosts.userId, asha.id))).toBe(0);
    expect(await remaining(postComments, eq(postComments.userId, asha.id))).toBe(0);
    expect(await remaining(postLikes, eq(postLikes.userId, asha.id))).toBe(0);
    expect(await remaining(postBookmarks, eq(postBookmarks.userId, asha.id))).toBe(0);
    expect(
      await remaining(connections, or(eq(connections.requesterId, asha.id), eq(connections.recipientId, asha.id)) as ReturnType<typeof eq>),
    ).toBe(0);
    expect(await remaining(notifications, eq(notifications.userId, asha.id))).toBe(0);
    expect(await remaining(notificationPreferences, eq(notificationPreferences.userId, asha.id))).toBe(0);
    expect(await remaining(refreshTokens, eq(refreshTokens.userId, asha.id))).toBe(0);
    expect(await remaining(authFactors, eq(authFactors.userId, asha.id))).toBe(0);
    expect(await remaining(passwordResetTokens, eq(passwordResetTokens.userId, asha.id))).toBe(0);
    expect(await remaining(invitations, eq(invitations.inviterId, asha.id))).toBe(0);
    expect(await remaining(whatsappOutbound, eq(whatsappOutbound.userId, asha.id))).toBe(0);
    expect(await remaining(dataExports, eq(dataExports.userId, asha.id))).toBe(0);
    expect(await remaining(mailOutbox, eq(mailOutbox.toAddress, asha.email))).toBe(0);
    // Her name is nowhere in anyone's notifications.
    const [named] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(sql`${notifications.content}::text like ${'%Asha Rao%'}`);
    expect(named?.n).toBe(0);
    // What stays: the two messages of her conversation with Bina.
    const kept = await db
      .select({ content: messages.content })
      .from(messages)
      .where(or(eq(messages.senderId, asha.id), eq(messages.recipientId, asha.id)));
    expect(kept.map((m) => m.content).sort()).toEqual([
      'Hello Bina, is the lake view flat still free?',
      'Yes, come on Sunday =SUM(1,2)',
    ]);
  });

  it('her files are gone from storage: photos, post image, flyer photos, profile photo, export, previews, agreement PDFs', async () => {
    const files = listMediaFiles(t);
    for (const key of ashaFiles) expect(files, key).not.toContain(key);
    for (const key of ashaPreviews) expect(files, key).not.toContain(key);
    for (const key of ashaFiles.filter((k) => k.endsWith('.webp'))) {
      expect((await t.app.inject({ method: 'GET', url: `/media/${key}` })).statusCode, key).toBe(404);
    }
  });
});

describe('nothing of hers is reachable', () => {
  it('through the API: broker page, directory search, listings, feed, posts, flyers', async () => {
    const bina = world.bina;
    expect((await call(t, bina, 'GET', `/api/brokers/${asha.id}`)).statusCode).toBe(404);
    const directory = (await call(t, bina, 'GET', '/api/brokers?q=Asha')).json<BrokerDirectory>();
    expect(directory.items).toEqual([]);
    for (const id of [world.listing.id, world.publicListing.id]) {
      expect((await call(t, bina, 'GET', `/api/properties/${id}`)).statusCode).toBe(404);
    }
    const network = (await call(t, bina, 'GET', '/api/properties/network')).json<PropertyList>();
    expect(network.items.map((p) => p.user_id)).not.toContain(asha.id);
    const feed = (await call(t, bina, 'GET', '/api/feed?limit=50')).json<FeedPage>();
    expect(feed.items.map((p) => p.id)).not.toContain(world.post.id);
    expect((await call(t, bina, 'GET', `/api/posts/${world.post.id}`)).statusCode).toBe(404);
    // Her comment and like on Bina's post are gone from its counts.
    const binaPost = feed.items.find((p) => p.id === world.binaPost.id);
    expect(binaPost).toMatchObject({ comments_count: 0, likes_count: 0 });
    expect((await call(t, bina, 'GET', `/api/flyers/${world.flyer.id}`)).statusCode).toBe(404);
  });

  it('as a public page or preview image', async () => {
    for (const path of Object.values(publicPaths)) await expectNotFoundPage(t, path);
    await expectNotFoundPage(t, `/in/${asha.id}`);
    await expectNotFoundPage(t, `/${asha.id}/card`);
    for (const og of [`/og/broker/${asha.id}.jpg`, `/og/property/${world.publicListing.id}.jpg`, `/og/flyer/${world.flyer.public_id}.jpg`]) {
      expect((await getPage(t, og)).statusCode, og).toBe(404);
    }
  });

  it("in Bina's conversation her messages stay, from a 'Former member' she can no longer answer", async () => {
    const conversation = await conversationWith(t, world.bina, asha.id);
    expect(conversation.other).toEqual({ id: asha.id, full_name: FORMER_MEMBER_NAME, avatar_url: null, company_name: null, city: null });
    expect(conversation.can_reply).toBe(false);
    expect(conversation.items.map((m) => `${m.sender_name}: ${m.content}`)).toEqual([
      `${FORMER_MEMBER_NAME}: Hello Bina, is the lake view flat still free?`,
      'Bina Shah: Yes, come on Sunday =SUM(1,2)',
    ]);
    // The listing she asked about is still Bina's, so its title stays for Bina.
    expect(conversation.items[0]?.property_title).toBe('Bina lake view');
    const inbox = await conversations(t, world.bina);
    expect(inbox.items.find((c) => c.other.id === asha.id)?.other.full_name).toBe(FORMER_MEMBER_NAME);
    const read = await call(t, world.bina, 'POST', `/api/messages/with/${asha.id}/read`);
    expect(read.statusCode).toBe(200);
    const reply = await postMessage(t, world.bina, { recipient_id: asha.id, content: 'Are you there?' });
    expect(reply.statusCode).toBe(404);
  });

  it("in others' notifications: what was about her is gone, the rest says 'Former member'", async () => {
    const list = (await call(t, world.bina, 'GET', '/api/notifications?page_size=50')).json<NotificationList>();
    const types = list.items.map((n) => n.type);
    // Her connection request to Bina is gone; her message is still announced, nameless.
    expect(types).not.toContain('connection_request');
    const message = list.items.find((n) => n.type === 'message');
    expect(message?.content.sender_name).toBe(FORMER_MEMBER_NAME);
    const view = list.items.find((n) => n.type === 'property_view');
    expect(view?.content.viewer_name).toBe(FORMER_MEMBER_NAME);
    expect(JSON.stringify(list)).not.toContain('Asha Rao');
    // The founder who invited her no longer hears that she joined.
    const founder = await ensureFounder(t);
    const founderList = (await call(t, founder, 'GET', '/api/notifications?page_size=50')).json<NotificationList>();
    expect(founderList.items.filter((n) => n.type === 'new_member' && n.content.user_id === asha.id)).toEqual([]);
  });
});

describe('on another instance', () => {
  it('its token stops working and its sockets close there too, at once', async () => {
    const other = await createSecondInstance(t);
    try {
      const broker = await registerBroker(t, { password: PASSWORD });
      // Instance B has just seen the account alive (and remembers that for a while).
      expect((await other.app.inject({ method: 'GET', url: '/api/profiles/me', headers: bearer(broker.accessToken) })).statusCode).toBe(200);
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = other.app.server.address() as AddressInfo;
      const there = await connectRealtime(`ws://127.0.0.1:${port}`, broker.accessToken);
      const res = await deleteAccount(broker, { password: PASSWORD });
      expect(res.statusCode).toBe(204);
      expect((await there.closed).code).toBe(REALTIME_CLOSE.unauthenticated);
      const after = await other.app.inject({ method: 'GET', url: '/api/profiles/me', headers: bearer(broker.accessToken) });
      expect(after.statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('afterwards', () => {
  it('the same e-mail can be invited and registers as a new member with nothing of the old account', async () => {
    const invitation = await sendInvitation(t, world.bina, { email: asha.email, name: 'Asha again' });
    const [row] = await t.database.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Asha Rao', email: asha.email, password: 'a brand new password', invite_code: row?.inviteCode },
    });
    expect(res.statusCode, res.body).toBe(201);
    const fresh = res.json<{ user: { id: string }; session: { access_token: string } }>();
    expect(fresh.user.id).not.toBe(asha.id);
    const again: SignedIn = { id: fresh.user.id, accessToken: fresh.session.access_token, refreshCookie: refreshCookieOf(res), email: asha.email };
    expect((await conversations(t, again)).items).toEqual([]);
    expect((await call(t, again, 'GET', '/api/properties/mine')).json<PropertyList>().items).toEqual([]);
    expect((await call(t, again, 'GET', '/api/account/exports')).json<{ items: unknown[] }>().items).toEqual([]);
  });

  it('when Bina leaves too, their conversation has no reader left and goes', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(world.bina.accessToken),
      payload: { password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(204);
    const left = await t.database.db
      .select({ id: messages.id })
      .from(messages)
      .where(or(eq(messages.senderId, asha.id), eq(messages.recipientId, asha.id)));
    expect(left).toEqual([]);
    // Chitra keeps her conversation with Bina, as from a former member.
    const withBina = await conversationWith(t, world.chitra, world.bina.id);
    expect(withBina.items.map((m) => m.sender_name)).toEqual([FORMER_MEMBER_NAME]);
  });
});
