// SIGTERM with requests in flight (issue 10, reliability). Uploads are held open by
// sending their multipart bodies in two halves: the first half before the signal, the
// rest after it. In between, new requests (fresh connections and kept-alive ones) must
// get 503; then the held uploads must complete with 201, the process must exit 0
// within 10 s of the signal, and after a restart the uploaded posts must be there.
//
//   npx tsx scripts/reliability/sigterm-drain.ts [pglite|postgres]
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import {
  createStore,
  freePort,
  removeStore,
  signInFounder,
  signUpFounder,
  startServer,
  stopServer,
  waitHealthy,
  type ServerProcess,
  type ServerCommand,
  type Store,
} from './server-process';

export type DrainOptions = {
  kind: 'pglite' | 'postgres';
  postgresUrl?: string;
  /** Uploads held open across the signal. */
  inFlight?: number;
  log?: (line: string) => void;
  /** How the server runs (default: from source through tsx). */
  command?: ServerCommand;
};

export type DrainReport = {
  store: 'pglite' | 'postgres';
  inFlight: number;
  /** Status of each held upload after the signal (201 expected). */
  inFlightStatuses: number[];
  /** Status of each new request sent after the server started refusing (503 expected). */
  newRequestStatuses: number[];
  /** Body and headers of the first 503, for the report. */
  refusal: { body: unknown; retryAfter: string; connection: string } | null;
  exitCode: number | null;
  exitSignal: string | null;
  exitAfterSignalMs: number;
  postsAfterRestart: number;
  failures: string[];
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type HeldUpload = { finish(): Promise<{ status: number; body: string }> };

/** Starts POST /api/posts on its own connection and sends the first half of the body. */
function holdUpload(server: ServerProcess, token: string, content: string): HeldUpload {
  const boundary = `----bc-drain-${randomBytes(6).toString('hex')}`;
  const body = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify({ content })}\r\n--${boundary}--\r\n`,
  );
  const split = Math.floor(body.length / 2);
  const held = new Map<http.ClientRequest, Buffer>();
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        method: 'POST',
        path: '/api/posts',
        agent: false,
        timeout: 15_000,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': body.length,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('upload timed out')));
    req.on('error', reject);
    req.write(body.subarray(0, split));
    held.set(req, body.subarray(split));
  });
  return {
    async finish() {
      for (const [req, rest] of held) req.end(rest);
      return response;
    },
  };
}

type Answer = { status: number; body: string; headers: http.IncomingHttpHeaders };

/**
 * A GET on a fresh connection (agent false) or on `agent`'s kept-alive one; status 0
 * when the connection is refused or reset.
 */
function newRequest(
  server: ServerProcess,
  path: string,
  token?: string,
  agent: http.Agent | false = false,
) {
  return new Promise<Answer>((resolve) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port: server.port,
        path,
        agent,
        timeout: 5_000,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      },
      (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
        res.on('error', () => resolve({ status: 0, body: '', headers: {} }));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve({ status: 0, body: '', headers: {} }));
  });
}

export async function runDrain(options: DrainOptions): Promise<DrainReport> {
  const { kind, postgresUrl, inFlight = 5, log = () => {}, command } = options;
  const report: DrainReport = {
    store: kind,
    inFlight,
    inFlightStatuses: [],
    newRequestStatuses: [],
    refusal: null,
    exitCode: null,
    exitSignal: null,
    exitAfterSignalMs: 0,
    postsAfterRestart: 0,
    failures: [],
  };
  let store: Store | undefined;
  const port = await freePort();
  let server: ServerProcess | undefined;
  try {
    store = await createStore(kind, postgresUrl);
    server = startServer(store, port, {}, command);
    await waitHealthy(server, 60_000);
    const token = await signUpFounder(server);
    const current = server;

    // A client with a kept-alive connection from before the signal.
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const warm = await newRequest(current, '/api/health', undefined, keepAlive);
    if (warm.status !== 200) throw new Error(`health answered ${warm.status} before the signal`);

    const uploads = Array.from({ length: inFlight }, (_, i) =>
      holdUpload(current, token, `drain upload ${i}`),
    );
    // Let the server read the headers (the requests are now running).
    await sleep(500);
    const signalledAt = Date.now();
    current.child.kill('SIGTERM');

    // Until the signal is handled new requests may still be served; from the first 503
    // on, every new request must be refused the same way.
    let first: Answer | undefined;
    for (let i = 0; i < 100 && !first; i++) {
      const res = await newRequest(current, '/api/health');
      if (res.status === 503) first = res;
      else if (res.status !== 200) {
        report.failures.push(`a new request after SIGTERM answered ${res.status} ${res.body}`);
        break;
      } else await sleep(20);
    }
    if (!first) {
      report.failures.push('no new request was answered 503 after SIGTERM');
    } else {
      report.refusal = {
        body: jsonOrText(first.body),
        retryAfter: String(first.headers['retry-after'] ?? ''),
        connection: String(first.headers.connection ?? ''),
      };
      const later = await Promise.all([
        newRequest(current, '/api/health'),
        newRequest(current, '/api/feed', token),
        newRequest(current, '/api/notifications', token),
        newRequest(current, '/api/profiles/me', token),
        newRequest(current, '/'),
        newRequest(current, '/api/health', undefined, keepAlive),
      ]);
      keepAlive.destroy();
      report.newRequestStatuses = [first.status, ...later.map((r) => r.status)];
      if (report.newRequestStatuses.some((s) => s !== 503)) {
        report.failures.push(
          `new requests during the drain answered ${report.newRequestStatuses.join(', ')}`,
        );
      }
      if (!/"error":"unavailable"/.test(first.body))
        report.failures.push(`the 503 body was ${first.body}`);
    }

    // Hold the uploads a second past the signal: the process must still be waiting.
    await sleep(Math.max(0, signalledAt + 1_000 - Date.now()));
    if (current.child.exitCode !== null || current.child.signalCode !== null) {
      report.failures.push('the process exited before its requests in flight had finished');
    }
    const results = await Promise.all(
      uploads.map((u) => u.finish().catch(() => ({ status: 0, body: '' }))),
    );
    report.inFlightStatuses = results.map((r) => r.status);
    if (results.some((r) => r.status !== 201)) {
      report.failures.push(`requests in flight answered ${report.inFlightStatuses.join(', ')}`);
    }
    const ids = results
      .filter((r) => r.status === 201)
      .map((r) => (JSON.parse(r.body) as { id: string }).id);

    const exit = await Promise.race([current.exited, sleep(15_000).then(() => undefined)]);
    report.exitAfterSignalMs = Date.now() - signalledAt;
    if (!exit) {
      report.failures.push('the process had not exited 15 s after SIGTERM');
      current.child.kill('SIGKILL');
      await current.exited;
    } else {
      report.exitCode = exit.code;
      report.exitSignal = exit.signal;
      if (exit.code !== 0) report.failures.push(`exit code ${exit.code} (${exit.signal})`);
      if (report.exitAfterSignalMs > 10_000)
        report.failures.push(`exit took ${report.exitAfterSignalMs} ms`);
    }
    log(
      `  in flight: ${report.inFlightStatuses.join(', ')}; new during drain: ${report.newRequestStatuses.join(', ')}; ` +
        `exit ${report.exitCode} after ${report.exitAfterSignalMs} ms`,
    );

    // The drained writes were committed.
    server = startServer(store, port, {}, command);
    await waitHealthy(server, 30_000);
    const again = await signInFounder(server.base);
    for (const id of ids) {
      const res = await fetch(`${server.base}/api/posts/${id}`, {
        headers: { authorization: `Bearer ${again}` },
      });
      await res.arrayBuffer();
      if (res.status === 200) report.postsAfterRestart += 1;
    }
    if (report.postsAfterRestart !== inFlight) {
      report.failures.push(
        `${report.postsAfterRestart} of ${inFlight} drained posts found after a restart`,
      );
    }
    await stopServer(server);
    server = undefined;
  } catch (error) {
    report.failures.push(String(error instanceof Error ? error.message : error));
  } finally {
    if (server) await stopServer(server, 5_000);
    if (store) await removeStore(store, postgresUrl);
  }
  return report;
}

export const drainViolations = (report: DrainReport) =>
  report.failures.map((f) => `SIGTERM drain (${report.store}): ${f}`);

if (import.meta.url === `file://${process.argv[1]}`) {
  const kind = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
  const postgresUrl =
    process.env.RELIABILITY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const report = await runDrain({ kind, postgresUrl, log: console.log });
  console.log(JSON.stringify(report, null, 2));
  process.exit(report.failures.length > 0 ? 1 : 0);
}

/** The answer's JSON (the refusal carries its request id), or its text if it is not JSON. */
function jsonOrText(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}
