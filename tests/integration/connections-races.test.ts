// Races settled by the database (issue 5): two brokers asking each other at the same
// instant end with one accepted connection, and twenty parallel accepts of one request
// change one row once, answer every call without a 500 and raise one notification.
import { and, count, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections, messages } from '#server/db/schema.ts';
import { notificationsOfType } from '../helpers/notifications';
import { as, postMessage, removeConnection } from '../helpers/messages';
import { connectThroughApi } from '../helpers/properties';
import {
  bearer,
  createTestApp,
  registerBroker,
  type SignedIn,
  type TestApp,
} from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const ask = (from: SignedIn, to: SignedIn) =>
  t.app.inject({
    method: 'POST',
    url: '/api/connections',
    headers: bearer(from.accessToken),
    payload: { recipient_id: to.id },
  });

const pairRows = (a: SignedIn, b: SignedIn) =>
  t.database.db
    .select()
    .from(connections)
    .where(
      or(
        and(eq(connections.requesterId, a.id), eq(connections.recipientId, b.id)),
        and(eq(connections.requesterId, b.id), eq(connections.recipientId, a.id)),
      ),
    );

describe('concurrent requests', () => {
  it('A->B and B->A at the same time: one row, accepted, and no 500', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await registerBroker(t);
      const b = await registerBroker(t);
      const answers = await Promise.all([ask(a, b), ask(b, a)]);
      const codes = answers.map((r) => r.statusCode).sort();
      // Either the second request accepted the first (201, 201) or, at worst, a clear 409.
      expect(
        codes.every((c) => c === 201 || c === 409),
        codes.join(),
      ).toBe(true);
      const rows = await pairRows(a, b);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.status).toBe('accepted');
      // The answers name that one row.
      for (const res of answers.filter((r) => r.statusCode === 201)) {
        expect(res.json<{ id: string }>().id).toBe(rows[0]?.id);
      }
    }
  });

  it('the same request sent twice at once: one row, one 201 and one 409', async () => {
    const a = await registerBroker(t);
    const b = await registerBroker(t);
    const answers = await Promise.all([ask(a, b), ask(a, b)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await pairRows(a, b)).toHaveLength(1);
  });
});

describe('concurrent accepts', () => {
  it('20 parallel accepts: one accepted row, every answer 200, one connection_accepted notification', async () => {
    const asker = await registerBroker(t);
    const recipient = await registerBroker(t);
    const id = await connectThroughApi(t, asker, recipient, 'pending');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => as(t, recipient, 'POST', `/api/connections/${id}/accept`)),
    );
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id, status: 'accepted' });
    }
    const [row] = await pairRows(asker, recipient);
    expect(row?.status).toBe('accepted');
    expect(
      (
        await t.database.db.select({ n: count() }).from(connections).where(eq(connections.id, id))
      )[0]?.n,
    ).toBe(1);
    expect(await notificationsOfType(t, asker, 'connection_accepted')).toHaveLength(1);
    expect(await notificationsOfType(t, recipient, 'connection_accepted')).toHaveLength(0);
  });

  it('accepts racing a removal: the row ends accepted or gone, never a 500', async () => {
    const asker = await registerBroker(t);
    const recipient = await registerBroker(t);
    const id = await connectThroughApi(t, asker, recipient, 'pending');
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => as(t, recipient, 'POST', `/api/connections/${id}/accept`)),
      removeConnection(t, asker, id),
      ...Array.from({ length: 5 }, () => as(t, recipient, 'POST', `/api/connections/${id}/accept`)),
    ]);
    for (const res of answers) expect([200, 204, 404], res.body).toContain(res.statusCode);
    expect(answers.find((r) => r.statusCode === 204)).toBeDefined();
    expect(await pairRows(asker, recipient)).toEqual([]);
    // At most one acceptance was announced (none if the removal came first).
    expect((await notificationsOfType(t, asker, 'connection_accepted')).length).toBeLessThanOrEqual(
      1,
    );
  });
});

describe('messages racing a removal', () => {
  it('each message is either sent (201, stored) or refused (403, not stored); never a 500', async () => {
    const a = await registerBroker(t);
    const b = await registerBroker(t);
    const id = await connectThroughApi(t, a, b);
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) =>
        postMessage(t, i % 2 ? a : b, { recipient_id: (i % 2 ? b : a).id, content: `m${i}` }),
      ),
      removeConnection(t, a, id),
      ...Array.from({ length: 6 }, (_, i) =>
        postMessage(t, i % 2 ? a : b, { recipient_id: (i % 2 ? b : a).id, content: `n${i}` }),
      ),
    ]);
    const sends = answers.filter((r) => r.statusCode !== 204);
    for (const res of sends) expect([201, 403], res.body).toContain(res.statusCode);
    const stored = await t.database.db
      .select({ id: messages.id })
      .from(messages)
      .where(or(eq(messages.senderId, a.id), eq(messages.senderId, b.id)));
    expect(stored.map((m) => m.id).sort()).toEqual(
      sends
        .filter((r) => r.statusCode === 201)
        .map((r) => r.json<{ id: string }>().id)
        .sort(),
    );
    // After the removal has answered, nothing more gets through.
    expect((await postMessage(t, a, { recipient_id: b.id, content: 'late' })).statusCode).toBe(403);
  });
});
