// Events cross server instances (decision 007): with TEST_DATABASE_URL, instance A is
// the app in this process and instance B a real second server process (src/server/main.ts)
// on the same PostgreSQL database; actions through A reach a socket held by B, each
// event once and in commit order. On PGlite the same scenario runs on one instance.
// On PostgreSQL, both instances' LISTEN connections are then cut: each reconnects,
// tells its sockets to resync, and delivers again.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '#server/db/pg-listener.ts';
import type { RealtimeEvent } from '#shared/schemas/realtime.ts';
import { acceptConnection, listNotifications, markAllRead, markRead, requestConnection } from '../helpers/notifications';
import { connectRealtime, listenForRealtime, type RealtimeClient } from '../helpers/realtime-client';
import { createTestApp, ensureFounder, registerBroker, type SignedIn, type TestApp } from '../helpers/test-app';
import { waitFor } from '../helpers/test-utils';

let t: TestApp;
let child: ChildProcess | undefined;
let childOutput = '';
let childDataDir: string | undefined;
let urlA: string;
let urlB: string;
const clients: RealtimeClient[] = [];

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

/** Instance B: `tsx src/server/main.ts` on the same database, issuer and founder as A. */
async function startSecondInstance(databaseUrl: string): Promise<string> {
  const port = await freePort();
  childDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bc-instance-b-'));
  child = spawn(path.resolve('node_modules/.bin/tsx'), ['src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      TEST_DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: childDataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: t.config.publicUrl,
      FOUNDER_EMAIL: t.config.founderEmail,
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (childOutput += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (childOutput += d.toString()));
  await waitFor(
    async () => {
      if (child?.exitCode !== null) throw new Error(`instance B exited: ${childOutput}`);
      const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      return res?.status === 200 ? true : undefined;
    },
    'instance B to answer /api/health',
    90_000,
  );
  return `ws://127.0.0.1:${port}`;
}

beforeAll(async () => {
  t = await createTestApp();
  // The founder first, so instance B boots on a database that already has members.
  await ensureFounder(t);
  urlA = await listenForRealtime(t);
  urlB = t.database.url ? await startSecondInstance(t.database.url) : urlA;
}, 120_000);

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child?.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  if (process.env.DEBUG_INSTANCE_B) console.log(childOutput);
  await t.close();
  if (childDataDir) fs.rmSync(childDataDir, { recursive: true, force: true });
});

const connect = async (url: string, as: SignedIn) => {
  const client = await connectRealtime(url, as.accessToken);
  clients.push(client);
  return client;
};

/** A readable fingerprint of an event, to compare sequences. */
function describeEvent(e: RealtimeEvent): string {
  switch (e.kind) {
    case 'notification.created':
      return `created ${e.notification.type} ${e.notification.content.requester_name ?? ''}`;
    case 'notification.updated':
      return `updated ${e.notification.read_at ? 'read' : 'unread'}`;
    case 'connection.changed':
      return `connection ${e.status}`;
    default:
      return e.kind;
  }
}

describe(process.env.TEST_DATABASE_URL ? 'two server processes on one PostgreSQL' : 'one instance on PGlite', () => {
  let recipient: SignedIn;
  let onB: RealtimeClient;
  let onA: RealtimeClient;

  it('events raised through instance A reach a socket on instance B once each, in order', async () => {
    recipient = await registerBroker(t, { name: 'Far Recipient' });
    const first = await registerBroker(t, { name: 'First Asker' });
    const second = await registerBroker(t, { name: 'Second Asker' });
    onB = await connect(urlB, recipient);
    onA = await connect(urlA, recipient);

    const firstId = await requestConnection(t, first, recipient);
    await requestConnection(t, second, recipient);
    await acceptConnection(t, recipient, firstId);
    const [newest] = (await listNotifications(t, recipient)).items;
    await markRead(t, recipient, newest?.id ?? '');
    await markAllRead(t, recipient);

    const expected = [
      'connection pending',
      'created connection_request First Asker',
      'connection pending',
      'created connection_request Second Asker',
      'connection accepted',
      'updated read',
      'notification.all_read',
    ];
    for (const client of [onB, onA]) {
      await client.waitForEvent((events) => (events.length >= expected.length ? true : undefined), 'every event', 10_000);
    }
    // Anything duplicated would arrive right behind; give it the chance.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onB.events().map(describeEvent)).toEqual(expected);
    expect(onA.events().map(describeEvent)).toEqual(expected);
  });

  // PostgreSQL only: PGlite's LISTEN is in process, there is no connection to cut.
  if (!process.env.TEST_DATABASE_URL) return;
  it(
    'after a LISTEN connection is cut, each instance reconnects, sends resync, and delivers again',
    async () => {
      const before = [onA.events().length, onB.events().length];
      // node-postgres's result (this test runs on PostgreSQL only).
      const cut = (await t.database.db.execute(
        sql`select pg_terminate_backend(pid) as cut from pg_stat_activity where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`,
      )) as unknown as { rows: Array<{ cut: boolean }> };
      // One LISTEN connection per instance.
      expect(cut.rows).toEqual([{ cut: true }, { cut: true }]);
      for (const [i, client] of [onA, onB].entries()) {
        await client.waitForEvent(
          (events) => events.slice(before[i]).find((e) => e.kind === 'resync'),
          'resync after the listener reconnected',
          15_000,
        );
      }
      const third = await registerBroker(t, { name: 'Third Asker' });
      await requestConnection(t, third, recipient);
      for (const client of [onA, onB]) {
        await client.waitForEvent(
          (events) => events.find((e) => e.kind === 'notification.created' && e.notification.content.requester_name === 'Third Asker'),
          'a notification after the reconnect',
        );
      }
    },
    30_000,
  );
});
