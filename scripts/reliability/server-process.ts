// The real server (src/server/main.ts) as a child process on loopback, for the
// reliability runs (kill -9 cycles, SIGTERM drain, load) and their quick variants in
// tests/integration/reliability-*.test.ts. Every wait here is bounded in time.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** How the server is started: from source through tsx (the default), or compiled. */
export type ServerCommand = readonly string[];
export const TSX_SERVER: ServerCommand = ['--import', 'tsx', path.join(repoRoot, 'src/server/main.ts')];
/** The build's entry (`npm run build`) with plain node, as `npm start` runs it. */
export function compiledServer(mainJs = path.join(repoRoot, 'dist/server/main.js')): ServerCommand {
  return ['--enable-source-maps', mainJs];
}

export const FOUNDER_EMAIL = 'founder@reliability.test';
export const FOUNDER_PASSWORD = 'reliability founder password';

/** Where the server keeps its data: a PGlite folder, or a PostgreSQL database. */
export type Store =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; dataDir: string };

export type ServerProcess = {
  child: ChildProcessWithoutNullStreams;
  port: number;
  base: string;
  /** Resolves with the exit code (null when killed by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The environment of a production server on loopback `port` with `store`'s data. */
export function productionServerEnv(store: Store, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    // Nothing inherited may load tsx into a compiled server (it must run on plain node).
    NODE_OPTIONS: '',
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: store.dataDir,
    DATABASE_URL: store.kind === 'postgres' ? store.url : '',
    LOG_LEVEL: 'warn',
    SMTP_URL: '',
  };
}

export function startServer(
  store: Store,
  port: number,
  env: Record<string, string> = {},
  command: ServerCommand = TSX_SERVER,
): ServerProcess {
  const child = spawn(process.execPath, [...command], {
    cwd: repoRoot,
    env: {
      ...productionServerEnv(store, port),
      FOUNDER_EMAIL,
      LOG_LEVEL: process.env.RELIABILITY_LOG_LEVEL ?? 'warn',
      // These runs write far more posts and comments as one broker than the per-broker
      // write quotas allow (tests/integration/security-abuse.test.ts covers those).
      WRITE_QUOTAS_DISABLED: 'true',
      ...env,
    },
  });
  let output = '';
  const keep = (d: Buffer) => {
    // The last 64 KB is plenty to explain a failure.
    output = (output + d.toString()).slice(-65_536);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, port, base: `http://127.0.0.1:${port}`, exited, output: () => output };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Polls /api/health until 200; throws if the process exits first or `timeoutMs` passes.
 * Returns the milliseconds it took.
 */
export async function waitHealthy(server: ServerProcess, timeoutMs = 30_000): Promise<number> {
  const started = Date.now();
  let exit: { code: number | null } | undefined;
  void server.exited.then((e) => (exit = e));
  while (Date.now() - started < timeoutMs) {
    if (exit)
      throw new Error(
        `the server exited (code ${exit.code}) before it was healthy:\n${server.output()}`,
      );
    try {
      const res = await fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error(`the server was not healthy within ${timeoutMs} ms:\n${server.output()}`);
}

/** Stops a server: SIGTERM, then SIGKILL if it has not exited after `graceMs`. */
export async function stopServer(server: ServerProcess, graceMs = 12_000) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.exited;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), graceMs);
  const result = await server.exited;
  clearTimeout(timer);
  return result;
}

/** Waits for the founder's registration URL on a first start and signs the founder up. */
export async function signUpFounder(server: ServerProcess, timeoutMs = 60_000): Promise<string> {
  const started = Date.now();
  let code: string | undefined;
  while (!code) {
    code = /register\?code=([A-HJ-NP-Z2-9]{6})/.exec(server.output())?.[1];
    if (code) break;
    if (Date.now() - started > timeoutMs) throw new Error(`no founder URL:\n${server.output()}`);
    await sleep(50);
  }
  const res = await fetch(`${server.base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Founder',
      email: FOUNDER_EMAIL,
      password: FOUNDER_PASSWORD,
      invite_code: code,
    }),
  });
  if (res.status !== 201)
    throw new Error(`founder sign-up failed ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { session: { access_token: string } };
  return body.session.access_token;
}

export async function signInFounder(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: FOUNDER_EMAIL, password: FOUNDER_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { session: { access_token: string } }).session.access_token;
}

/** POST /api/posts (multipart, no image); resolves to the new post's id. */
export async function createPost(
  base: string,
  token: string,
  content: string,
  timeoutMs = 10_000,
): Promise<string> {
  const form = new FormData();
  form.append('data', JSON.stringify({ content }));
  const res = await fetch(`${base}/api/posts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (res.status !== 201)
    throw new Error(`POST /api/posts answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** A fresh data folder; with a PostgreSQL URL, also a fresh database on that server. */
export async function createStore(
  kind: 'pglite' | 'postgres',
  postgresUrl?: string,
): Promise<Store> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bc-reliability-${kind}-`));
  if (kind === 'pglite') return { kind, dataDir };
  if (!postgresUrl) throw new Error('a PostgreSQL URL is needed');
  const name = `bc_reliability_${randomBytes(5).toString('hex')}`;
  await withClient(postgresUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return { kind, url: url.toString(), dataDir };
}

export async function removeStore(store: Store, postgresUrl?: string): Promise<void> {
  fs.rmSync(store.dataDir, { recursive: true, force: true });
  if (store.kind === 'postgres' && postgresUrl) {
    const name = new URL(store.url).pathname.slice(1);
    await withClient(postgresUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
  }
}

export async function withClient<T>(
  url: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
