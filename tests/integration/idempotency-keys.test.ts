// The Idempotency-Key header on the four creates (issue 23, decision 045): the same key
// twice makes one row and answers the same (marked as a replay), a different request
// with the key is refused with 422 and writes nothing, two at once make one row, keys are
// per broker, a malformed key is a 400, no key works as before, a refusal frees its key,
// and the hourly cleanup removes keys past 24 hours.
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect } from 'vitest';
import { IDEMPOTENCY_MESSAGES } from '#shared/api/idempotency-key.ts';
import { idempotencyKeys, messages, properties, requirements, socialPosts } from '#server/db/schema.ts';
import { pruneAbuseCountersJob } from '#server/prune-abuse-counters-job.ts';
import { postForm } from '../helpers/feed';
import { test } from '../helpers/fixtures';
import { jpegImage } from '../helpers/images';
import { placeOf, propertyData } from '../helpers/properties';
import { propertyForm, type MultipartBody } from '../helpers/multipart';
import { cityWithAreas } from '../helpers/requirements';
import { bearer, type SignedIn, type TestApp } from '../helpers/test-app';
import { countRows, errorOf } from '../helpers/test-utils';

const key = () => crypto.randomUUID();

function postJson(t: TestApp, who: SignedIn, url: string, payload: object, idempotencyKey?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(who.accessToken), ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }) },
    payload,
  });
}

function postMultipart(t: TestApp, who: SignedIn, url: string, form: MultipartBody, idempotencyKey?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      ...bearer(who.accessToken),
      ...form.headers,
      ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
    },
    payload: form.payload,
  });
}

const messageTo = (to: SignedIn, content = 'Is the flat still free?') => ({ recipient_id: to.id, content });

async function keyRows(t: TestApp, who: SignedIn) {
  return t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, who.id));
}

function expectReplay(first: LightMyRequestResponse, again: LightMyRequestResponse) {
  expect(first.statusCode, first.body).toBe(201);
  expect(first.headers['idempotent-replayed']).toBeUndefined();
  expect(again.statusCode, again.body).toBe(201);
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(again.headers['content-type']).toMatch(/^application\/json/);
  expect(again.json()).toEqual(first.json());
}

describe('the same key twice makes one row and answers the same', () => {
  test('a message', async ({ t, connectedBrokers: { a, b } }) => {
    const k = key();
    const before = await countRows(t, messages);
    const first = await postJson(t, a, '/api/messages', messageTo(b), k);
    // Key order and spacing do not make it another request.
    const again = await postJson(t, a, '/api/messages', { content: 'Is the flat still free?', recipient_id: b.id }, k);
    expectReplay(first, again);
    expect(await countRows(t, messages)).toBe(before + 1);
    const [row] = await keyRows(t, a);
    expect(row).toMatchObject({ key: k, route: 'POST /api/messages', state: 'done', responseStatus: 201 });
  });

  test('a post (multipart, with an image)', async ({ t, broker }) => {
    const k = key();
    const image = { data: await jpegImage(200, 150) };
    const before = await countRows(t, socialPosts);
    const first = await postMultipart(t, broker, '/api/posts', postForm({ content: 'Open house on Sunday' }, image), k);
    // A new boundary, as a browser makes for each send, is the same request.
    const again = await postMultipart(t, broker, '/api/posts', postForm({ content: 'Open house on Sunday' }, image), k);
    expectReplay(first, again);
    expect(await countRows(t, socialPosts)).toBe(before + 1);
  });

  test('a property (multipart, with photos)', async ({ t, broker }) => {
    const place = await placeOf(t);
    const k = key();
    const photos = [await jpegImage(320, 240)];
    const before = await countRows(t, properties);
    const first = await postMultipart(t, broker, '/api/properties', propertyForm(propertyData(place), photos), k);
    const again = await postMultipart(t, broker, '/api/properties', propertyForm(propertyData(place), photos), k);
    expectReplay(first, again);
    expect(await countRows(t, properties)).toBe(before + 1);
  });

  test('a requirement', async ({ t, broker }) => {
    const { cityId, areas } = await cityWithAreas(t);
    const input = { property_type: 'Rent', city_id: cityId, area_ids: [areas[0]!.areaId], budget_max: 40_000 };
    const k = key();
    const before = await countRows(t, requirements);
    const first = await postJson(t, broker, '/api/requirements', input, k);
    const again = await postJson(t, broker, '/api/requirements', input, k);
    expectReplay(first, again);
    expect(await countRows(t, requirements)).toBe(before + 1);
  });
});

