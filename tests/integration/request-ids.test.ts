// Request ids (decision 032): every answer carries X-Request-Id, every error body the
// same id as request_id, and every log line of the request its reqId, also the lines
// of work the request started in the background (here: an instant e-mail). An incoming
// X-Request-Id is believed only behind a trusted proxy, and only when it looks like one.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerBroker, type TestApp } from '../helpers/test-app';
import { errorOf, waitFor } from '../helpers/test-utils';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type LogLine = { reqId?: string; msg?: string; level: number };
const logLines: LogLine[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
      logLines.push(JSON.parse(line) as LogLine);
    }
    callback();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logStream });
});
afterAll(async () => t.close());

describe('request ids', () => {
  it('every answer has its own X-Request-Id, and an error body names the same id', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/nope' });
    const invalid = await t.app.inject({ method: 'POST', url: '/api/auth/token', payload: { email: 'not an e-mail' } });
    const ids = [health, missing, invalid].map((res) => String(res.headers['x-request-id']));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(3);
    expect(missing.json<{ request_id: string }>().request_id).toBe(ids[1]);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<{ request_id: string }>().request_id).toBe(ids[2]);
    // errorOf checks the id against the header for every error the suite reads.
    expect(errorOf(invalid).error).toBe('validation_failed');
  });

  it('an unexpected 500 carries the id too, and its log line says which request it was', async () => {
    const closed = await createTestApp({}, { logStream });
    await closed.database.close();
    const res = await closed.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: 'someone@example.com', password: 'whatever it is' },
    });
    await closed.app.close();
    expect(res.statusCode).toBe(500);
    const id = String(res.headers['x-request-id']);
    expect(errorOf(res)).toEqual({ error: 'internal_error', message: 'Something went wrong. Please try again.' });
    expect(logLines.find((l) => l.msg === 'unhandled error')?.reqId).toBe(id);
  });

  it('without TRUST_PROXY a client cannot choose its request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'chosen-by-client' } });
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it("behind a trusted proxy the proxy's well-formed id is kept; anything else is replaced", async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      const ask = (id: string) =>
        proxied.app.inject({ method: 'GET', url: '/api/nope', remoteAddress: '127.0.0.1', headers: { 'x-request-id': id } });
      const kept = await ask('lb-7f3a.91:abc_DEF');
      expect(kept.headers['x-request-id']).toBe('lb-7f3a.91:abc_DEF');
      expect(errorOf(kept).error).toBe('not_found');
      for (const bad of ['has spaces', 'x'.repeat(129), '<script>', '-leading-dash', 'é']) {
        expect((await ask(bad)).headers['x-request-id'], bad).toMatch(UUID);
      }
    } finally {
      await proxied.close();
    }
  });

  it("every log line of a request, and of the e-mail it sends in the background, carries the request's id", async () => {
    const sender = await registerBroker(t);
    const recipient = await registerBroker(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/connections',
      headers: bearer(sender.accessToken),
      payload: { recipient_id: recipient.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = String(res.headers['x-request-id']);
    const mailLine = await waitFor(
      () => logLines.find((l) => l.msg?.startsWith('mail (notification)') && l.msg.includes(recipient.email)),
      'the background e-mail log line',
    );
    expect(mailLine.reqId).toBe(id);
    const ofRequest = logLines.filter((l) => l.reqId === id).map((l) => l.msg);
    expect(ofRequest).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });
});
