// A control message on the realtime channel, never sent to a client: "these sessions
// were revoked". Every instance hears it and drops what it knows of them (the session
// liveness cache, their sockets), so a stolen access token stops working everywhere at
// once, not at its expiry.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from '#server/db/open.ts';
import { parseJsonAs } from '#server/lib/parse-json-as.ts';
import { REALTIME_CHANNEL } from './envelope';

// 100 ids of 36 characters stay far below NOTIFY's 8000-byte payload limit.
const IDS_PER_PAYLOAD = 100;

const revokedSchema = z.object({ revoked_sessions: z.array(z.uuid()).min(1) });

/** NOTIFYs on the caller's transaction: heard only if the revocation commits. */
export async function announceSessionsRevoked(q: Queryable, sessionIds: readonly string[]): Promise<void> {
  for (let i = 0; i < sessionIds.length; i += IDS_PER_PAYLOAD) {
    const payload = JSON.stringify({ revoked_sessions: sessionIds.slice(i, i + IDS_PER_PAYLOAD) });
    await q.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${payload})`);
  }
}

/** The revoked session ids in a payload, or undefined when it is something else. */
export function decodeSessionsRevoked(payload: string): string[] | undefined {
  if (!payload.includes('"revoked_sessions"')) return undefined;
  return parseJsonAs(revokedSchema, payload)?.revoked_sessions;
}