describe('the same key with another request', () => {
  test('another body is refused with 422 and writes nothing', async ({ t, connectedBrokers: { a, b } }) => {
    const k = key();
    expect((await postJson(t, a, '/api/messages', messageTo(b, 'First text'), k)).statusCode).toBe(201);
    const before = await countRows(t, messages);
    const res = await postJson(t, a, '/api/messages', messageTo(b, 'Another text'), k);
    expect(res.statusCode).toBe(422);
    expect(errorOf(res)).toMatchObject({ message: IDEMPOTENCY_MESSAGES.mismatch, field: 'Idempotency-Key' });
    expect(await countRows(t, messages)).toBe(before);
  });

  test('another photo in the same form is another request', async ({ t, broker }) => {
    const k = key();
    const first = await postMultipart(t, broker, '/api/posts', postForm({ content: 'Same text' }, { data: await jpegImage(100, 100) }), k);
    expect(first.statusCode, first.body).toBe(201);
    const before = await countRows(t, socialPosts);
    const res = await postMultipart(t, broker, '/api/posts', postForm({ content: 'Same text' }, { data: await jpegImage(100, 100, '#ff0000') }), k);
    expect(res.statusCode).toBe(422);
    expect(await countRows(t, socialPosts)).toBe(before);
  });

  test('another operation is refused with 422 and writes nothing', async ({ t, broker }) => {
    const k = key();
    expect((await postMultipart(t, broker, '/api/posts', postForm({ content: 'A post' }), k)).statusCode).toBe(201);
    const { cityId } = await cityWithAreas(t);
    const before = await countRows(t, requirements);
    const res = await postJson(t, broker, '/api/requirements', { property_type: 'Rent', city_id: cityId }, k);
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toBe(IDEMPOTENCY_MESSAGES.mismatch);
    expect(await countRows(t, requirements)).toBe(before);
  });
});

