// The real app (buildApp) on a test database of its own, plus small helpers to act as
// a broker through HTTP. Nothing of ours is mocked.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, LOG_REDACT_PATHS } from '#server/app.ts';
import { loadConfig, type AppConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/open.ts';
import { type invitations } from '#server/db/schema.ts';
import { insertInvitationWithUniqueCode } from '#server/features/invitations/invitation-codes.ts';
import { createLocalDiskStorage, type Storage } from '#server/lib/storage.ts';
import { createBroker, DEFAULT_PASSWORD } from './factories/brokers';
import { createTestDatabase, type TestDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  config: AppConfig;
  close(): Promise<void>;
};

export type TestAppOptions = {
  /** Receives the app's log as JSON lines (level info), e.g. to read a logged SMS code. */
  logStream?: Writable;
  /**
   * Wraps the app's real local-disk storage, e.g. to make a write fail or to change
   * the database between the file writes and the row insert (atomicity tests).
   */
  wrapStorage?: (storage: Storage) => Storage;
  /** A built web app to serve (index.html, assets/); default none. */
  webRoot?: string;
};

export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  // A data folder of its own (uploads land in <DATA_DIR>/media), removed on close.
  const ownDataDir = env.DATA_DIR ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'bc-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    FOUNDER_EMAIL: 'founder@example.com',
    // Files register many brokers from one address; rate-limit tests turn it back on.
    RATE_LIMIT_DISABLED: 'true',
    WRITE_QUOTAS_DISABLED: 'true',
    // Jobs run when a test calls app.jobs.runDue(), never behind its back.
    JOBS_POLL_INTERVAL_MS: '0',
    ...env,
  });
  const database = await createTestDatabase();
  const logger = options.logStream
    ? { level: 'info', redact: LOG_REDACT_PATHS, stream: options.logStream }
    : false;
  const storage = options.wrapStorage?.(createLocalDiskStorage(config.mediaDir));
  const app = await buildApp({
    config,
    database,
    logger,
    webRoot: options.webRoot ?? '/nonexistent',
    storage,
  });
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.dispose();
      if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second instance of the app on the same database, as a second server would be: on
 * PostgreSQL with a connection pool (and LISTEN connection) of its own, on PGlite
 * sharing the one in-process database. Close it before the first.
 */
export async function createSecondInstance(t: TestApp): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const database = t.database.url ? await openDatabase({ kind: 'postgres', url: t.database.url }) : undefined;
  const app = await buildApp({
    config: t.config,
    database: database ?? t.database,
    logger: false,
    webRoot: '/nonexistent',
  });
  return {
    app,
    async close() {
      await app.close();
      await database?.close();
    },
  };
}

/** A pending invitation from `inviterId` (null: the bootstrap kind). */
export async function createInvitation(
  t: TestApp,
  inviteeEmail: string,
  inviterId: string | null,
): Promise<typeof invitations.$inferSelect> {
  return insertInvitationWithUniqueCode(t.database.db, { inviterId, inviteeEmail, status: 'pending' });
}

export type BrokerIdentity = { inviterId?: string | null; email?: string; name?: string; password?: string };

export type SignedIn = { id: string; accessToken: string; refreshCookie: string; email: string };

export function refreshCookieOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'bc_refresh');
  if (!cookie) throw new Error(`no refresh cookie in response ${res.statusCode}: ${res.body}`);
  return cookie.value;
}

let counter = 0;
const founders = new WeakMap<TestApp, Promise<SignedIn>>();

/** The founding member (admin), registered through the bootstrap invitation once per app. */
export function ensureFounder(t: TestApp): Promise<SignedIn> {
  let founder = founders.get(t);
  if (!founder) {
    founder = registerBroker(t, { inviterId: null, email: t.config.founderEmail, name: 'Founder' });
    founders.set(t, founder);
  }
  return founder;
}

/**
 * A broker with a fresh invitation from `inviterId` (default: the founder; null: the
 * bootstrap invitation, for the founder's e-mail), written as rows by the broker factory:
 * the rows sign-up makes, without an HTTP round trip and an argon2id hash each time.
 */
export async function registerBroker(t: TestApp, options: BrokerIdentity = {}): Promise<SignedIn> {
  // Numbered before the first await: brokers registered in parallel get their own.
  const n = ++counter;
  const email = options.email ?? `broker${n}-${Date.now()}@example.com`;
  const inviterId = options.inviterId === undefined ? (await ensureFounder(t)).id : options.inviterId;
  return createBroker(t, { inviterId, email, name: options.name ?? `Broker ${n}`, password: options.password });
}

/** The same broker through POST /api/auth/signup, for the tests of sign-up itself. */
export async function signUpThroughApi(t: TestApp, options: BrokerIdentity = {}): Promise<SignedIn> {
  const n = ++counter;
  const email = options.email ?? `broker${n}-${Date.now()}@example.com`;
  const inviterId = options.inviterId === undefined ? (await ensureFounder(t)).id : options.inviterId;
  const invitation = await createInvitation(t, email, inviterId);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: {
      name: options.name ?? `Broker ${n}`,
      email,
      password: options.password ?? DEFAULT_PASSWORD,
      invite_code: invitation.inviteCode,
    },
  });
  if (res.statusCode !== 201) throw new Error(`signup failed ${res.statusCode}: ${res.body}`);
  const body = res.json() as { session: { access_token: string }; user: { id: string } };
  return { id: body.user.id, accessToken: body.session.access_token, refreshCookie: refreshCookieOf(res), email };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
