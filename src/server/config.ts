// Environment -> typed config, validated once at boot so a bad value fails loudly
// instead of surfacing as a confusing error deep in a request.
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { REALTIME_AUTH_TIMEOUT_MS } from '#shared/schemas/realtime.ts';
import { isBucketName, isPlainHttpUrl } from './lib/storage-s3';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  PUBLIC_URL: optionalString,
  PRODUCT_NAME: z.string().default('BrokerCircle'),
  FOUNDER_EMAIL: z.string().email().default('founder@example.com'),
  FOUNDER_INVITE_CODE: optionalString,
  REQUEST_INVITE_URL: z.string().url().default('https://example.com/request-invite'),
  SMTP_URL: optionalString,
  MAIL_FROM: optionalString,
  /** An SMS gateway that takes POST {to, text} as JSON (signing codes); unset: codes go by e-mail only (dev logs them). */
  SMS_WEBHOOK_URL: optionalString,
  TRUST_PROXY: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(30),
  REALTIME_AUTH_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(REALTIME_AUTH_TIMEOUT_MS),
  // TEST ONLY in practice: switches off the per-broker write quotas (plugins/write-quotas.ts).
  WRITE_QUOTAS_DISABLED: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((v) => v === 'true'),
  // How long reading one fetched web page may take in its worker thread (workers/page-reader.ts).
  PAGE_READ_BUDGET_MS: z.coerce.number().int().min(1).max(60_000).default(8_000),
  RATE_LIMIT_DISABLED: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((v) => v === 'true'),
  // Background jobs (lib/jobs): how often each instance looks for due jobs besides the
  // NOTIFY that wakes it on every enqueue (0: never by itself, tests run them by hand),
  // and how many run at once on one instance.
  JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  // S3-compatible object storage for uploads (lib/storage-s3.ts); unset: the local disk.
  S3_ENDPOINT: optionalString,
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  // Turns GET /metrics on; Prometheus sends it as a bearer token. Unset: /metrics is a 404.
  METRICS_TOKEN: optionalString.refine((v) => v === undefined || v.length >= 16, {
    message: 'at least 16 characters (e.g. openssl rand -hex 24)',
  }),
  // Seals stored secrets (TOTP seeds); unset: generated into DATA_DIR/secrets on first start.
  SECRET_ENCRYPTION_KEY: optionalString,
  // TEST ONLY: loopback 'ip:port' origins the safe fetcher may reach (a test's local
  // page server), comma separated. Refused at boot unless NODE_ENV is 'test'.
  SAFE_FETCH_TEST_ALLOW_HOSTS: optionalString,
});

export type AppConfig = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Uploaded images (the storage interface's local-disk folder). */
  mediaDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  productName: string;
  founderEmail: string;
  founderInviteCode: string | undefined;
  requestInviteUrl: string;
  smtpUrl: string | undefined;
  smsWebhookUrl: string | undefined;
  mailFrom: string;
  /**
   * Whose X-Forwarded-For to believe (request.ip, hence rate limits): false (nobody,
   * the default), true (everyone), a hop count (the nearest N proxies), or proxy
   * addresses / CIDR ranges. Fastify takes it through fastifyTrustProxy().
   */
  trustProxy: boolean | number | string[];
  logLevel: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  rateLimitDisabled: boolean;
  /** Per-broker write quotas off (tests that write a lot as one broker). */
  writeQuotasDisabled: boolean;
  /** Time budget of one page read in the worker pool (Quick Entry, flyer photo chooser). */
  pageReadBudgetMs: number;
  /** How long a new realtime socket may stay silent before it must have authenticated. */
  realtimeAuthTimeoutMs: number;
  /** The bearer token of GET /metrics; unset: no /metrics. A secret: never log it. */
  metricsToken: string | undefined;
  /** Base64 key that seals stored secrets (lib/secret-key.ts); a secret: never log it. */
  secretEncryptionKey: string | undefined;
  /** Background jobs: poll interval (0 = only when runDue() is called) and jobs at once. */
  jobsPollIntervalMs: number;
  jobsConcurrency: number;
  /** TEST ONLY (lib/safe-fetch allowPrivateHosts); always empty outside NODE_ENV=test. */
  safeFetchTestAllowHosts: readonly string[];
  /**
   * Uploads go to this S3-compatible bucket instead of mediaDir (so several instances
   * share them); unset: the local disk. Holds a secret: never log the config.
   */
  s3?: S3Config;
};

