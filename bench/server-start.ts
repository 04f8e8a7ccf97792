// Startup time and memory of the server, compiled (`npm start`: plain node on
// dist/server) against running the TypeScript through tsx (what `npm start` did before
// decision 030). For each way: one start on a fresh data folder (PGlite's initdb and
// every migration), then `--runs` restarts on that data; each is timed from spawn to
// the first 200 of /api/health, and its resident memory (the whole process tree) read
// from /proc after `--settle` ms idle. Prints a table and the machine's load.
//
//   npm run build && npx tsx bench/server-start.ts [--runs=5] [--settle=1000] [--db=pglite|postgres]
//
// --db=postgres uses BENCH_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres
// (a scratch database is created and dropped).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createStore,
  freePort,
  percentile,
  productionServerEnv,
  removeStore,
  stopServer,
  waitHealthy,
  type ServerProcess,
  type Store,
} from '../scripts/reliability/server-process';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const runs = Number(arg('runs', '5'));
const settleMs = Number(arg('settle', '1000'));
const db = arg('db', 'pglite') as 'pglite' | 'postgres';
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Way = { name: string; command: string; args: string[] };
const ways: Way[] = [
  { name: 'compiled (node dist/server/main.js)', command: process.execPath, args: ['--enable-source-maps', 'dist/server/main.js'] },
  { name: 'tsx (node --import tsx src/server/main.ts)', command: process.execPath, args: ['--import', 'tsx', 'src/server/main.ts'] },
  // The tsx command line starts node again as its child: two processes.
  { name: 'tsx CLI (tsx src/server/main.ts, the old npm start)', command: path.join(repoRoot, 'node_modules/.bin/tsx'), args: ['src/server/main.ts'] },
];

if (!fs.existsSync(path.join(repoRoot, 'dist/server/main.js'))) {
  console.error('dist/server/main.js is missing: run `npm run build` first.');
  process.exit(1);
}

type Sample = { startMs: number; rssMb: number };

function start(way: Way, store: Store, port: number): ServerProcess {
  const child = spawn(way.command, way.args, {
    cwd: repoRoot,
    env: productionServerEnv(store, port),
  });
  let output = '';
  const keep = (d: Buffer) => (output = (output + d.toString()).slice(-65_536));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child: child as ServerProcess['child'],
    port,
    base: `http://127.0.0.1:${port}`,
    exited,
    output: () => output,
  };
}

/** Resident memory of a process and all its descendants, in MB (Linux /proc). */
function treeRssMb(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  let kb = 0;
  const visit = (p: number) => {
    try {
      const status = fs.readFileSync(`/proc/${p}/status`, 'utf8');
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
    for (const c of children.get(p) ?? []) visit(c);
  };
  visit(pid);
  return kb / 1024;
}

async function measure(way: Way, store: Store): Promise<Sample> {
  const server = start(way, store, await freePort());
  try {
    const startMs = await waitHealthy(server, 120_000);
    await new Promise((r) => setTimeout(r, settleMs));
    const rssMb = treeRssMb((server.child as ChildProcess).pid ?? 0);
    return { startMs, rssMb };
  } finally {
    await stopServer(server);
  }
}

const loadAtStart = os.loadavg().map((n) => n.toFixed(2));
console.log(`server start: ${runs} restarts per way after one fresh start, ${db}, settle ${settleMs} ms`);
console.log(`machine: ${os.cpus().length} cores, Node ${process.version}, load average ${loadAtStart.join(' ')}`);

const rows: string[][] = [];
for (const way of ways) {
  const store = await createStore(db, postgresUrl);
  try {
    const fresh = await measure(way, store);
    const restarts: Sample[] = [];
    for (let i = 0; i < runs; i++) restarts.push(await measure(way, store));
    const starts = restarts.map((s) => s.startMs);
    const rss = restarts.map((s) => s.rssMb);
    rows.push([
      way.name,
      `${Math.round(fresh.startMs)}`,
      `${Math.round(percentile(starts, 50))}`,
      `${Math.round(Math.min(...starts))}-${Math.round(Math.max(...starts))}`,
      `${Math.round(percentile(rss, 50))}`,
    ]);
    console.log(`  ${way.name}: done`);
  } finally {
    await removeStore(store, postgresUrl);
  }
}

const header = ['way', 'fresh start ms', 'restart p50 ms', 'restart range ms', 'RSS after start MB (p50)'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
console.log('');
console.log(line(header));
for (const row of rows) console.log(line(row));
console.log(`load average at the end: ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
