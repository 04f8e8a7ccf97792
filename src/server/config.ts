// Environment -> typed config, validated once at boot so a bad value fails loudly
// instead of surfacing as a confusing error deep in a request.
import path from 'node:path';
import { z } from 'zod';
import { REALTIME_AUTH_TIMEOUT_MS } from '../shared/schemas/realtime';

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
  TRUST_PROXY: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(30),
  REALTIME_AUTH_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(REALTIME_AUTH_TIMEOUT_MS),
  RATE_LIMIT_DISABLED: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((v) => v === 'true'),
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
  mailFrom: string;
  trustProxy: boolean | string;
  logLevel: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  rateLimitDisabled: boolean;
  /** How long a new realtime socket may stay silent before it must have authenticated. */
  realtimeAuthTimeoutMs: number;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
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
    mailFrom: e.MAIL_FROM ?? `${e.PRODUCT_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    rateLimitDisabled: e.RATE_LIMIT_DISABLED,
    realtimeAuthTimeoutMs: e.REALTIME_AUTH_TIMEOUT_MS,
  };
}

// Forwarded headers are only believed from a configured proxy; otherwise a client
// could pick its own IP and dodge rate limits.
function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value;
}
