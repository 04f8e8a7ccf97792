// npm run bench -- --size=full|tenth|<scale> --db=pglite|postgres --duration=10 --connections=10
//
// 1. Generates a network (bench/generate) into a fresh PGlite folder or PostgreSQL
//    database `bc_bench`, through the app's own database layer.
// 2. Floor: builds the app in-process, signs the bench brokers in, captures the SQL each
//    scenario's request runs, replays it straight on the driver (N times, one
//    connection), and EXPLAIN ANALYZEs every distinct statement.
// 3. Load: starts the real server (src/server/main.ts) as a child process on loopback,
//    signs in over HTTP and runs autocannon on each scenario.
// 4. Prints the table and writes bench/results/<date>-<size>-<db>.json (and latest-*.json).
// Loopback only; every loop is bounded by count and by the run's deadline. Not part of
// npm test: nothing here asserts a time.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import type { Database } from '#server/db/open.ts';
import { buildCandidateQuery } from '#server/features/requirements/matching/find-match-candidates.ts';
import {
  GENERATED_TABLES,
  generateNetwork,
  serverVersion,
  type GenerationReport,
} from './generate/generate';
import { networkSize, sizeLabel } from './generate/sizes';
import { scalar } from './generate/sql';
import { parseArgs } from './lib/args';
import { buffersTouched, explain, indexVerdict, tableSizes, type ExplainResult } from './lib/explain';
import { runLoad, type LoadItem, type LoadResult } from './lib/load';
import { formatRps, printTable, type ScenarioResult } from './lib/report';
import {
  buildScenarios,
  pickUsers,
  readSession,
  signInBody,
  type BenchUser,
  type PropertyIds,
  type Scenario,
  type SignedIn,
} from './lib/scenarios';
import { startServer } from './lib/server';
import {
  capturing,
  measureFloor,
  measureFloorThroughput,
  oneLine,
  type FloorResult,
  type FloorThroughput,
  type RawClient,
  type Statement,
} from './lib/sql-capture';
import {
  dropTarget,
  openTarget,
  recreateTarget,
  serverEnv,
  targetExists,
  targetFor,
  type Target,
} from './lib/target';

const benchDir = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = path.resolve(benchDir, '..');

const args = parseArgs(process.argv.slice(2));
const deadline = Date.now() + args.maxMinutes * 60_000;
const size = {
  ...networkSize(args.size.name, args.size.scale),
  ...(args.noRequirements ? { requirements: 0 } : {}),
};
const label = sizeLabel(args.size);
const target = targetFor(args.db, label, { pgUrl: args.pgUrl, dbName: args.dbName });
/** How long each scenario's SQL is replayed on --connections connections at once. */
const FLOOR_THROUGHPUT_SECONDS = 3;
const TRANSACTION_CONTROL = /^\s*(begin|start transaction|commit|rollback|savepoint|release)\b/i;
const loadAvg = () => os.loadavg().map((n) => Math.round(n * 100) / 100);
const log = (line: string) => console.log(line);
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function checkDeadline(what: string): void {
  if (Date.now() > deadline)
    throw new Error(`--max-minutes=${args.maxMinutes} reached before ${what}`);
}

type CapturedScenario = Scenario & {
  statements: Statement[][];
  failures: string[];
  /** Listings the capture created (create listing): their matches are counted. */
  created: string[];
};

