// Connections (spec sections 2, 4, 7, issue 5): the caller's state with one broker (the
// connect button), the /connections list and its order, and removal by either party.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections } from '#server/db/schema.ts';
import { CONNECTION_MESSAGES } from '#shared/schemas/connections.ts';
import { as, connectionList, connectionWith, removeConnection } from '../helpers/messages';
import { connectThroughApi, createProperty, placeOf, type Place } from '../helpers/properties';
import {
  bearer,
  createTestApp,
  registerBroker,
  type SignedIn,
  type TestApp,
} from '../helpers/test-app';
import { errorOf } from '../helpers/test-utils';

let t: TestApp;
let place: Place;
beforeAll(async () => {
  t = await createTestApp();
  place = await placeOf(t);
});
afterAll(async () => t.close());

const rowsOf = async (id: string) =>
  (await t.database.db.select({ n: count() }).from(connections).where(eq(connections.id, id)))[0]
    ?.n ?? 0;
const accept = (who: SignedIn, id: string) => as(t, who, 'POST', `/api/connections/${id}/accept`);
const ask = (from: SignedIn, to: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/connections',
    headers: bearer(from.accessToken),
    payload: { recipient_id: to },
  });

describe('connection state with one broker', () => {
  it('follows the request from both sides: none, sent/received, connected; self for yourself', async () => {
    const a = await registerBroker(t);
    const b = await registerBroker(t);
    expect(await connectionWith(t, a, a.id)).toEqual({ state: 'self', connection_id: null });
    expect(await connectionWith(t, a, b.id)).toEqual({ state: 'none', connection_id: null });
    const id = await connectThroughApi(t, a, b, 'pending');
    expect(await connectionWith(t, a, b.id)).toEqual({ state: 'sent', connection_id: id });
    expect(await connectionWith(t, b, a.id)).toEqual({ state: 'received', connection_id: id });
    expect((await accept(b, id)).statusCode).toBe(200);
    expect(await connectionWith(t, a, b.id)).toEqual({ state: 'connected', connection_id: id });
    expect(await connectionWith(t, b, a.id)).toEqual({ state: 'connected', connection_id: id });
  });

  it("answers 'Broker not found' for an unknown or malformed id", async () => {
    const a = await registerBroker(t);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await as(t, a, 'GET', `/api/connections/with/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(errorOf(res).message).toBe(CONNECTION_MESSAGES.brokerNotFound);
    }
  });
});

describe('the connections list', () => {
  it('puts requests waiting for the caller first, then the newest update, with profiles and visible listing counts', async () => {
    const me = await registerBroker(t, { name: 'List Owner' });
    const acceptedOld = await registerBroker(t, { name: 'Accepted Old' });
    const sent = await registerBroker(t, { name: 'Sent To' });
    const receivedOld = await registerBroker(t, { name: 'Received Old' });
    const acceptedNew = await registerBroker(t, { name: 'Accepted New' });
    const receivedNew = await registerBroker(t, { name: 'Received New' });
    const stranger = await registerBroker(t);

    const acceptedOldId = await connectThroughApi(t, me, acceptedOld);
    const sentId = await connectThroughApi(t, me, sent, 'pending');
    const receivedOldId = await connectThroughApi(t, receivedOld, me, 'pending');
    const acceptedNewId = await connectThroughApi(t, acceptedNew, me);
    const receivedNewId = await connectThroughApi(t, receivedNew, me, 'pending');
    // Rows of other brokers never show.
    await connectThroughApi(t, stranger, acceptedOld);

    // Listing counts are what `me` may see: Network Only counts for connections only.
    for (const visibility of ['Private', 'Network Only', 'All'] as const) {
      await createProperty(t, acceptedOld, place, { visibility });
      await createProperty(t, sent, place, { visibility });
    }

    const list = await connectionList(t, me);
    expect(list.total).toBe(5);
    expect(list.items.map((i) => i.id)).toEqual([
      receivedNewId,
      receivedOldId,
      acceptedNewId,
      sentId,
      acceptedOldId,
    ]);
    const byId = new Map(list.items.map((i) => [i.id, i]));
    expect(byId.get(receivedNewId)).toMatchObject({
      status: 'pending',
      direction: 'received',
      requester_id: receivedNew.id,
      recipient_id: me.id,
      other: {
        id: receivedNew.id,
        full_name: 'Received New',
        avatar_url: null,
        company_name: null,
        city: null,
      },
      listing_count: 0,
    });
    expect(byId.get(sentId)).toMatchObject({
      status: 'pending',
      direction: 'sent',
      other: { id: sent.id },
      listing_count: 1,
    });
    expect(byId.get(acceptedOldId)).toMatchObject({
      status: 'accepted',
      direction: 'sent',
      listing_count: 2,
    });
    expect(byId.get(acceptedNewId)).toMatchObject({ status: 'accepted', direction: 'received' });
    for (const item of list.items)
      expect(Date.parse(item.updated_at)).toBeGreaterThanOrEqual(Date.parse(item.created_at));

    // Paging keeps the order.
    const page2 = await connectionList(t, me, '?page=2&page_size=2');
    expect(page2).toMatchObject({ total: 5, page: 2, page_size: 2 });
    expect(page2.items.map((i) => i.id)).toEqual([acceptedNewId, sentId]);

    // Accepting moves a request to the top of the accepted ones (newest update).
    expect((await accept(me, receivedOldId)).statusCode).toBe(200);
    const after = await connectionList(t, me);
    expect(after.items.map((i) => i.id)).toEqual([
      receivedNewId,
      receivedOldId,
      acceptedNewId,
      sentId,
      acceptedOldId,
    ]);
    expect(after.items[1]).toMatchObject({ status: 'accepted', direction: 'received' });

    // The other side sees the same row from its side.
    expect((await connectionList(t, sent)).items).toEqual([
      expect.objectContaining({
        id: sentId,
        direction: 'received',
        other: expect.objectContaining({ id: me.id }),
      }),
    ]);
  });

  it('refuses bad paging', async () => {
    const me = await registerBroker(t);
    for (const q of ['page=0', 'page_size=0', 'page_size=51', 'sort=x']) {
      expect((await as(t, me, 'GET', `/api/connections?${q}`)).statusCode, q).toBe(400);
    }
  });
});

describe('removing a connection', () => {
  it('either party removes it, pending or accepted, permanently; then a new request is possible', async () => {
    const a = await registerBroker(t);
    const b = await registerBroker(t);
    const pending = await connectThroughApi(t, a, b, 'pending');
    // The recipient removes a pending request (no declined state).
    const byRecipient = await removeConnection(t, b, pending);
    expect(byRecipient.statusCode).toBe(204);
    expect(byRecipient.body).toBe('');
    expect(await rowsOf(pending)).toBe(0);
    expect(await connectionWith(t, a, b.id)).toEqual({ state: 'none', connection_id: null });

    // The requester removes an accepted one.
    const accepted = await connectThroughApi(t, b, a);
    expect((await removeConnection(t, b, accepted)).statusCode).toBe(204);
    expect(await rowsOf(accepted)).toBe(0);
    expect((await connectionList(t, a)).total).toBe(0);

    // The recipient removes an accepted one, and the requester can withdraw a request.
    const again = await connectThroughApi(t, a, b);
    expect((await removeConnection(t, b, again)).statusCode).toBe(204);
    const withdrawn = await connectThroughApi(t, a, b, 'pending');
    expect((await removeConnection(t, a, withdrawn)).statusCode).toBe(204);
    expect(await connectionWith(t, b, a.id)).toEqual({ state: 'none', connection_id: null });
  });

  it('is refused (404) to a stranger, for a removed or unknown row and a malformed id; the row stays', async () => {
    const a = await registerBroker(t);
    const b = await registerBroker(t);
    const stranger = await registerBroker(t);
    const id = await connectThroughApi(t, a, b);
    const attempts: Array<[SignedIn, string]> = [
      [stranger, id],
      [a, '00000000-0000-4000-8000-000000000000'],
      [a, 'not-a-uuid'],
    ];
    for (const [who, target] of attempts) {
      const res = await removeConnection(t, who, target);
      expect(res.statusCode, target).toBe(404);
      expect(errorOf(res).message).toBe(CONNECTION_MESSAGES.notFound);
    }
    expect(await rowsOf(id)).toBe(1);
    expect((await removeConnection(t, a, id)).statusCode).toBe(204);
    const twice = await removeConnection(t, b, id);
    expect(twice.statusCode).toBe(404);
    // Accepting a removed request: it no longer exists.
    expect((await accept(b, id)).statusCode).toBe(404);
  });
});

describe('request and accept rules', () => {
  it('the requester cannot accept their own request (404); nobody can request themselves (400)', async () => {
    const a = await registerBroker(t);
    const b = await registerBroker(t);
    const id = await connectThroughApi(t, a, b, 'pending');
    const own = await accept(a, id);
    expect(own.statusCode).toBe(404);
    expect(errorOf(own).message).toBe(CONNECTION_MESSAGES.notFound);
    expect(await connectionWith(t, a, b.id)).toEqual({ state: 'sent', connection_id: id });

    const self = await ask(a, a.id);
    expect(self.statusCode).toBe(400);
    expect(errorOf(self)).toMatchObject({
      message: CONNECTION_MESSAGES.self,
      field: 'recipient_id',
    });
  });
});
