import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPost } from '#shared/api/feed.ts';
import { sendMessage } from '#shared/api/messages.ts';
import { listConversations } from '#shared/api/messages.ts';
import { NetworkError } from './api-client';
import { call } from './call-endpoint';
import { sendOnce } from './send-once';

const message = {
  id: '00000000-0000-4000-8000-000000000001',
  sender_id: '00000000-0000-4000-8000-000000000002',
  recipient_id: '00000000-0000-4000-8000-000000000003',
  content: 'Hello',
  property_id: null,
  property_title: null,
  requirement_id: null,
  requirement_title: null,
  sender_name: 'Asha',
  read_at: null,
  created_at: '2025-01-01T00:00:00.000Z',
};

function stubFetch(...answers: Array<() => Response>) {
  const fetch = vi.fn(async () => {
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next();
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const created = () => new Response(JSON.stringify(message), { status: 201, headers: { 'content-type': 'application/json' } });
const headersOf = (fetch: ReturnType<typeof stubFetch>, i: number) =>
  (fetch.mock.calls[i] as unknown as [string, RequestInit])[1].headers as Record<string, string>;

afterEach(() => vi.unstubAllGlobals());

describe('the Idempotency-Key header', () => {
  it('call() sends the key it is given, on a JSON body and on a form', async () => {
    const fetch = stubFetch(created, created);
    await call(sendMessage, { body: { recipient_id: message.recipient_id, content: 'Hello' } }, { idempotencyKey: 'key-1' });
    expect(headersOf(fetch, 0)['idempotency-key']).toBe('key-1');
    await call(createPost, { form: new FormData() }, { idempotencyKey: 'key-2' }).catch(() => undefined);
    expect(headersOf(fetch, 1)['idempotency-key']).toBe('key-2');
  });

  it('call() sends none without a key, and takes none for an operation that is not idempotent', async () => {
    const fetch = stubFetch(created);
    await call(sendMessage, { body: { recipient_id: message.recipient_id, content: 'Hello' } });
    expect(headersOf(fetch, 0)).not.toHaveProperty('idempotency-key');
    // An operation that takes no key does not type-check with one.
    // @ts-expect-error listConversations is not idempotent
    void call(listConversations, {}, { idempotencyKey: 'k' }).catch(() => undefined);
  });

  it('sendOnce makes one key per submit and sends it again on the retry after a lost connection', async () => {
    const fetch = stubFetch(
      () => {
        throw new TypeError('Failed to fetch');
      },
      created,
      created,
    );
    const submit = () =>
      sendOnce((idempotencyKey) => call(sendMessage, { body: { recipient_id: message.recipient_id, content: 'Hi' } }, { idempotencyKey }), 0);
    await submit();
    expect(fetch).toHaveBeenCalledTimes(2);
    const first = headersOf(fetch, 0)['idempotency-key'];
    expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(headersOf(fetch, 1)['idempotency-key']).toBe(first);
    // The next submit is a new attempt: a new key.
    await submit();
    expect(headersOf(fetch, 2)['idempotency-key']).not.toBe(first);
  });

  it('sendOnce waits out "still being processed" and gives up on other refusals', async () => {
    const busy = () =>
      new Response(JSON.stringify({ error: 'idempotency_key_in_progress', message: 'busy' }), { status: 409 });
    const fetch = stubFetch(busy, created);
    await sendOnce((idempotencyKey) => call(sendMessage, { body: { recipient_id: message.recipient_id, content: 'Hi' } }, { idempotencyKey }), 0);
    expect(fetch).toHaveBeenCalledTimes(2);
    const refused = () => new Response(JSON.stringify({ error: 'forbidden', message: 'no' }), { status: 403 });
    const again = stubFetch(refused, created);
    await expect(
      sendOnce((idempotencyKey) => call(sendMessage, { body: { recipient_id: message.recipient_id, content: 'Hi' } }, { idempotencyKey }), 0),
    ).rejects.toMatchObject({ status: 403 });
    expect(again).toHaveBeenCalledTimes(1);
    // A second lost connection is reported, not retried forever.
    stubFetch(
      () => {
        throw new TypeError('offline');
      },
      () => {
        throw new TypeError('offline');
      },
    );
    await expect(sendOnce(async (k) => call(sendMessage, { body: { recipient_id: message.recipient_id, content: k } }), 0)).rejects.toBeInstanceOf(NetworkError);
  });
});
