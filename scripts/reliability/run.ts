// `npm run reliability` (CI step after the browser journeys): kill -9 cycles on PGlite
// and on PostgreSQL, the SIGTERM drain, and a sustained load run, against the real
// server on loopback. Writes reports/reliability.json and exits 1 on any violation.
//
// Environment (defaults are the CI run, about 5 minutes on 2 cores):
//   RELIABILITY_CYCLES=20  RELIABILITY_LOAD_SECONDS=60  RELIABILITY_CONNECTIONS=50
//   RELIABILITY_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test (a database is
//   created on that server and dropped afterwards)
import fs from 'node:fs';
import path from 'node:path';
import { killCyclesViolations, runKillCycles, type KillCyclesReport } from './kill-cycles';
import { loadViolations, runLoad } from './load';
import { drainViolations, runDrain } from './sigterm-drain';

const cycles = Number(process.env.RELIABILITY_CYCLES ?? 20);
const loadSeconds = Number(process.env.RELIABILITY_LOAD_SECONDS ?? 60);
const connections = Number(process.env.RELIABILITY_CONNECTIONS ?? 50);
const postgresUrl =
  process.env.RELIABILITY_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const reportPath = path.resolve('reports/reliability.json');
const started = Date.now();
const log = (line: string) => console.log(line);

function summariseKills(r: KillCyclesReport) {
  const { missing, errorsBeforeKill, ...rest } = r;
  return { ...rest, missing: missing.length, missingIds: missing.slice(0, 20), errorsBeforeKill };
}

log(`==> kill -9 cycles on PGlite (${cycles})`);
const killPglite = await runKillCycles({ kind: 'pglite', cycles, log });
log(`==> kill -9 cycles on PostgreSQL (${cycles})`);
const killPostgres = await runKillCycles({ kind: 'postgres', cycles, postgresUrl, log });
log('==> SIGTERM with requests in flight (PGlite)');
const drain = await runDrain({ kind: 'pglite', log });
log(`==> load: ${loadSeconds} s at ${connections} connections (PGlite)`);
const load = await runLoad({ kind: 'pglite', durationS: loadSeconds, connections, log });

// One check per run; scripts/ci-summary.mjs counts them into CI's closing line.
const checks = [
  { name: 'kill -9 cycles (PGlite)', violations: killCyclesViolations(killPglite) },
  { name: 'kill -9 cycles (PostgreSQL)', violations: killCyclesViolations(killPostgres) },
  { name: 'SIGTERM drain (PGlite)', violations: drainViolations(drain) },
  { name: 'load (PGlite)', violations: loadViolations(load) },
].map((c) => ({ ...c, ok: c.violations.length === 0 }));
const violations = checks.flatMap((c) => c.violations);
const report = {
  ok: violations.length === 0,
  violations,
  checks: checks.map(({ name, ok }) => ({ name, ok })),
  durationS: Math.round((Date.now() - started) / 1000),
  killCycles: [summariseKills(killPglite), summariseKills(killPostgres)],
  drain,
  load,
};
fs.mkdirSync(path.dirname(reportPath), { recursive: true });
fs.writeFileSync(reportPath, `${JSON.stringify(report, null, 2)}\n`);

log('');
for (const k of [killPglite, killPostgres]) {
  log(
    `kill cycles ${k.store}: ${k.cyclesCompleted}/${k.cycles} cycles, ${k.writesAcked} writes acked, ` +
      `${k.missing.length} missing, restart p50 ${k.restartP50Ms} ms / max ${k.restartMaxMs} ms`,
  );
}
log(
  `SIGTERM drain: in flight ${drain.inFlightStatuses.join(',')}; new ${drain.newRequestStatuses.join(',')}; ` +
    `exit ${drain.exitCode} after ${drain.exitAfterSignalMs} ms`,
);
log(
  `load: ${load.requests} requests, ${load.rpsMean} req/s, p99 ${load.latencyMs.p99} ms, errors ${load.errors}, ` +
    `non-2xx ${load.non2xx}, RSS thirds ${load.rssThirdsMeanMb.join(' / ')} MB (growth ${(load.rssGrowthLastVsMiddle * 100).toFixed(1)} %)`,
);
log(`report: ${path.relative(process.cwd(), reportPath)} (${report.durationS} s)`);
for (const v of violations) console.error(`VIOLATION ${v}`);
log(
  violations.length === 0
    ? 'reliability: passed'
    : `reliability: ${violations.length} violation(s)`,
);
process.exit(violations.length === 0 ? 0 : 1);
