// The real server (src/server/main.ts) as a child process on a loopback port, as
// production runs it, against the generated database; rate limits off so the load
// measures the work, not the limiter.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('../../src/server/main.ts', import.meta.url));
const root = fileURLToPath(new URL('../..', import.meta.url));

export type RunningServer = { url: string; pid: number; stop(): Promise<void>; output(): string };

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

export async function startServer(
  env: Record<string, string>,
  timeoutMs = 180_000,
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_DISABLED: 'true',
      WRITE_QUOTAS_DISABLED: 'true',
      // Long enough for a whole run; the runner still signs in again when one is near expiry.
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (gone) throw new Error(`the server exited while starting:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `the server did not answer /api/health within ${timeoutMs / 1000} s:\n${output}`,
      );
    }
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    url,
    pid: child.pid ?? -1,
    output: () => output,
    async stop() {
      if (gone) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
