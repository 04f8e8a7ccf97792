// What every feature needs from the outside, built once in buildApp and passed down.
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db/open';
import type { SessionLiveness } from './features/auth/session-liveness';
import type { SigningKeyStore } from './features/auth/signing-keys';
import type { BackgroundTasks } from './lib/background-tasks';
import type { Mailer } from './lib/mail';
import type { Metrics } from './lib/metrics';
import type { SecretBox } from './lib/secret-box';
import type { Storage } from './lib/storage';
import type { PageReader } from './workers/page-reader';

export type AppContext = {
  config: AppConfig;
  db: Db;
  keys: SigningKeyStore;
  /** Seals secrets stored in the database (TOTP seeds) with a key kept outside it. */
  secretBox: SecretBox;
  /** Whether an access token's session is still alive (revoked sessions end at once). */
  sessions: SessionLiveness;
  mailer: Mailer;
  /** Uploaded files (photos, avatars), served at /media/<key>. */
  storage: Storage;
  log: FastifyBaseLogger;
  /** Work after the response (instant e-mails); awaited when the app closes. */
  tasks: BackgroundTasks;
  /** Reads fetched web pages in worker threads with a time budget. */
  pageReader: PageReader;
  /** Prometheus metrics: registerGauge is how a part publishes a figure (a queue's depth). */
  metrics: Metrics;
};