async function main(): Promise<void> {
  const started = Date.now();
  const loadAtStart = loadAvg();
  log(
    `BrokerCircle bench: size ${label} (${size.brokers} brokers), ${args.db}, ${args.durationS} s x ${args.connections} connections per scenario`,
  );
  log(
    `machine: ${os.cpus().length} cores, load average ${loadAtStart.join(' ')} (other work on this machine skews every figure)`,
  );

  // ---------------------------------------------------------------- data
  let generation: GenerationReport | null = null;
  let database: Database;
  const reused = args.reuse && (await targetExists(target));
  if (reused) {
    log(`reusing the data of an earlier --keep run (${describe(target)})`);
    database = await openTarget(target);
  } else {
    if (args.reuse) log('nothing to reuse: generating');
    await recreateTarget(target);
    database = await openTarget(target);
    log(`generating into ${describe(target)}:`);
    try {
      generation = await generateNetwork(database.db, size, log);
    } catch (error) {
      await database.close().catch(() => {});
      if (!args.keep) await dropTarget(target).catch(() => {});
      throw error;
    }
    log(
      `  total ${secs(generation.totalMs)}; accepted connections per broker: min ${generation.acceptedDegree.min}, median ${generation.acceptedDegree.p50}, max ${generation.acceptedDegree.max}`,
    );
    if (args.db === 'pglite' && generation.totalMs > 10 * 60_000) {
      log(
        '  note: PGlite took over 10 minutes to build this size; PostgreSQL is the practical choice for it.',
      );
    }
  }
  const rows: Record<string, number> = {};
  for (const table of GENERATED_TABLES)
    rows[table] = await scalar(database.db, `select count(*) from ${table}`);
  const version = await serverVersion(database.db);

  if (args.generateOnly) {
    await database.close();
    log(`generated and kept (${describe(target)}); run again with --reuse to measure it.`);
    return;
  }

  let results: ScenarioResult[] = [];
  let users: BenchUser[] = [];
  let matching: MatchingPlan[] = [];
  let matchesPerNewListing: number[] = [];
  try {
    // ---------------------------------------------------------------- floor + EXPLAIN
    checkDeadline('the floor');
    const floor = await measureFloors(database);
    users = floor.users;
    matching = floor.matching;
    matchesPerNewListing = floor.matchesPerNewListing;
    await database.close();

    // ---------------------------------------------------------------- load
    checkDeadline('the load');
    const load = await measureLoad(floor.scenarios, users);
    results = floor.scenarios.map((s) => {
      const f = floor.results.get(s.name);
      const explained = floor.explained.get(s.name) ?? [];
      return {
        name: s.name,
        route: s.route,
        items: s.items.length,
        captureFailures: s.failures,
        load: load.get(s.name) ?? null,
        floor: f ?? null,
        floorThroughput: floor.throughputs.get(s.name) ?? null,
        indexUse: indexVerdict(explained),
        buffers: floor.buffers.get(s.name) ?? null,
        explain: explained,
      };
    });
  } finally {
    await database.close().catch(() => {});
    if (!args.keep)
      await dropTarget(target).catch((e: unknown) =>
        log(`could not remove ${describe(target)}: ${String(e)}`),
      );
  }

  const loadAtEnd = loadAvg();
  log('');
  printTable(results, log);
  log('');
  log(
    `load average: ${loadAtStart.join(' ')} at start, ${loadAtEnd.join(' ')} at end (${os.cpus().length} cores)`,
  );
  const report = {
    meta: {
      date: new Date().toISOString(),
      size: label,
      scale: size.scale,
      db: args.db,
      dbVersion: version,
      durationS: args.durationS,
      connections: args.connections,
      warmupS: args.warmupS,
      floorIterations: args.floorIterations,
      floorSeconds: args.floorSeconds,
      node: process.version,
      cores: os.cpus().length,
      cpu: os.cpus()[0]?.model ?? '',
      loadAverage: { start: loadAtStart, end: loadAtEnd },
      commit: gitCommit(),
      latestMigration: latestMigration(),
      reusedData: reused,
      label: args.label ?? null,
      runMinutes: Math.round((Date.now() - started) / 600) / 100,
    },
    size,
    rows,
    generation,
    users: users.map((u) => ({ id: u.id, connections: u.degree })),
    scenarios: results,
    /** Active matches of each listing the create-listing capture made. */
    matchesPerNewListing,
    /** EXPLAIN ANALYZE of the matching SQL (findMatchCandidates) on its own. */
    matching,
  };
  const file = writeResults(report);
  log(`results: ${path.relative(repoRoot, file)}`);
}

// ------------------------------------------------------------------ floor

