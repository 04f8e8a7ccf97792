// GET /metrics (decision 032): off without METRICS_TOKEN (404), a bearer token otherwise
// (401 without it or with a wrong one); Prometheus text with requests by route pattern
// (rate from _count, latency buckets), the database pool, event-loop lag and open
// WebSockets; and the gauge hook other parts of the app publish through.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerBroker, type TestApp } from '../helpers/test-app';
import { connectRealtime, listenForRealtime } from '../helpers/realtime-client';
import { errorOf, waitFor } from '../helpers/test-utils';
import { sql } from 'drizzle-orm';
import { jobs } from '#server/db/schema.ts';

const TOKEN = 'metrics-token-for-the-test-0123456789';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(async () => t.close());

const scrape = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};

/** The value of one sample line, e.g. `name{a="b"} 3`; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const off = await createTestApp();
    try {
      expect((await off.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      expect((await off.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('refuses a scrape without the token or with a wrong one', async () => {
    for (const headers of [{}, bearer('wrong-token-wrong-token-wrong'), bearer(`${TOKEN}x`), bearer(TOKEN.slice(1))]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(errorOf(res)).toEqual({ error: 'unauthorized', message: 'A valid metrics token is required' });
      expect(res.body).not.toContain('nodejs_');
    }
    // Not a bearer header at all: the route guard's own refusal.
    const bare = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: TOKEN } });
    expect(bare.statusCode).toBe(401);
    expect(bare.body).not.toContain('nodejs_');
  });

  it('a METRICS_TOKEN shorter than 16 characters stops the boot', async () => {
    await expect(createTestApp({ METRICS_TOKEN: 'short' })).rejects.toThrow(/METRICS_TOKEN: at least 16 characters/);
  });

  it('answers Prometheus text with the process, event loop, database pool and sockets', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'brokercircle_db_pool_connections{state="max"}')).toBe(t.database.kind === 'postgres' ? 10 : 1);
    expect(sample(text, 'brokercircle_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    if (t.database.kind === 'postgres') {
      expect(sample(text, 'brokercircle_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'brokercircle_db_pool_connections{state="waiting"}')).toBe(0);
    }
    expect(sample(text, 'brokercircle_websockets_open')).toBe(0);
  });

  it("counts each route's answers under its pattern, never the raw URL", async () => {
    const broker = await registerBroker(t);
    const series = 'http_request_duration_seconds_count{method="GET",route="/api/properties/:id",status_code="404"}';
    const before = sample(await scrape(), series) ?? 0;
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of ids) {
      const res = await t.app.inject({ method: 'GET', url: `/api/properties/${id}`, headers: bearer(broker.accessToken) });
      expect(res.statusCode).toBe(404);
    }
    const text = await scrape();
    expect(sample(text, series)).toBe(before + 3);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/properties\/:id",status_code="404"\} \d+/);
    for (const id of ids) expect(text).not.toContain(id);
    // Paths no route matches share one label.
    await t.app.inject({ method: 'GET', url: `/api/no-such-thing/${ids[0]}` });
    expect(sample(await scrape(), 'http_request_duration_seconds_count{method="GET",route="(not found)",status_code="404"}')).toBeGreaterThanOrEqual(1);
  });

  it('counts open realtime sockets', async () => {
    const broker = await registerBroker(t);
    const base = await listenForRealtime(t);
    const socket = await connectRealtime(base, broker.accessToken);
    try {
      expect(sample(await scrape(), 'brokercircle_websockets_open')).toBe(1);
    } finally {
      await socket.close();
    }
    await waitFor(async () => (sample(await scrape(), 'brokercircle_websockets_open') === 0 ? true : undefined), 'the socket to be gone');
  });

  it('publishes a gauge another part registers (the hook a job queue uses)', async () => {
    let queued = 3;
    t.app.appContext.metrics.registerGauge({
      name: 'brokercircle_test_queue_depth',
      help: 'A stand-in for a queue depth',
      collect: () => queued,
    });
    expect(sample(await scrape(), 'brokercircle_test_queue_depth')).toBe(3);
    queued = 0;
    expect(sample(await scrape(), 'brokercircle_test_queue_depth')).toBe(0);
  });

  it('publishes the background job queue by state', async () => {
    const before = sample(await scrape(), 'brokercircle_jobs{state="due"}') ?? 0;
    await t.database.db.insert(jobs).values([
      { name: 'metrics.test_job', payload: {} },
      { name: 'metrics.test_job', payload: {}, runAt: sql`now() + interval '1 hour'` },
    ]);
    const text = await scrape();
    expect(sample(text, 'brokercircle_jobs{state="due"}')).toBe(before + 1);
    expect(sample(text, 'brokercircle_jobs{state="later"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'brokercircle_jobs{state="running"}')).toBe(0);
  });

  it('stays out of the API documentation', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json<{ paths: Record<string, unknown> }>().paths)).not.toContain('/metrics');
  });
});
