// Starts what the journeys talk to: a real SMTP server that writes each mail to a
// folder, and the app itself (built web app, fresh PGlite data folder) with SMTP_URL
// pointing at it. The founder is registered through the bootstrap invitation, so the
// founders' open code works for the journeys.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { stateFile, type E2eState } from './e2e-state';

const FOUNDER_CODE = 'FOUNDERS';

export default async function globalSetup(config: FullConfig) {
  const baseUrl = String(config.projects[0]?.use.baseURL);
  const port = new URL(baseUrl).port;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bc-e2e-'));
  const mailDir = path.join(work, 'mail');
  const dataDir = path.join(work, 'data');
  fs.mkdirSync(mailDir, { recursive: true });

  let mailCount = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mailCount += 1;
        const to = session.envelope.rcptTo.map((r) => r.address);
        fs.writeFileSync(path.join(mailDir, `${Date.now()}-${mailCount}.json`), JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }));
        callback();
      });
    },
  });
  const smtpPort = await new Promise<number>((resolve) => {
    smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as { port: number }).port));
  });

  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
      FOUNDER_EMAIL: 'founder@example.com',
      FOUNDER_INVITE_CODE: FOUNDER_CODE,
      RATE_LIMIT_DISABLED: 'true',
      WRITE_QUOTAS_DISABLED: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr.on('data', (d: Buffer) => (output += d.toString()));

  const registerUrl = await waitFor(() => /(http\S+\/register\?code=[A-Z0-9]{6})/.exec(output)?.[1], 60_000, () => output);
  const bootstrapCode = new URL(registerUrl).searchParams.get('code') ?? '';
  const res = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Founder', email: 'founder@example.com', password: 'founder-pass-2026', invite_code: bootstrapCode }),
  });
  if (res.status !== 201) throw new Error(`founder registration failed: ${res.status} ${await res.text()}`);

  const state: E2eState = { baseUrl, mailDir, founderCode: FOUNDER_CODE, dataDir };
  fs.mkdirSync(path.dirname(stateFile), { recursive: true });
  fs.writeFileSync(stateFile, JSON.stringify(state));

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    fs.rmSync(work, { recursive: true, force: true });
  };
}

async function waitFor<T>(probe: () => T | undefined, timeoutMs: number, context: () => string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for the app to start:\n${context()}`);
}
