// Small helpers for integration tests: row counts, bounded polling, sign-in.
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { LightMyRequestResponse } from 'fastify';
import { authUsers, invitations, profiles, refreshTokens } from '#server/db/schema.ts';
import { refreshCookieOf, type SignedIn, type TestApp } from './test-app';

export async function countRows(t: TestApp, table: PgTable): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** Rows of the tables a sign-up writes; compare before and after a refused request. */
export async function accountTableCounts(t: TestApp) {
  return {
    auth_users: await countRows(t, authUsers),
    profiles: await countRows(t, profiles),
    invitations: await countRows(t, invitations),
    refresh_tokens: await countRows(t, refreshTokens),
  };
}

/** Polls `probe` until it returns a value other than undefined, or fails after `timeoutMs`. */
export async function waitFor<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  what: string,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export type ErrorBody = { error: string; message: string; field?: string };

/**
 * The error body without its request_id, after checking that it carries one and that
 * it is the X-Request-Id header's (every error answer does, lib/error-body.ts).
 */
export function errorOf(res: LightMyRequestResponse): ErrorBody {
  const { request_id: requestId, ...body } = res.json<ErrorBody & { request_id?: string }>();
  const header = res.headers['x-request-id'];
  if (!requestId || requestId !== header) {
    throw new Error(`error body request_id ${String(requestId)} is not the X-Request-Id header ${String(header)}`);
  }
  return body;
}

export type AuthBody = {
  session: { access_token: string; token_type: string; expires_in: number; expires_at: number };
  user: {
    id: string;
    email: string;
    role: string;
    aal: string;
    next_aal: string;
    user_metadata: { name: string };
  };
};

export async function signIn(t: TestApp, email: string, password: string): Promise<SignedIn> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/token',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed ${res.statusCode}: ${res.body}`);
  const body = res.json<AuthBody>();
  return {
    id: body.user.id,
    accessToken: body.session.access_token,
    refreshCookie: refreshCookieOf(res),
    email,
  };
}

export const refreshCookieHeader = (value: string) => ({ cookie: `bc_refresh=${value}` });
