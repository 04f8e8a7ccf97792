// `npm run security` (a CI step): the issue-17 attacks against the real server process on
// loopback, on PGlite and on PostgreSQL. Each check prints its figures; the run writes
// reports/security.json (one check per case and database) and exits 1 on any violation.
//
//   freeze   a Quick Entry scrape of a page of 200,000 unclosed tags while /api/health is
//            asked every 100 ms: every health answer within 1 s of being due.
//   tokens   a signed-out session's access token is refused, its socket closed at once,
//            and it cannot enrol a second factor; a password change ends the other
//            sessions and keeps the one that changed it.
//   guesses  wrong passwords for one account: after the free attempts, 429 per account
//            (before the per-address limit would answer).
//
// Environment: SECURITY_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; a
// database is created on that server and dropped afterwards).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { WebSocket } from 'ws';
import {
  createStore,
  FOUNDER_EMAIL,
  FOUNDER_PASSWORD,
  freePort,
  removeStore,
  signUpFounder,
  startServer,
  stopServer,
  waitHealthy,
  type ServerProcess,
} from '../reliability/server-process';

const postgresUrl =
  process.env.SECURITY_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const reportPath = path.resolve('reports/security.json');
const TAGS = 200_000;
const HEALTH_BUDGET_MS = 1000;