async function measureFloors(database: Database) {
  const cap = capturing(database);
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR:
      target.kind === 'pglite' ? target.dataDir : path.join(benchDir, '.data', 'server-media'),
    PUBLIC_URL: 'http://127.0.0.1:3000',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_DISABLED: 'true',
    WRITE_QUOTAS_DISABLED: 'true',
    ACCESS_TOKEN_TTL_SECONDS: '3600',
    // No background job or schedule in the capturing app: their statements would be
    // counted into whichever scenario was being captured (seen on a --reuse run, where
    // the previous run's listings had left jobs due).
    JOBS_POLL_INTERVAL_MS: '0',
  });
  const app = await buildApp({
    config,
    database: cap.database,
    logger: { level: 'error' },
    webRoot: '/nonexistent',
  });
  try {
    const users = await pickUsers(database.db);
    if (users.length === 0) throw new Error('no bench brokers found: was the network generated?');
    log(
      `bench brokers: ${users.length}, with ${users.map((u) => u.degree).join(', ')} accepted connections`,
    );
    const tokens: string[] = [];
    for (const user of users) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/token',
        payload: signInBody(user),
      });
      if (res.statusCode !== 200)
        throw new Error(`sign-in of ${user.email}: ${res.statusCode} ${res.body}`);
      tokens.push(readSession(res.json()).token);
    }
    const listed: PropertyIds = { network: [], mine: [] };
    const planned = await buildScenarios(database.db, users, () => listed);
    const scenarios: CapturedScenario[] = [];
    for (const entry of planned) {
      const scenario = typeof entry === 'function' ? entry() : entry;
      if (args.only && !args.only.includes(scenario.name.replaceAll(' ', '-'))) continue;
      scenarios.push(await captureScenario(app, cap, scenario, tokens, listed));
    }
    const createdListings = scenarios.flatMap((s) => s.created);
    const matchesPerNewListing = await countMatches(database, createdListings);
    if (createdListings.length > 0)
      log(
        `create listing: ${createdListings.length} listings created in the capture, active matches each: ${matchesPerNewListing.join(', ')}`,
      );

    log(
      `floor: ${args.floorIterations} sequential replays of each scenario's SQL on one connection, then ${FLOOR_THROUGHPUT_SECONDS} s of replays on ${args.connections} connections at once (floor x10); EXPLAIN ANALYZE of each statement`,
    );
    const raw = await cap.raw();
    const results = new Map<string, FloorResult>();
    const throughputs = new Map<string, FloorThroughput>();
    const explained = new Map<string, ExplainResult[]>();
    const buffers = new Map<string, BufferFigures>();
    let matching: MatchingPlan[] = [];
    try {
      const sizes = await tableSizes(raw);
      for (const s of scenarios) {
        checkDeadline(`the floor of ${s.name}`);
        if (s.statements.length === 0) continue;
        const floorResult = await measureFloor(
          raw,
          s.statements,
          { iterations: args.floorIterations, warmup: 20, deadline },
          args.floorSeconds * 1000,
        );
        if (floorResult.n < args.floorIterations)
          log(
            `  ${s.name}: floor stopped after ${floorResult.n} replays (--floor-seconds=${args.floorSeconds})`,
          );
        results.set(s.name, floorResult);
        // A writing scenario replayed on ten connections at once would collide with itself
        // (the same ids); its HTTP figure is compared with the sequential floor only.
        if (!s.items.some((item) => item.method === 'POST')) {
          throughputs.set(
            s.name,
            await measureFloorThroughput(cap.rawOwn, s.statements, {
              connections: args.connections,
              seconds: FLOOR_THROUGHPUT_SECONDS,
              deadline,
            }),
          );
        }
        const seen = new Set<string>();
        const plans: ExplainResult[] = [];
        for (const stmt of s.statements.flat()) {
          if (seen.has(stmt.text)) continue;
          seen.add(stmt.text);
          // begin / commit of a request's transaction have no plan to explain.
          if (TRANSACTION_CONTROL.test(stmt.text)) {
            log(`  ${s.name}: '${oneLine(stmt.text)}' is not explained (transaction control)`);
            continue;
          }
          plans.push(await explain(raw, stmt, sizes));
        }
        explained.set(s.name, plans);
        buffers.set(s.name, await measureBuffers(raw, s, plans, sizes));
      }
      matching = await explainMatching(cap.database.db, raw, sizes, createdListings);
    } finally {
      await raw.release();
    }
    return { users, scenarios, results, throughputs, explained, buffers, matching, matchesPerNewListing };
  } finally {
    await app.close();
  }
}

type BufferFigures = { mean: number; max: number; requests: number };

/**
 * Shared buffers (hit + read) one request's statements touch, from EXPLAIN (ANALYZE,
 * BUFFERS) of every captured request of the scenario (each bench broker's own: the
 * network sizes differ). A writing scenario is not run again for it: its figure is the
 * sum of its explained statements, about one request.
 */
