// kill -9 while a client writes, 3 cycles (issue 10; `npm run reliability` runs 20 on
// each database): the real server process on a fresh store - PGlite, or PostgreSQL
// when TEST_DATABASE_URL is set - must open again after every kill, and every write
// it acknowledged must still be there (scripts/reliability/kill-cycles.ts).
import { describe, expect, it } from 'vitest';
import { killCyclesViolations, runKillCycles } from '../../scripts/reliability/kill-cycles';

const postgresUrl = process.env.TEST_DATABASE_URL;
const kind = postgresUrl ? 'postgres' : 'pglite';

describe(`kill -9 while writing (${kind})`, () => {
  it('reopens every time and keeps every acknowledged write', async () => {
    // Restarts get 60 s here: other test files share the machine's two cores.
    const report = await runKillCycles({ kind, cycles: 3, postgresUrl, restartTimeoutMs: 60_000 });
    expect(killCyclesViolations(report)).toEqual([]);
    expect(report.cyclesCompleted).toBe(3);
    expect(report.writesAcked).toBeGreaterThan(0);
    expect(report.missing).toEqual([]);
    expect(report.finalDirectCount).toBe(report.writesAcked);
    expect(report.finalShutdownExitCode).toBe(0);
  }, 240_000);
});
