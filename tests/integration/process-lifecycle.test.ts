// The real entry point as a child process: first start prints the founder's URL, a
// second process on the same data folder fails at once, SIGTERM exits cleanly and
// releases the folder.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const entry = path.resolve('src/server/main.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bc-lifecycle-'));
const children: ChildProcessWithoutNullStreams[] = [];

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function start(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('server process', () => {
  it('boots on an empty PGlite folder, refuses a second process, and shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    const first = start(port);
    await waitFor(() => /register\?code=[A-Z2-9]{6}/.test(first.output()), 'the founder URL');
    expect(first.output()).toMatch(/Register the founding account \(founder@example.com\) at: http:\/\/localhost:\d+\/register\?code=[A-HJ-NP-Z2-9]{6}/);

    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });

    const second = start(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The data folder ${dataDir} is in use by another BrokerCircle process`);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'brokercircle.lock'))).toBe(false);
  }, 120_000);
});