async function measureBuffers(
  raw: RawClient,
  s: CapturedScenario,
  plans: readonly ExplainResult[],
  sizes: ReadonlyMap<string, number>,
): Promise<BufferFigures> {
  if (s.name === 'create listing') {
    const one = plans.reduce((sum, p) => sum + buffersTouched(p.buffers), 0);
    return { mean: one, max: one, requests: 1 };
  }
  const perRequest: number[] = [];
  for (const statements of s.statements) {
    let sum = 0;
    for (const stmt of statements) {
      if (TRANSACTION_CONTROL.test(stmt.text)) continue;
      sum += buffersTouched((await explain(raw, stmt, sizes)).buffers);
    }
    perRequest.push(sum);
  }
  const mean = perRequest.reduce((a, b) => a + b, 0) / Math.max(1, perRequest.length);
  return { mean, max: Math.max(0, ...perRequest), requests: perRequest.length };
}

async function captureScenario(
  app: FastifyInstance,
  cap: ReturnType<typeof capturing>,
  scenario: Scenario,
  tokens: readonly string[],
  listed: PropertyIds,
): Promise<CapturedScenario> {
  const statements: Statement[][] = [];
  const failures: string[] = [];
  const items: Scenario['items'] = [];
  const created: string[] = [];
  for (const item of scenario.items) {
    const token = item.user === null ? undefined : tokens[item.user];
    const { result: res, statements: captured } = await cap.capture(() =>
      app.inject({
        method: item.method ?? 'GET',
        url: item.path,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(item.contentType ? { 'content-type': item.contentType } : {}),
        },
        ...(item.body === undefined ? {} : { payload: item.body }),
      }),
    );
    if (res.statusCode < 200 || res.statusCode > 299) {
      failures.push(`${item.path}: ${res.statusCode}`);
      continue;
    }
    items.push(item);
    statements.push(captured);
    if (scenario.name === 'create listing') created.push(res.json<{ id: string }>().id);
    if (
      item.user !== null &&
      (scenario.name === 'network listings' || scenario.name === 'my listings')
    ) {
      const ids = (res.json<{ items: Array<{ id: string }> }>().items ?? []).map((p) => p.id);
      (scenario.name === 'network listings' ? listed.network : listed.mine)[item.user] = ids;
    }
  }
  if (failures.length > 0)
    log(
      `  ${scenario.name}: ${failures.length} request(s) left out (${failures.slice(0, 3).join(', ')})`,
    );
  return { ...scenario, items, statements, failures, created };
}

