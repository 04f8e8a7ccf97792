// A sustained load run (issue 10, reliability): autocannon on loopback against the
// real server, `connections` connections for `durationS` seconds, each cycling through
// signed-in reads (feed, notifications, properties, profile, messages, connections)
// and writes (a post, a comment) - 2 writes in every 10 requests. Passing means no
// error, no timeout and no non-2xx answer, and memory that levels off.
//
// Memory rule: the server's RSS is sampled every 5 s (/proc/<pid>/status). Split into
// thirds, the last third's mean must not be more than 15 % above the middle third's
// (the first third is warm-up: JIT, caches, PGlite's WebAssembly heap growing to its
// working size). A leak grows steadily and fails it; a plateau passes.
//
//   npx tsx scripts/reliability/load.ts [pglite|postgres] [seconds] [connections]
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import {
  createPost,
  createStore,
  freePort,
  removeStore,
  signUpFounder,
  startServer,
  stopServer,
  waitHealthy,
  type ServerProcess,
  type ServerCommand,
  type Store,
} from './server-process';

export type LoadOptions = {
  kind: 'pglite' | 'postgres';
  postgresUrl?: string;
  durationS: number;
  connections: number;
  log?: (line: string) => void;
  /** How the server runs (default: from source through tsx). */
  command?: ServerCommand;
};

export type LoadReport = {
  store: 'pglite' | 'postgres';
  durationS: number;
  connections: number;
  requests: number;
  rpsMean: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  rssMb: number[];
  rssThirdsMeanMb: [number, number, number];
  rssGrowthLastVsMiddle: number;
  rule: string;
  failures: string[];
};

const RSS_GROWTH_LIMIT = 0.15;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function rssMb(pid: number): number | undefined {
  try {
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 102.4) / 10 : undefined;
  } catch {
    return undefined;
  }
}

const mean = (values: readonly number[]) =>
  values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0;

export function rssThirds(samples: readonly number[]): [number, number, number] {
  const third = Math.floor(samples.length / 3);
  const round = (n: number) => Math.round(n * 10) / 10;
  return [
    round(mean(samples.slice(0, third))),
    round(mean(samples.slice(third, samples.length - third))),
    round(mean(samples.slice(samples.length - third))),
  ];
}

export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const { kind, postgresUrl, durationS, connections, log = () => {}, command } = options;
  const report: LoadReport = {
    store: kind,
    durationS,
    connections,
    requests: 0,
    rpsMean: 0,
    latencyMs: { p50: 0, p90: 0, p99: 0, max: 0 },
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    statusCodes: {},
    rssMb: [],
    rssThirdsMeanMb: [0, 0, 0],
    rssGrowthLastVsMiddle: 0,
    rule: `mean RSS of the last third <= ${(1 + RSS_GROWTH_LIMIT).toFixed(2)} x the middle third's (samples every 5 s)`,
    failures: [],
  };
  let store: Store | undefined;
  let server: ServerProcess | undefined;
  try {
    store = await createStore(kind, postgresUrl);
    server = startServer(store, await freePort(), {}, command);
    await waitHealthy(server, 60_000);
    const token = await signUpFounder(server);
    // Something to read: 60 posts.
    let postId = '';
    for (let i = 0; i < 60; i++)
      postId = await createPost(server.base, token, `load seed post ${i}`);

    const auth = { authorization: `Bearer ${token}` };
    const boundary = `----bc-load-${randomBytes(6).toString('hex')}`;
    const postBody = `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(
      {
        content: 'A post written under load',
      },
    )}\r\n--${boundary}--\r\n`;
    const requests: autocannon.Request[] = [
      { method: 'GET', path: '/api/feed', headers: auth },
      { method: 'GET', path: '/api/notifications', headers: auth },
      { method: 'GET', path: '/api/properties/mine', headers: auth },
      {
        method: 'POST',
        path: '/api/posts',
        headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: postBody,
      },
      { method: 'GET', path: '/api/notifications/unread-count', headers: auth },
      { method: 'GET', path: '/api/profiles/me', headers: auth },
      { method: 'GET', path: '/api/feed?limit=10', headers: auth },
      {
        method: 'POST',
        path: `/api/posts/${postId}/comments`,
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ content: 'A comment under load' }),
      },
      { method: 'GET', path: '/api/messages/conversations', headers: auth },
      { method: 'GET', path: '/api/connections', headers: auth },
    ];

    const pid = server.child.pid ?? 0;
    const first = rssMb(pid);
    if (first !== undefined) report.rssMb.push(first);
    const sampler = setInterval(() => {
      const mb = rssMb(pid);
      if (mb !== undefined) report.rssMb.push(mb);
    }, 5_000);
    let result: autocannon.Result;
    try {
      result = await autocannon({
        url: server.base,
        connections,
        duration: durationS,
        timeout: 10,
        requests,
      });
    } finally {
      clearInterval(sampler);
    }
    const last = rssMb(pid);
    if (last !== undefined) report.rssMb.push(last);

    report.requests = result.requests.total;
    report.rpsMean = Math.round(result.requests.average);
    report.latencyMs = {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    };
    report.errors = result.errors;
    report.timeouts = result.timeouts;
    report.non2xx = result.non2xx;
    report.statusCodes = Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [
        code,
        (stat as { count: number }).count,
      ]),
    );
    report.rssThirdsMeanMb = rssThirds(report.rssMb);
    const [, middle, end] = report.rssThirdsMeanMb;
    report.rssGrowthLastVsMiddle =
      middle > 0 ? Math.round(((end - middle) / middle) * 1000) / 1000 : 0;

    if (report.errors > 0) report.failures.push(`${report.errors} errors`);
    if (report.timeouts > 0) report.failures.push(`${report.timeouts} timeouts`);
    if (report.non2xx > 0)
      report.failures.push(
        `${report.non2xx} non-2xx answers: ${JSON.stringify(report.statusCodes)}`,
      );
    if (report.requests === 0) report.failures.push('no request completed');
    if (report.rssMb.length < 6) report.failures.push(`only ${report.rssMb.length} RSS samples`);
    else if (report.rssGrowthLastVsMiddle > RSS_GROWTH_LIMIT) {
      report.failures.push(`RSS keeps growing: ${report.rssThirdsMeanMb.join(' -> ')} MB (thirds)`);
    }
    log(
      `  ${report.requests} requests, ${report.rpsMean} req/s, p99 ${report.latencyMs.p99} ms, ` +
        `errors ${report.errors}, non-2xx ${report.non2xx}; RSS thirds ${report.rssThirdsMeanMb.join(' / ')} MB`,
    );
    await sleep(0);
    const stopped = await stopServer(server);
    server = undefined;
    if (stopped.code !== 0) report.failures.push(`exit code ${stopped.code} after the load`);
  } catch (error) {
    report.failures.push(String(error instanceof Error ? error.message : error));
  } finally {
    if (server) await stopServer(server, 5_000);
    if (store) await removeStore(store, postgresUrl);
  }
  return report;
}

export const loadViolations = (report: LoadReport) =>
  report.failures.map((f) => `load (${report.store}): ${f}`);

if (import.meta.url === `file://${process.argv[1]}`) {
  const kind = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
  const postgresUrl =
    process.env.RELIABILITY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const report = await runLoad({
    kind,
    postgresUrl,
    durationS: Number(process.argv[3] ?? 60),
    connections: Number(process.argv[4] ?? 50),
    log: console.log,
  });
  console.log(JSON.stringify(report, null, 2));
  process.exit(report.failures.length > 0 ? 1 : 0);
}
