// kill -9 at random moments while a client writes (issue 10, reliability): the real
// server on a fresh store (PGlite folder or PostgreSQL database); each cycle, writers
// create posts as fast as the server acknowledges them, the server is SIGKILLed
// 200-1500 ms after the cycle's first acknowledged write, restarted on the same data
// (it must be healthy within 30 s, every time), and every post acknowledged with 201
// must be readable. At the end the server is stopped with SIGTERM and the database is
// opened directly to count every acknowledged id once more.
//
//   npx tsx scripts/reliability/kill-cycles.ts [pglite|postgres] [cycles]
import { inArray } from 'drizzle-orm';
import { openDatabase } from '#server/db/open.ts';
import { socialPosts } from '#server/db/schema.ts';
import {
  createPost,
  createStore,
  freePort,
  percentile,
  removeStore,
  signUpFounder,
  startServer,
  stopServer,
  waitHealthy,
  withClient,
  type ServerCommand,
  type ServerProcess,
  type Store,
} from './server-process';

export type KillCyclesOptions = {
  kind: 'pglite' | 'postgres';
  cycles: number;
  /** Admin URL of a PostgreSQL server (kind postgres): a database is created on it. */
  postgresUrl?: string;
  writers?: number;
  /** How long a restart may take to answer /api/health 200 (default 30 s). */
  restartTimeoutMs?: number;
  log?: (line: string) => void;
  /** How the server runs (default: from source through tsx). */
  command?: ServerCommand;
};