/** Active matches of each listing in `ids`, in that order. */
async function countMatches(database: Database, ids: readonly string[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await selectRows<{ id: string; n: number }>(
    database.db,
    sql`select p.id, (select count(*)::int from requirement_matches m where m.property_id = p.id and m.active) as n
        from properties p where p.id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
  );
  const byId = new Map(rows.map((r) => [r.id, r.n]));
  return ids.map((id) => byId.get(id) ?? 0);
}

type MatchingPlan = ExplainResult & { label: string };

/**
 * EXPLAIN ANALYZE of the matching SQL itself, built by the app (buildCandidateQuery):
 * the candidates of one new listing (the first the capture created) and of one
 * requirement, a typical one and the broadest (no areas, no minimum budget).
 */
async function explainMatching(
  db: Database['db'],
  raw: RawClient,
  sizes: ReadonlyMap<string, number>,
  createdListings: readonly string[],
): Promise<MatchingPlan[]> {
  const plans: MatchingPlan[] = [];
  const add = async (label: string, scope: Parameters<typeof buildCandidateQuery>[1]) => {
    const { query } = await buildCandidateQuery(db, scope);
    const { sql: text, params } = query.toSQL();
    plans.push({ label, ...(await explain(raw, { text, params }, sizes)) });
  };
  const listing = createdListings[0];
  if (listing) await add('candidates of one new listing', { listingId: listing });
  const pickRequirement = async (order: string) => {
    const [row] = await selectRows<{ id: string }>(
      db,
      sql`select id from requirements where status = 'active' and expires_at > now()
          order by ${sql.raw(order)} limit 1`,
    );
    return row?.id;
  };
  const typical = await pickRequirement('md5(id::text)');
  if (typical)
    await add('candidates of one requirement (typical)', { requirementId: typical });
  const broadest = await pickRequirement(
    'cardinality(area_ids), budget_min nulls first, bedrooms_min nulls first, budget_max desc nulls first, id',
  );
  if (broadest)
    await add('candidates of one requirement (broadest)', { requirementId: broadest });
  for (const p of plans)
    log(
      `  matching SQL, ${p.label}: ${p.executionMs.toFixed(1)} ms, ${indexVerdict([p])} (${p.scans
        .map((scan) => `${scan.relation}${scan.index ? ` by ${scan.index}` : ` ${scan.node}`}`)
        .filter((v, i, all) => all.indexOf(v) === i)
        .join(', ')})`,
    );
  return plans;
}

async function selectRows<T>(db: Database['db'], query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

// ------------------------------------------------------------------ load

async function measureLoad(scenarios: readonly CapturedScenario[], users: readonly BenchUser[]) {
  log(`starting the server (${args.db}) ...`);
  const server = await startServer(serverEnv(target));
  const results = new Map<string, LoadResult>();
  try {
    const sessions: SignedIn[] = [];
    const signIn = async (user: BenchUser): Promise<SignedIn> => {
      const res = await fetch(`${server.url}/api/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(signInBody(user)),
      });
      if (res.status !== 200)
        throw new Error(`sign-in of ${user.email}: ${res.status} ${await res.text()}`);
      return readSession(await res.json());
    };
    for (const user of users) sessions.push(await signIn(user));
    for (const scenario of scenarios) {
      checkDeadline(`the load of ${scenario.name}`);
      if (scenario.items.length === 0) continue;
      // Tokens are short-lived: sign in again if one would expire during this scenario.
      const needed = Date.now() + (args.durationS + args.warmupS + 60) * 1000;
      for (const [i, user] of users.entries()) {
        if ((sessions[i]?.expiresAt ?? 0) < needed) sessions[i] = await signIn(user);
      }
      const items: LoadItem[] = scenario.items.map((item) => ({
        path: item.path,
        token: item.user === null ? null : (sessions[item.user]?.token ?? null),
        ...(item.method ? { method: item.method } : {}),
        ...(item.body === undefined ? {} : { body: item.body, contentType: item.contentType }),
      }));
      if (args.warmupS > 0) {
        await runLoad(server.url, items, {
          connections: args.connections,
          durationS: args.warmupS,
        });
        await waitUntilIdle(server.url);
      }
      const result = await runLoad(server.url, items, {
        connections: args.connections,
        durationS: args.durationS,
      });
      results.set(scenario.name, result);
      // Requests still running when autocannon stops (a slow scenario leaves up to
      // --connections of them) must not weigh on the next scenario.
      await waitUntilIdle(server.url);
      log(
        `  ${scenario.name.padEnd(18)} ${formatRps(result.rps).padStart(6)} req/s  p50 ${result.latencyMs.p50.toFixed(1)} ms  p99 ${result.latencyMs.p99.toFixed(1)} ms  errors ${result.errors + result.non2xx}  (load average ${loadAvg()[0]})`,
      );
    }
  } finally {
    await server.stop();
  }
  return results;
}

// ------------------------------------------------------------------ helpers

/** Until /api/health (a database ping) answers within 100 ms twice in a row, at most 90 s. */
async function waitUntilIdle(url: string): Promise<void> {
  const until = Math.min(deadline, Date.now() + 90_000);
  let quick = 0;
  while (quick < 2 && Date.now() < until) {
    const t0 = performance.now();
    await fetch(`${url}/api/health`).catch(() => undefined);
    quick = performance.now() - t0 < 100 ? quick + 1 : 0;
    await new Promise((r) => setTimeout(r, 100));
  }
}

function describe(t: Target): string {
  return t.kind === 'pglite'
    ? `PGlite folder ${path.relative(repoRoot, t.dataDir)}`
    : `PostgreSQL database ${t.name}`;
}

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: repoRoot,
      encoding: 'utf8',
    }).trim();
  } catch {
    return null;
  }
}

function latestMigration(): string | null {
  try {
    const journal = JSON.parse(
      fs.readFileSync(path.join(repoRoot, 'src/server/db/migrations/meta/_journal.json'), 'utf8'),
    ) as { entries: Array<{ tag: string }> };
    return journal.entries.at(-1)?.tag ?? null;
  } catch {
    return null;
  }
}

function writeResults(report: { meta: { date: string } }): string {
  const dir = path.join(benchDir, 'results');
  fs.mkdirSync(dir, { recursive: true });
  const day = report.meta.date.slice(0, 10);
  const suffix = args.label ? `-${args.label}` : '';
  const file = path.join(dir, `${day}-${label}-${args.db}${suffix}.json`);
  const text = `${JSON.stringify(report, null, 2)}\n`;
  fs.writeFileSync(file, text);
  fs.writeFileSync(path.join(dir, `latest-${label}-${args.db}${suffix}.json`), text);
  return file;
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