export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.SAFE_FETCH_TEST_ALLOW_HOSTS && e.NODE_ENV !== 'test') {
    throw new Error('Invalid environment:\n  SAFE_FETCH_TEST_ALLOW_HOSTS: only allowed when NODE_ENV is test');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    productName: e.PRODUCT_NAME,
    founderEmail: e.FOUNDER_EMAIL.toLowerCase(),
    founderInviteCode: e.FOUNDER_INVITE_CODE?.toUpperCase(),
    requestInviteUrl: e.REQUEST_INVITE_URL,
    smtpUrl: e.SMTP_URL,
    smsWebhookUrl: e.SMS_WEBHOOK_URL,
    mailFrom: e.MAIL_FROM ?? `${e.PRODUCT_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    rateLimitDisabled: e.RATE_LIMIT_DISABLED,
    writeQuotasDisabled: e.WRITE_QUOTAS_DISABLED,
    pageReadBudgetMs: e.PAGE_READ_BUDGET_MS,
    realtimeAuthTimeoutMs: e.REALTIME_AUTH_TIMEOUT_MS,
    secretEncryptionKey: e.SECRET_ENCRYPTION_KEY,
    jobsPollIntervalMs: e.JOBS_POLL_INTERVAL_MS,
    jobsConcurrency: e.JOBS_CONCURRENCY,
    metricsToken: e.METRICS_TOKEN,
    safeFetchTestAllowHosts:
      e.SAFE_FETCH_TEST_ALLOW_HOSTS?.split(',').map((h) => h.trim()).filter(Boolean) ?? [],
    s3: parseS3(e),
  };
}

// S3_BUCKET turns object storage on; it then needs the endpoint and both keys. Any S3_
// variable without a bucket, or a bucket without the rest, fails the boot: a half-set
// configuration would otherwise quietly keep uploads on one instance's disk. Messages
// name the variables, never their values (one is a secret).
function parseS3(e: z.infer<typeof envSchema>): S3Config | undefined {
  const given = {
    S3_ENDPOINT: e.S3_ENDPOINT,
    S3_BUCKET: e.S3_BUCKET,
    S3_REGION: e.S3_REGION,
    S3_ACCESS_KEY_ID: e.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: e.S3_SECRET_ACCESS_KEY,
  };
  const set = Object.entries(given)
    .filter(([, v]) => v !== undefined)
    .map(([k]) => k);
  if (set.length === 0) return undefined;
  const problems: string[] = [];
  if (!e.S3_BUCKET) {
    problems.push(`S3_BUCKET: required when any S3_ variable is set (found ${set.join(', ')})`);
  } else {
    for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!given[name]) problems.push(`${name}: required when S3_BUCKET is set`);
    }
    if (!isBucketName(e.S3_BUCKET)) {
      problems.push(
        'S3_BUCKET: expected an S3 bucket name (3 to 63 lower-case letters, digits, dots and hyphens)',
      );
    }
  }
  if (e.S3_ENDPOINT && !isEndpoint(e.S3_ENDPOINT)) {
    problems.push(
      'S3_ENDPOINT: expected an http(s) URL without credentials, query or fragment, such as https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000',
    );
  }
  if (problems.length > 0) {
    throw new Error(`Invalid environment:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  return {
    endpoint: (e.S3_ENDPOINT ?? '').replace(/\/+$/, ''),
    bucket: e.S3_BUCKET ?? '',
    region: e.S3_REGION ?? 'us-east-1',
    accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
  };
}

function isEndpoint(value: string): boolean {
  try {
    return isPlainHttpUrl(new URL(value));
  } catch {
    return false;
  }
}

// Forwarded headers are only believed from a configured proxy; otherwise a client
// could pick its own IP and dodge rate limits. TRUST_PROXY: unset/false/0 (off),
// true, a hop count ("1": the one proxy in front of us), or a comma-separated list of
// proxy addresses and CIDR ranges ("10.0.0.0/8, 127.0.0.1", or loopback, linklocal,
// uniquelocal). A bad value fails the boot instead of silently trusting nobody or anyone.
function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new Error('Invalid environment:\n  TRUST_PROXY: a hop count is at most 10');
    return hops === 0 ? false : hops;
  }
  const entries = value.split(',').map((v) => v.trim()).filter(Boolean);
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (entries.length === 0 || bad.length > 0) {
    throw new Error(
      `Invalid environment:\n  TRUST_PROXY: expected true, a hop count, or proxy addresses/CIDR ranges; got ${bad.join(', ') || value}`,
    );
  }
  return entries;
}

const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_ADDRESS_NAMES.has(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d+$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && net.isIPv4(range); // a netmask such as 255.255.255.0
}

/**
 * The config's trustProxy as Fastify's option. Fastify 5 refuses to trust a bare hop
 * count (it cannot tell a proxy from a client that sends the header itself), so the
 * count becomes a function: with TRUST_PROXY=1 the app must only be reachable through
 * its proxy, which is the operator's promise in setting it.
 */
export function fastifyTrustProxy(
  trustProxy: AppConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address, hop) => hop < trustProxy;
}
