// `npm run reliability` (CI step after the browser journeys): kill -9 cycles on PGlite
// and on PostgreSQL, the SIGTERM drain, and a sustained load run, against the real
// server on loopback. Writes reports/reliability.json and exits 1 on any violation.
//
// Environment (defaults are the CI run, a few minutes on 2 cores):
//   RELIABILITY_CYCLES=20  RELIABILITY_LOAD_SECONDS=60  RELIABILITY_CONNECTIONS=50
//   RELIABILITY_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test (a database is
//   created on that server and dropped afterwards)
//   RELIABILITY_SERVER=tsx (default: src/server/main.ts through tsx) or compiled (the
//   build's dist/server/main.js on plain node, as `npm start` runs it; CI sets it right
//   after its build step, so the runs check what production runs)
import fs from 'node:fs';
import path from 'node:path';
import { killCyclesViolations, runKillCycles, type KillCyclesReport } from './kill-cycles';
import { loadViolations, runLoad } from './load';
import { compiledServer, TSX_SERVER } from './server-process';
import { drainViolations, runDrain } from './sigterm-drain';

const cycles = Number(process.env.RELIABILITY_CYCLES ?? 20);
const loadSeconds = Number(process.env.RELIABILITY_LOAD_SECONDS ?? 60);
const connections = Number(process.env.RELIABILITY_CONNECTIONS ?? 50);
const postgresUrl =
  process.env.RELIABILITY_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const serverKind = process.env.RELIABILITY_SERVER === 'compiled' ? 'compiled' : 'tsx';
const command = serverKind === 'compiled' ? compiledServer() : TSX_SERVER;
if (serverKind === 'compiled' && !fs.existsSync(command.at(-1) ?? '')) {
  console.error(`RELIABILITY_SERVER=compiled, but ${command.at(-1)} is missing: npm run build first`);
  process.exit(1);
}
const reportPath = path.resolve('reports/reliability.json');
const started = Date.now();
const log = (line: string) => console.log(line);

function summariseKills(r: KillCyclesReport) {
  const { missing, errorsBeforeKill, ...rest } = r;
  return { ...rest, missing: missing.length, missingIds: missing.slice(0, 20), errorsBeforeKill };
}

log(`==> server: ${serverKind === 'compiled' ? 'compiled (dist/server/main.js)' : 'tsx (src/server/main.ts)'}`);
// The two stores' kill cycles run at the same time (they share nothing but the CPU),
// which halves the step; each server then restarts beside the other's writes and
// restarts, so the restart times are those of a busy machine. RELIABILITY_SEQUENTIAL=1
// runs them one after the other, for restart figures of a quiet machine.
const sequential = process.env.RELIABILITY_SEQUENTIAL === '1';
log(`==> kill -9 cycles on PGlite and PostgreSQL (${cycles} each, ${sequential ? 'one after the other' : 'at the same time'})`);
const killOn = (kind: 'pglite' | 'postgres') =>
  runKillCycles({ kind, cycles, postgresUrl, command, log: (line) => log(`[${kind}] ${line.trim()}`) });
const [killPglite, killPostgres] = sequential
  ? [await killOn('pglite'), await killOn('postgres')]
  : await Promise.all([killOn('pglite'), killOn('postgres')]);
log('==> SIGTERM with requests in flight (PGlite)');
const drain = await runDrain({ kind: 'pglite', command, log });
log(`==> load: ${loadSeconds} s at ${connections} connections (PGlite)`);
const load = await runLoad({ kind: 'pglite', durationS: loadSeconds, connections, command, log });

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
  server: serverKind,
  killCyclesAtOnce: !sequential,
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
