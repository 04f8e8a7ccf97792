// The realtime channel (decision 007) with a real `ws` client: authentication by the
// first message (never the URL), the refusals and their close codes, delivery to the
// right user only, token expiry and re-auth, ping/pong, limits, and shutdown.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '#server/features/auth/access-token.ts';
import { loadSigningKeys, type SigningKeyStore } from '#server/features/auth/signing-keys.ts';
import { publishEvents } from '#server/lib/realtime/publish-events.ts';
import { REALTIME_CLOSE, REALTIME_PATH, type RealtimeEvent } from '#shared/schemas/realtime.ts';
import { markAllRead, markRead, requestConnection } from '../helpers/notifications';
import { connectRealtime, countOf, listenForRealtime, openRealtime, type RealtimeClient } from '../helpers/realtime-client';
import { createTestApp, registerBroker, type SignedIn, type TestApp } from '../helpers/test-app';
import { waitFor } from '../helpers/test-utils';

const AUTH_TIMEOUT_MS = 1000;
let t: TestApp;
let url: string;
let keys: SigningKeyStore;
const clients: RealtimeClient[] = [];

beforeAll(async () => {
  t = await createTestApp({ REALTIME_AUTH_TIMEOUT_MS: String(AUTH_TIMEOUT_MS) });
  url = await listenForRealtime(t);
  keys = await loadSigningKeys(t.database.db);
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await t.close();
});

const track = (client: RealtimeClient) => (clients.push(client), client);
const open = async () => track(await openRealtime(url));
const connect = async (token: string) => track(await connectRealtime(url, token));

/** A real access token of `broker`, with a lifetime of our choosing. */
const sessionOf = (broker: SignedIn) => String(decodeJwt(broker.accessToken).sid);

async function tokenFor(broker: SignedIn, ttlSeconds: number, extra: { aal?: 'aal1' | 'aal2'; mfa?: boolean } = {}) {
  const { token } = await signAccessToken(
    keys,
    // The broker's own live session: a token of an ended session is refused (issue 17).
    { sub: broker.id, sid: sessionOf(broker), role: 'broker', aal: extra.aal ?? 'aal1', mfa: extra.mfa ?? false },
    ttlSeconds,
    t.config.publicUrl,
  );
  return token;
}

describe('authentication', () => {
  it('the first message authenticates; the answer is ready with the user id; the URL carries no token', async () => {
    const broker = await registerBroker(t);
    const client = await connect(broker.accessToken);
    expect(client.socket.url).toBe(`${url}${REALTIME_PATH}`);
    expect(client.messages[0]).toEqual({ type: 'ready', user_id: broker.id });
    client.send({ type: 'ping' });
    await waitFor(() => client.messages.find((m) => m.type === 'pong'), 'pong');
  });

  it('refuses a bad token, a second factor still owed, and anything before auth, with 4401', async () => {
    const broker = await registerBroker(t);
    const attempts: Array<[string, (c: RealtimeClient) => void]> = [
      ['forged token', (c) => c.auth('eyJhbGciOiJub25lIiwidHlwIjoiYXQrand0In0.eyJzdWIiOiJ4In0.')],
      ['expired token', (c) => void tokenFor(broker, -10).then((token) => c.auth(token))],
      ['MFA owed', (c) => void tokenFor(broker, 60, { mfa: true, aal: 'aal1' }).then((token) => c.auth(token))],
      ['ping first', (c) => c.send({ type: 'ping' })],
    ];
    for (const [what, act] of attempts) {
      const client = await open();
      act(client);
      const closed = await client.closed;
      expect(closed.code, what).toBe(REALTIME_CLOSE.unauthenticated);
      expect(client.messages, what).toEqual([]);
    }
  });

  it('an MFA session at aal2 is accepted', async () => {
    const broker = await registerBroker(t);
    const client = await connect(await tokenFor(broker, 60, { mfa: true, aal: 'aal2' }));
    expect(client.messages[0]).toEqual({ type: 'ready', user_id: broker.id });
  });

  it('closes a socket that does not authenticate in time with 4408', async () => {
    const client = await open();
    const started = Date.now();
    expect((await client.closed).code).toBe(REALTIME_CLOSE.authTimeout);
    expect(Date.now() - started).toBeGreaterThanOrEqual(AUTH_TIMEOUT_MS - 50);
  });

  it('closes on malformed JSON, an unknown message, a binary frame and an oversized one', async () => {
    const broker = await registerBroker(t);
    const cases: Array<[string, (c: RealtimeClient) => void, number]> = [
      ['not JSON', (c) => c.send('{nope'), REALTIME_CLOSE.badMessage],
      ['unknown type', (c) => c.send({ type: 'subscribe', channel: 'all' }), REALTIME_CLOSE.badMessage],
      ['binary', (c) => c.socket.send(Buffer.from('{"type":"ping"}'), { binary: true }), REALTIME_CLOSE.badMessage],
      // ws refuses a frame over maxPayload itself: 1009 "message too big".
      ['oversized', (c) => c.send({ type: 'auth', token: 'x'.repeat(20_000) }), 1009],
    ];
    for (const [what, act, code] of cases) {
      const client = await connect(broker.accessToken);
      act(client);
      expect((await client.closed).code, what).toBe(code);
    }
  });
});

