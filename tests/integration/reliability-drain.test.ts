// The shutdown drain in process (plugins/shutdown-drain.ts; the real process under
// SIGTERM is reliability-shutdown.test.ts): a request being read finishes, new
// requests and WebSocket upgrades get 503 with the security headers, and open
// realtime sockets stay until close() ends them with 1001 - without close() waiting
// on a refused upgrade.
import { PassThrough } from 'node:stream';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm } from '../helpers/feed';
import { expectSecurityHeaders } from '../helpers/security-headers';
import { bearer, createTestApp, registerBroker, type TestApp } from '../helpers/test-app';
import { errorOf } from '../helpers/test-utils';

const UNAVAILABLE = {
  error: 'unavailable',
  message: 'The server is restarting. Please try again in a moment.',
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('draining', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('finishes the request in flight and refuses new ones with 503', async () => {
    const broker = await registerBroker(t);
    const form = postForm({ content: 'Posted while the server drains' });
    const body = new PassThrough();
    const upload = t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { ...bearer(broker.accessToken), ...form.headers },
      payload: body,
    });
    body.write(form.payload.subarray(0, 40));
    await sleep(100);

    let drained: boolean | undefined;
    const draining = t.app.drainRequests(10_000).then((d) => (drained = d));
    for (const [method, url] of [
      ['GET', '/api/health'],
      ['GET', '/api/feed'],
      ['POST', '/api/auth/token'],
      ['GET', '/'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: bearer(broker.accessToken) });
      expect(res.statusCode, url).toBe(503);
      expect(errorOf(res), url).toEqual(UNAVAILABLE);
      expect(res.headers['retry-after'], url).toBe('5');
      expect(res.headers.connection, url).toBe('close');
      expect(res.headers['content-type'], url).toBe('application/json; charset=utf-8');
      expectSecurityHeaders(res, `${method} ${url}`);
    }
    await sleep(50);
    expect(drained, 'still waiting for the upload').toBeUndefined();

    body.end(form.payload.subarray(40));
    const res = await upload;
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers.connection).toBe('close');
    await draining;
    expect(drained).toBe(true);
  });
});

describe('draining with realtime sockets', () => {
  it('refuses new upgrades, keeps open sockets until close() ends them with 1001', async () => {
    const t = await createTestApp();
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as { port: number };
      const open = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`);
      await new Promise((resolve, reject) => open.once('open', resolve).once('error', reject));
      const closed = new Promise<number>((resolve) => open.once('close', resolve));

      expect(await t.app.drainRequests(1_000)).toBe(true);
      const refused = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`);
      const status = await new Promise<number | string>((resolve) => {
        refused.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        refused.once('open', () => resolve('open'));
        refused.once('error', (error) => resolve(String(error)));
      });
      expect(status).toBe(503);
      expect(open.readyState).toBe(WebSocket.OPEN);

      const started = Date.now();
      await t.app.close();
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(await closed).toBe(1001);
    } finally {
      await t.close();
    }
  });
});