export type KillCyclesReport = {
  store: 'pglite' | 'postgres';
  cycles: number;
  cyclesCompleted: number;
  writesAcked: number;
  /** Acknowledged ids not found after a restart, or in the final direct check. */
  missing: string[];
  /** Writes that failed while the server was up (before the kill): must be 0. */
  errorsBeforeKill: string[];
  killDelaysMs: number[];
  restartMs: number[];
  restartP50Ms: number;
  restartMaxMs: number;
  finalShutdownExitCode: number | null;
  finalDirectCount: number;
  failures: string[];
  durationMs: number;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function runKillCycles(options: KillCyclesOptions): Promise<KillCyclesReport> {
  const {
    kind,
    cycles,
    postgresUrl,
    writers = 4,
    restartTimeoutMs = 30_000,
    log = () => {},
    command,
  } = options;
  const started = Date.now();
  const report: KillCyclesReport = {
    store: kind,
    cycles,
    cyclesCompleted: 0,
    writesAcked: 0,
    missing: [],
    errorsBeforeKill: [],
    killDelaysMs: [],
    restartMs: [],
    restartP50Ms: 0,
    restartMaxMs: 0,
    finalShutdownExitCode: null,
    finalDirectCount: 0,
    failures: [],
    durationMs: 0,
  };
  let store: Store | undefined;
  const port = await freePort();
  const acked: string[] = [];
  let server: ServerProcess | undefined;
  try {
    store = await createStore(kind, postgresUrl);
    server = startServer(store, port, {}, command);
    await waitHealthy(server, 60_000);
    const token = await signUpFounder(server);

    for (let cycle = 1; cycle <= cycles; cycle++) {
      const current: ServerProcess = server;
      const cycleAcked: string[] = [];
      let killed = false;
      let firstAck: () => void = () => {};
      const acknowledged = new Promise<void>((resolve) => (firstAck = resolve));
      const writer = async (w: number) => {
        // Bounded: at most 10 000 writes, and the kill comes within 31.5 s.
        for (let n = 0; n < 10_000 && !killed; n++) {
          try {
            cycleAcked.push(
              await createPost(current.base, token, `kill cycle ${cycle}, writer ${w}, write ${n}`),
            );
            firstAck();
          } catch (error) {
            if (killed) return;
            report.errorsBeforeKill.push(`cycle ${cycle}: ${String(error)}`);
            await sleep(50);
          }
        }
      };
      const writing = Promise.all(Array.from({ length: writers }, (_, w) => writer(w)));
      const delay = 200 + Math.floor(Math.random() * 1300);
      report.killDelaysMs.push(delay);
      // The delay counts from the first acknowledged write, so every cycle kills a
      // server that is busy writing (a fresh process answers its first write slowly).
      const warm = await Promise.race([
        acknowledged.then(() => true),
        sleep(30_000).then(() => false),
      ]);
      if (!warm) report.errorsBeforeKill.push(`cycle ${cycle}: no write acknowledged within 30 s`);
      await sleep(delay);
      killed = true;
      current.child.kill('SIGKILL');
      const exit = await Promise.race([current.exited, sleep(10_000).then(() => undefined)]);
      if (!exit) throw new Error(`cycle ${cycle}: the server did not die on SIGKILL within 10 s`);
      await writing; // each write has its own 10 s timeout

      server = startServer(store, port, {}, command);
      let restartMs: number;
      try {
        restartMs = await waitHealthy(server, restartTimeoutMs);
      } catch (error) {
        // Slow or stuck? Give it another 90 s to tell which, for the report.
        const late = await waitHealthy(server, 90_000).then(
          (ms) => `it answered ${restartTimeoutMs + ms} ms after the restart`,
          () => 'it had not opened 90 s later either',
        );
        report.failures.push(
          `cycle ${cycle}: not healthy within ${restartTimeoutMs} ms of the restart (${late}): ${String(error)}`,
        );
        break;
      }
      report.restartMs.push(restartMs);
      const missing = await missingPosts(server.base, token, cycleAcked);
      report.missing.push(...missing);
      acked.push(...cycleAcked);
      report.writesAcked = acked.length;
      report.cyclesCompleted = cycle;
      log(
        `  cycle ${String(cycle).padStart(2)}: killed ${delay} ms after the first ack, ${cycleAcked.length} writes acked, ` +
          `${missing.length} missing, healthy again in ${restartMs} ms`,
      );
    }

    const stopped = await stopServer(server);
    report.finalShutdownExitCode = stopped.code;
    if (stopped.code !== 0)
      report.failures.push(`the final SIGTERM exit code was ${stopped.code} (${stopped.signal})`);
    server = undefined;
    report.finalDirectCount = await countDirectly(store, acked);
    if (report.finalDirectCount !== acked.length) {
      report.failures.push(
        `the direct check found ${report.finalDirectCount} of ${acked.length} acknowledged posts`,
      );
    }
  } catch (error) {
    report.failures.push(String(error instanceof Error ? error.message : error));
  } finally {
    if (server) await stopServer(server, 5_000);
    if (store) await removeStore(store, postgresUrl);
  }
  report.restartP50Ms = percentile(report.restartMs, 50);
  report.restartMaxMs = Math.max(0, ...report.restartMs);
  report.durationMs = Date.now() - started;
  return report;
}

/** Reads each post through the API (8 at a time); returns the ids that are not there. */
async function missingPosts(
  base: string,
  token: string,
  ids: readonly string[],
): Promise<string[]> {
  const missing: string[] = [];
  for (let i = 0; i < ids.length; i += 8) {
    await Promise.all(
      ids.slice(i, i + 8).map(async (id) => {
        const res = await fetch(`${base}/api/posts/${id}`, {
          headers: { authorization: `Bearer ${token}` },
          signal: AbortSignal.timeout(10_000),
        });
        await res.arrayBuffer();
        if (res.status !== 200) missing.push(id);
      }),
    );
  }
  return missing;
}

/** Opens the stopped server's database directly (PGlite: the production open, lock included). */
async function countDirectly(store: Store, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  if (store.kind === 'postgres') {
    return withClient(store.url, async (client) => {
      const res = await client.query<{ n: string }>(
        'select count(*) as n from social_posts where id = any($1::uuid[])',
        [ids],
      );
      return Number(res.rows[0]?.n ?? 0);
    });
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: store.dataDir });
  try {
    let found = 0;
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await database.db
        .select({ id: socialPosts.id })
        .from(socialPosts)
        .where(inArray(socialPosts.id, ids.slice(i, i + 500)));
      found += rows.length;
    }
    return found;
  } finally {
    await database.close();
  }
}

export function killCyclesViolations(report: KillCyclesReport): string[] {
  const out = [...report.failures];
  if (report.cyclesCompleted !== report.cycles)
    out.push(`${report.cyclesCompleted} of ${report.cycles} cycles completed`);
  if (report.missing.length > 0) out.push(`${report.missing.length} acknowledged writes missing`);
  if (report.errorsBeforeKill.length > 0)
    out.push(`${report.errorsBeforeKill.length} writes failed before a kill`);
  if (report.writesAcked === 0) out.push('no write was acknowledged');
  return out.map((v) => `kill cycles (${report.store}): ${v}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const kind = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
  const cycles = Number(process.argv[3] ?? 20);
  const postgresUrl =
    process.env.RELIABILITY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const report = await runKillCycles({ kind, cycles, postgresUrl, log: console.log });
  const { missing, errorsBeforeKill, ...summary } = report;
  console.log(JSON.stringify({ ...summary, missing: missing.length, errorsBeforeKill }, null, 2));
  const violations = killCyclesViolations(report);
  for (const v of violations) console.error(v);
  process.exit(violations.length > 0 ? 1 : 0);
}