type Check = { name: string; ok: boolean; violations: string[]; figures: Record<string, unknown> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function api(server: ServerProcess, method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(`${server.base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  return { status: res.status, text, cookie: res.headers.get('set-cookie') ?? '', json: () => JSON.parse(text) as unknown };
}

async function signIn(server: ServerProcess) {
  const res = await api(server, 'POST', '/api/auth/token', undefined, { email: FOUNDER_EMAIL, password: FOUNDER_PASSWORD });
  if (res.status !== 200) throw new Error(`sign-in failed ${res.status}: ${res.text}`);
  const cookie = /bc_refresh=([^;]+)/.exec(res.cookie)?.[1] ?? '';
  return { token: (res.json() as { session: { access_token: string } }).session.access_token, cookie };
}

/** Health asked every 100 ms while `work` runs: the slowest answer, timed from when it was due. */
async function healthWhile<T>(server: ServerProcess, work: Promise<T>) {
  let done = false;
  let slowestMs = 0;
  let answers = 0;
  const poll = (async () => {
    let due = performance.now();
    while (!done) {
      const res = await fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(30_000) });
      await res.arrayBuffer();
      slowestMs = Math.max(slowestMs, performance.now() - due);
      answers++;
      due = performance.now() + 100;
      await sleep(100);
    }
  })();
  const started = performance.now();
  const result = await work.finally(() => (done = true));
  const workMs = performance.now() - started;
  await poll;
  return { result, slowestMs: Math.round(slowestMs), answers, workMs: Math.round(workMs) };
}

async function checkFreeze(server: ServerProcess, token: string, pageOrigin: string, db: string): Promise<Check> {
  const scrape = api(server, 'POST', '/api/quick-entry/scrape-property', token, { url: `${pageOrigin}/unclosed` });
  const { result, slowestMs, answers, workMs } = await healthWhile(server, scrape);
  const violations: string[] = [];
  if (slowestMs >= HEALTH_BUDGET_MS) violations.push(`freeze (${db}): a health answer took ${slowestMs} ms`);
  if (result.status !== 200 && result.status !== 422) violations.push(`freeze (${db}): the scrape answered ${result.status}`);
  const said = result.status === 200 ? 'fields read' : (result.json() as { message?: string }).message;
  console.log(`freeze ${db}: scrape ${result.status} (${said}) in ${workMs} ms, ${answers} health answers, slowest ${slowestMs} ms`);
  return { name: `freeze (${db})`, ok: violations.length === 0, violations, figures: { scrapeStatus: result.status, workMs, answers, slowestHealthMs: slowestMs } };
}

function openSocket(server: ServerProcess, token: string) {
  const socket = new WebSocket(`ws://127.0.0.1:${server.port}/api/realtime`);
  const ready = new Promise<void>((resolve, reject) => {
    socket.on('message', (data) => {
      if (String(data).includes('"ready"')) resolve();
    });
    socket.on('error', reject);
    setTimeout(() => reject(new Error('no ready within 5 s')), 5000).unref();
  });
  const closed = new Promise<{ code: number; at: number }>((resolve) =>
    socket.on('close', (code) => resolve({ code, at: performance.now() })),
  );
  socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
  return { socket, ready, closed };
}

async function checkTokens(server: ServerProcess, db: string): Promise<Check> {
  const violations: string[] = [];
  const a = await signIn(server);
  const b = await signIn(server);
  const c = await signIn(server);
  const socket = openSocket(server, a.token);
  await socket.ready;
  const loggedOutAt = performance.now();
  const out = await fetch(`${server.base}/api/auth/logout`, { method: 'POST', headers: { cookie: `bc_refresh=${a.cookie}` } });
  if (out.status !== 204) violations.push(`tokens (${db}): logout answered ${out.status}`);
  const me = await api(server, 'GET', '/api/profiles/me', a.token);
  if (me.status !== 401) violations.push(`tokens (${db}): a signed-out token still reads /api/profiles/me (${me.status})`);
  const closed = await Promise.race([socket.closed, sleep(3000).then(() => undefined)]);
  const socketClosedMs = closed ? Math.round(closed.at - loggedOutAt) : undefined;
  if (!closed || closed.code !== 4401) violations.push(`tokens (${db}): the signed-out socket was not closed with 4401`);
  const enrol = await api(server, 'POST', '/api/auth/factors', a.token, { current_password: FOUNDER_PASSWORD, factor_type: 'totp' });
  if (enrol.status !== 401) violations.push(`tokens (${db}): a signed-out token enrolled a factor (${enrol.status})`);
  const change = await api(server, 'PUT', '/api/auth/user', b.token, { current_password: FOUNDER_PASSWORD, password: FOUNDER_PASSWORD });
  if (change.status !== 200) violations.push(`tokens (${db}): password change answered ${change.status}`);
  const bAlive = (await api(server, 'GET', '/api/profiles/me', b.token)).status;
  const cDead = (await api(server, 'GET', '/api/profiles/me', c.token)).status;
  if (bAlive !== 200) violations.push(`tokens (${db}): the session that changed the password lost access (${bAlive})`);
  if (cDead !== 401) violations.push(`tokens (${db}): another session survived a password change (${cDead})`);
  socket.socket.terminate();
  console.log(
    `tokens ${db}: after logout /me ${me.status}, socket closed ${closed?.code ?? 'no'} in ${socketClosedMs ?? '-'} ms, enrol ${enrol.status}; ` +
      `after password change: own session ${bAlive}, other session ${cDead}`,
  );
  return { name: `tokens (${db})`, ok: violations.length === 0, violations, figures: { afterLogout: me.status, socketClosedMs, enrol: enrol.status, ownAfterChange: bAlive, otherAfterChange: cDead } };
}

async function checkGuesses(server: ServerProcess, db: string): Promise<Check> {
  const statuses: number[] = [];
  let message = '';
  for (let i = 0; i < 8; i++) {
    const res = await api(server, 'POST', '/api/auth/token', undefined, { email: FOUNDER_EMAIL, password: `wrong ${i}` });
    statuses.push(res.status);
    if (res.status === 429 && message === '') message = (res.json() as { message: string }).message;
  }
  const violations: string[] = [];
  const expected = [401, 401, 401, 401, 401, 401, 429, 429];
  if (statuses.join() !== expected.join()) violations.push(`guesses (${db}): statuses ${statuses.join(',')}, expected ${expected.join(',')}`);
  if (!/for this account/.test(message)) violations.push(`guesses (${db}): the refusal was not the per-account one: ${message}`);
  console.log(`guesses ${db}: ${statuses.join(',')}; "${message}"`);
  return { name: `guesses (${db})`, ok: violations.length === 0, violations, figures: { statuses, message } };
}

async function runOn(kind: 'pglite' | 'postgres', pageOrigin: string, allowEntry: string): Promise<Check[]> {
  const db = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const store = await createStore(kind, postgresUrl);
  let server: ServerProcess | undefined;
  try {
    server = startServer(store, await freePort(), { NODE_ENV: 'test', SAFE_FETCH_TEST_ALLOW_HOSTS: allowEntry });
    await waitHealthy(server, 60_000);
    const founder = await signUpFounder(server);
    return [await checkFreeze(server, founder, pageOrigin, db), await checkTokens(server, db), await checkGuesses(server, db)];
  } finally {
    if (server) await stopServer(server);
    await removeStore(store, postgresUrl);
  }
}

const started = Date.now();
const page = `<html><body itemscope itemtype="https://schema.org/Offer">${'<div>'.repeat(TAGS)}`;
const pageServer = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(page));
await new Promise<void>((resolve) => pageServer.listen(0, '127.0.0.1', resolve));
const { port } = pageServer.address() as AddressInfo;
const checks: Check[] = [];
try {
  for (const kind of ['pglite', 'postgres'] as const) {
    console.log(`==> ${kind}`);
    checks.push(...(await runOn(kind, `http://127.0.0.1:${port}`, `127.0.0.1:${port}`)));
  }
} finally {
  pageServer.close();
}
const violations = checks.flatMap((c) => c.violations);
fs.mkdirSync(path.dirname(reportPath), { recursive: true });
fs.writeFileSync(
  reportPath,
  `${JSON.stringify({ ok: violations.length === 0, violations, checks, durationS: Math.round((Date.now() - started) / 1000) }, null, 2)}\n`,
);
for (const v of violations) console.error(`VIOLATION ${v}`);
console.log(violations.length === 0 ? `security: ${checks.length} checks passed` : `security: ${violations.length} violation(s)`);
process.exit(violations.length === 0 ? 0 : 1);
