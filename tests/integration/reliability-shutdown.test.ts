// SIGTERM with requests in flight (issue 10): the real server process finishes the
// uploads it is reading, answers every new request 503 (JSON, Retry-After,
// Connection: close) meanwhile, and exits 0 within 10 s; the drained writes are there
// after a restart (scripts/reliability/sigterm-drain.ts). PGlite, or PostgreSQL when
// TEST_DATABASE_URL is set.
import { describe, expect, it } from 'vitest';
import { runDrain } from '../../scripts/reliability/sigterm-drain';

const postgresUrl = process.env.TEST_DATABASE_URL;
const kind = postgresUrl ? 'postgres' : 'pglite';

describe(`SIGTERM drain (${kind})`, () => {
  it('completes requests in flight, refuses new ones with 503, and exits cleanly', async () => {
    const report = await runDrain({ kind, postgresUrl, inFlight: 5 });
    expect(report.failures).toEqual([]);
    expect(report.inFlightStatuses).toEqual([201, 201, 201, 201, 201]);
    expect(report.newRequestStatuses.length).toBeGreaterThanOrEqual(5);
    expect(new Set(report.newRequestStatuses)).toEqual(new Set([503]));
    expect(report.refusal).toEqual({
      body: {
        error: 'unavailable',
        message: 'The server is restarting. Please try again in a moment.',
        request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
      retryAfter: '5',
      connection: 'close',
    });
    expect(report.exitCode).toBe(0);
    expect(report.exitAfterSignalMs).toBeLessThan(10_000);
    expect(report.postsAfterRestart).toBe(5);
  }, 180_000);
});