describe('token lifetime', () => {
  it('closes with 4440 when the token expires; a fresh token for the same user extends the socket', async () => {
    const broker = await registerBroker(t);
    const lapsing = await connect(await tokenFor(broker, 2));
    const renewed = await connect(await tokenFor(broker, 2));
    renewed.auth(await tokenFor(broker, 60));
    await waitFor(() => (countOf(renewed, 'ready') === 2 ? true : undefined), 'the second ready');

    expect((await lapsing.closed).code).toBe(REALTIME_CLOSE.tokenExpired);
    await new Promise((resolve) => setTimeout(resolve, 500));
    renewed.send({ type: 'ping' });
    await waitFor(() => renewed.messages.find((m) => m.type === 'pong'), 'pong after the first token expired');
    expect(renewed.socket.readyState).toBe(renewed.socket.OPEN);
  });

  it('a token of another user closes the socket with 4401', async () => {
    const a = await registerBroker(t);
    const b = await registerBroker(t);
    const client = await connect(a.accessToken);
    client.auth(b.accessToken);
    expect((await client.closed).code).toBe(REALTIME_CLOSE.unauthenticated);
  });
});

describe('delivery', () => {
  it("another broker's action reaches the recipient's sockets, and only theirs", async () => {
    const asker = await registerBroker(t, { name: 'Realtime Asker' });
    const recipient = await registerBroker(t);
    const bystander = await registerBroker(t);
    const [tab1, tab2] = [await connect(recipient.accessToken), await connect(recipient.accessToken)];
    const askerSocket = await connect(asker.accessToken);
    const bystanderSocket = await connect(bystander.accessToken);

    const id = await requestConnection(t, asker, recipient);
    for (const tab of [tab1, tab2]) {
      const created = await tab.waitForEvent(
        (events) => events.find((e) => e.kind === 'notification.created'),
        'notification.created',
      );
      expect(created).toMatchObject({
        kind: 'notification.created',
        notification: {
          user_id: recipient.id,
          type: 'connection_request',
          content: { requester_id: asker.id, requester_name: 'Realtime Asker' },
          action_url: '/connections',
          entity: { entity_type: 'connections', id, status: 'pending' },
        },
      });
    }
    // Both parties hear of the connection; the asker gets no notification.
    await askerSocket.waitForEvent(
      (events) => events.find((e) => e.kind === 'connection.changed' && e.connection_id === id),
      'connection.changed for the asker',
    );
    expect(askerSocket.events().map((e) => e.kind)).toEqual(['connection.changed']);

    // Something for the bystander after all that: once it arrives, nothing else did.
    await requestConnection(t, asker, bystander);
    await bystanderSocket.waitForEvent((events) => events.find((e) => e.kind === 'notification.created'), 'own event');
    const seen = bystanderSocket.events();
    expect(seen.every((e) => e.kind !== 'notification.created' || e.notification.user_id === bystander.id)).toBe(true);
    expect(JSON.stringify(seen)).not.toContain(recipient.id);
  });

  it('marking read publishes notification.updated, read-all publishes notification.all_read', async () => {
    const asker = await registerBroker(t);
    const recipient = await registerBroker(t);
    const socket = await connect(recipient.accessToken);
    await requestConnection(t, asker, recipient);
    const created = await socket.waitForEvent(
      (events) => events.find((e): e is Extract<RealtimeEvent, { kind: 'notification.created' }> => e.kind === 'notification.created'),
      'notification.created',
    );
    await markRead(t, recipient, created.notification.id);
    const updated = await socket.waitForEvent(
      (events) => events.find((e) => e.kind === 'notification.updated'),
      'notification.updated',
    );
    expect(updated).toMatchObject({ notification: { id: created.notification.id } });
    expect(updated.kind === 'notification.updated' && updated.notification.read_at).toBeTruthy();
    await markRead(t, recipient, created.notification.id);

    await requestConnection(t, await registerBroker(t), recipient);
    await markAllRead(t, recipient);
    const allRead = await socket.waitForEvent((events) => events.find((e) => e.kind === 'notification.all_read'), 'all_read');
    expect(allRead).toMatchObject({ kind: 'notification.all_read' });
    // Marking an already read notification again published nothing.
    expect(socket.events().filter((e) => e.kind === 'notification.updated')).toHaveLength(1);
  });

  it('an event too large for NOTIFY arrives as resync; a payload that is not ours is ignored', async () => {
    const broker = await registerBroker(t);
    const socket = await connect(broker.accessToken);
    await t.database.db.execute(sql`select pg_notify('bc_realtime', 'not an envelope')`);
    const big: RealtimeEvent = {
      kind: 'notification.created',
      notification: {
        id: randomUUID(),
        user_id: broker.id,
        type: 'message',
        content: { message_preview: 'x'.repeat(9000) },
        entity_id: null,
        entity_type: null,
        action_url: null,
        read_at: null,
        created_at: new Date().toISOString(),
        entity: null,
      },
    };
    await publishEvents(t.database.db, [
      { userIds: [broker.id], event: big },
      { userIds: [broker.id], event: { kind: 'notification.all_read', read_at: new Date().toISOString() } },
    ]);
    await socket.waitForEvent((events) => (events.length === 2 ? events : undefined), 'two events');
    expect(socket.events().map((e) => e.kind)).toEqual(['resync', 'notification.all_read']);
  });

  it('keeps at most 20 sockets per user, closing the oldest', async () => {
    const broker = await registerBroker(t);
    const sockets: RealtimeClient[] = [];
    for (let i = 0; i < 21; i++) sockets.push(await connect(broker.accessToken));
    expect((await sockets[0]?.closed)?.code).toBe(REALTIME_CLOSE.tooManySockets);
    expect(sockets.slice(1).every((s) => s.socket.readyState === s.socket.OPEN)).toBe(true);
  });
});

describe('shutdown', () => {
  it('closing the app closes every socket with 1001', async () => {
    const other = await createTestApp();
    try {
      const otherUrl = await listenForRealtime(other);
      const broker = await registerBroker(other);
      const authed = await connectRealtime(otherUrl, broker.accessToken);
      const pending = await openRealtime(otherUrl);
      await other.app.close();
      expect((await authed.closed).code).toBe(REALTIME_CLOSE.serverShutdown);
      expect((await pending.closed).code).toBe(REALTIME_CLOSE.serverShutdown);
    } finally {
      await other.close();
    }
  });
});