describe('concurrent requests with one key', () => {
  test('make exactly one row; the other is told to wait (409, Retry-After) or gets the replay', async ({
    t,
    connectedBrokers: { a, b },
  }) => {
    const k = key();
    const before = await countRows(t, messages);
    const answers = await Promise.all([0, 1, 2].map(() => postJson(t, a, '/api/messages', messageTo(b, 'Only once'), k)));
    expect(await countRows(t, messages)).toBe(before + 1);
    const created = answers.filter((res) => res.statusCode === 201 && !res.headers['idempotent-replayed']);
    expect(created).toHaveLength(1);
    for (const res of answers) {
      if (res === created[0]) continue;
      if (res.statusCode === 409) {
        expect(res.headers['retry-after']).toBe('1');
        expect(errorOf(res).message).toBe(IDEMPOTENCY_MESSAGES.inProgress);
      } else {
        expectReplay(created[0]!, res);
      }
    }
  });

  test('a key left in progress by a request still running answers 409', async ({ t, connectedBrokers: { a, b } }) => {
    const k = key();
    await t.database.db.insert(idempotencyKeys).values({
      userId: a.id,
      key: k,
      route: 'POST /api/messages',
      requestFingerprint: (await import('#server/lib/idempotency-keys.ts')).fingerprintJson(messageTo(b)),
    });
    const before = await countRows(t, messages);
    const res = await postJson(t, a, '/api/messages', messageTo(b), k);
    expect(res.statusCode).toBe(409);
    expect(res.headers['retry-after']).toBe('1');
    expect(await countRows(t, messages)).toBe(before);
    // One abandoned by a process that died (older than two minutes) is taken over.
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '3 minutes'` })
      .where(and(eq(idempotencyKeys.userId, a.id), eq(idempotencyKeys.key, k)));
    const retried = await postJson(t, a, '/api/messages', messageTo(b), k);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(await countRows(t, messages)).toBe(before + 1);
  });
});

describe('keys, their shape and their absence', () => {
  test("another broker's same key is their own", async ({ t, connectedBrokers: { a, b } }) => {
    const k = key();
    const fromA = await postJson(t, a, '/api/messages', messageTo(b, 'From A'), k);
    const fromB = await postJson(t, b, '/api/messages', messageTo(a, 'From B'), k);
    expect(fromA.statusCode).toBe(201);
    expect(fromB.statusCode).toBe(201);
    expect(fromB.headers['idempotent-replayed']).toBeUndefined();
    expect(fromB.json<{ id: string }>().id).not.toBe(fromA.json<{ id: string }>().id);
  });

  test.for([
    ['empty', ''],
    ['too long', 'k'.repeat(256)],
    ['with a space', 'two words'],
    ['not ASCII', 'schlüssel'],
  ])('a malformed key (%s) is a 400 and writes nothing', async ([, bad], { t, connectedBrokers: { a, b } }) => {
    const before = await countRows(t, messages);
    const res = await postJson(t, a, '/api/messages', messageTo(b), bad);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ message: IDEMPOTENCY_MESSAGES.malformed, field: 'Idempotency-Key' });
    expect(await countRows(t, messages)).toBe(before);
    expect(await keyRows(t, a)).toEqual([]);
  });

  test('a 255-character key is accepted', async ({ t, connectedBrokers: { a, b } }) => {
    expect((await postJson(t, a, '/api/messages', messageTo(b), 'k'.repeat(255))).statusCode).toBe(201);
  });

  test('without a key a create works as before: twice is two rows, nothing kept', async ({ t, connectedBrokers: { a, b } }) => {
    const before = await countRows(t, messages);
    for (let i = 0; i < 2; i++) {
      const res = await postJson(t, a, '/api/messages', messageTo(b));
      expect(res.statusCode).toBe(201);
      expect(res.headers['idempotent-replayed']).toBeUndefined();
    }
    expect(await countRows(t, messages)).toBe(before + 2);
    expect(await keyRows(t, a)).toEqual([]);
  });

  test('an operation without `idempotent` ignores the header', async ({ t, connectedBrokers: { a, b } }) => {
    const sent = await postJson(t, a, '/api/messages', messageTo(b));
    const k = key();
    for (let i = 0; i < 2; i++) {
      const res = await postJson(t, b, `/api/messages/${sent.json<{ id: string }>().id}/read`, {}, k);
      expect(res.headers['idempotent-replayed']).toBeUndefined();
    }
    expect(await keyRows(t, b)).toEqual([]);
  });
});

describe('a refusal keeps nothing', () => {
  test('a 4xx frees the key: the fixed request with the same key then runs', async ({ t, broker, otherBroker }) => {
    const k = key();
    // Not connected: refused with 403, nothing written, no key kept.
    const refused = await postJson(t, broker, '/api/messages', messageTo(otherBroker), k);
    expect(refused.statusCode).toBe(403);
    expect(await keyRows(t, broker)).toEqual([]);
    // A validation refusal never claims the key either.
    const invalid = await postJson(t, broker, '/api/messages', { recipient_id: otherBroker.id, content: '' }, k);
    expect(invalid.statusCode).toBe(400);
    expect(await keyRows(t, broker)).toEqual([]);
    // Same key, a request that can succeed now: it runs (a refusal is not replayed).
    const { cityId } = await cityWithAreas(t);
    const before = await countRows(t, requirements);
    const res = await postJson(t, broker, '/api/requirements', { property_type: 'Rent', city_id: cityId }, k);
    expect(res.statusCode, res.body).toBe(201);
    expect(await countRows(t, requirements)).toBe(before + 1);
  });

  test('a refused multipart create frees its key too', async ({ t, broker }) => {
    const k = key();
    const tooLong = await postMultipart(t, broker, '/api/posts', postForm({ content: 'x'.repeat(5001) }), k);
    expect(tooLong.statusCode).toBe(400);
    expect(await keyRows(t, broker)).toEqual([]);
    const ok = await postMultipart(t, broker, '/api/posts', postForm({ content: 'Fixed' }), k);
    expect(ok.statusCode, ok.body).toBe(201);
  });
});

describe('the hourly cleanup', () => {
  test('removes keys older than 24 hours and keeps newer ones', async ({ t, broker }) => {
    const [old, recent] = [key(), key()];
    await t.database.db.insert(idempotencyKeys).values([
      { userId: broker.id, key: old, route: 'POST /api/posts', requestFingerprint: 'x', state: 'done', responseStatus: 201, responseBody: {}, createdAt: sql`now() - interval '25 hours'` },
      { userId: broker.id, key: recent, route: 'POST /api/posts', requestFingerprint: 'x', state: 'done', responseStatus: 201, responseBody: {}, createdAt: sql`now() - interval '23 hours'` },
    ]);
    await pruneAbuseCountersJob.run({}, { ctx: t.app.appContext, jobId: 'test', attempt: 1, signal: new AbortController().signal });
    expect((await keyRows(t, broker)).map((row) => row.key)).toEqual([recent]);
  });

  test('an expired key not yet pruned counts as new', async ({ t, connectedBrokers: { a, b } }) => {
    const k = key();
    expect((await postJson(t, a, '/api/messages', messageTo(b, 'Day one'), k)).statusCode).toBe(201);
    await t.database.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(idempotencyKeys.userId, a.id));
    const res = await postJson(t, a, '/api/messages', messageTo(b, 'Day two'), k);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
  });
});

describe('/api/docs', () => {
  test('documents the header on exactly the four creates', async ({ t }) => {
    type Operation = { parameters?: Array<{ in: string; name: string }> };
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, Operation>> }>();
    const keyed = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, op]) => (op.parameters ?? []).some((p) => p.in === 'header' && p.name === 'Idempotency-Key'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(keyed.sort()).toEqual(['POST /api/messages', 'POST /api/posts', 'POST /api/properties', 'POST /api/requirements']);
  });
});
