// The connection groundwork issue 3 needs (issue 5 builds the rest): request, accept,
// one row per pair, and a request back accepts the pending one.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections } from '#server/db/schema.ts';
import { CONNECTION_MESSAGES } from '#shared/schemas/connections.ts';
import {
  bearer,
  createTestApp,
  registerBroker,
  type SignedIn,
  type TestApp,
} from '../helpers/test-app';
import { errorOf } from '../helpers/test-utils';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const request = (from: SignedIn, to: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/connections',
    headers: bearer(from.accessToken),
    payload: { recipient_id: to },
  });
const accept = (as: SignedIn, id: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/connections/${id}/accept`,
    headers: bearer(as.accessToken),
  });
const rows = async () => (await t.database.db.select({ n: count() }).from(connections))[0]?.n ?? 0;

describe('connections', () => {
  it('a request is pending until the recipient accepts it', async () => {
    const a = await registerBroker(t);
    const b = await registerBroker(t);
    const res = await request(a, b.id);
    expect(res.statusCode).toBe(201);
    const created = res.json<{
      id: string;
      status: string;
      requester_id: string;
      recipient_id: string;
    }>();
    expect(created).toMatchObject({ status: 'pending', requester_id: a.id, recipient_id: b.id });

    // Only the recipient can accept; to others it does not exist.
    const stranger = await registerBroker(t);
    expect((await accept(a, created.id)).statusCode).toBe(404);
    const byStranger = await accept(stranger, created.id);
    expect(byStranger.statusCode).toBe(404);
    expect(errorOf(byStranger).message).toBe(CONNECTION_MESSAGES.notFound);

    const accepted = await accept(b, created.id);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ id: created.id, status: 'accepted' });
    expect((await accept(b, created.id)).json()).toMatchObject({ status: 'accepted' });
  });

  it('asking someone who already asked you accepts their request (one row)', async () => {
    const a = await registerBroker(t);
    const b = await registerBroker(t);
    const first = (await request(a, b.id)).json<{ id: string }>();
    const before = await rows();
    const back = await request(b, a.id);
    expect(back.statusCode).toBe(201);
    expect(back.json()).toMatchObject({
      id: first.id,
      status: 'accepted',
      requester_id: a.id,
      recipient_id: b.id,
    });
    expect(await rows()).toBe(before);
  });

  it('refuses a request to yourself, a repeated request and an unknown broker', async () => {
    const a = await registerBroker(t);
    const b = await registerBroker(t);
    const self = await request(a, a.id);
    expect(self.statusCode).toBe(400);
    expect(errorOf(self).message).toBe(CONNECTION_MESSAGES.self);

    expect((await request(a, b.id)).statusCode).toBe(201);
    const again = await request(a, b.id);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(CONNECTION_MESSAGES.exists);

    const unknown = await request(a, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(CONNECTION_MESSAGES.brokerNotFound);
  });

  it('an accepted connection refuses a new request either way', async () => {
    const a = await registerBroker(t);
    const b = await registerBroker(t);
    const id = (await request(a, b.id)).json<{ id: string }>().id;
    await accept(b, id);
    expect((await request(a, b.id)).statusCode).toBe(409);
    expect((await request(b, a.id)).statusCode).toBe(409);
  });

  it('two brokers asking each other at the same moment end with one row', async () => {
    const a = await registerBroker(t);
    const b = await registerBroker(t);
    const before = await rows();
    const results = await Promise.all([request(a, b.id), request(b, a.id)]);
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    expect(await rows()).toBe(before + 1);
  });
});
