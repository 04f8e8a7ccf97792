// The store behind the Idempotency-Key header (decision 045): a key is claimed by
// inserting its row `in_progress` (the primary key (user_id, key) lets exactly one of two
// concurrent requests in), settled `done` with the success answer, or released (deleted)
// when the request was refused or failed, so a retry can run. Rows live 24 hours.
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../db/open';
import { idempotencyKeys } from '../db/schema';

/** How long a key is remembered: a retry after this runs as a new request. */
export const IDEMPOTENCY_KEY_TTL = sql`interval '24 hours'`;
/**
 * An `in_progress` row older than this was left by a process that died mid-request (a
 * request runs in seconds): the next retry takes it over instead of waiting 24 hours.
 */
const ABANDONED_AFTER = sql`interval '2 minutes'`;

export type KeyOwner = { userId: string; key: string };
export type KeyedRequest = KeyOwner & { route: string; fingerprint: string };
export type StoredAnswer = { status: number; body: unknown };

export type ClaimResult =
  | { outcome: 'claimed' }
  | { outcome: 'replay'; answer: StoredAnswer }
  | { outcome: 'in_progress' }
  | { outcome: 'mismatch' };

const ownedBy = ({ userId, key }: KeyOwner) => and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

export async function claimIdempotencyKey(db: Queryable, request: KeyedRequest): Promise<ClaimResult> {
  // An expired key is as good as none.
  await db.delete(idempotencyKeys).where(and(ownedBy(request), expired()));
  // Twice at most: a row seen in conflict may be released before it can be read.
  for (let attempt = 0; attempt < 2; attempt++) {
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ userId: request.userId, key: request.key, route: request.route, requestFingerprint: request.fingerprint })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return { outcome: 'claimed' };
    const [row] = await db.select().from(idempotencyKeys).where(ownedBy(request));
    if (!row) continue;
    if (row.route !== request.route || row.requestFingerprint !== request.fingerprint) return { outcome: 'mismatch' };
    if (row.state === 'done') {
      return { outcome: 'replay', answer: { status: row.responseStatus ?? 200, body: row.responseBody } };
    }
    const taken = await db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now()` })
      .where(
        and(
          ownedBy(request),
          eq(idempotencyKeys.state, 'in_progress'),
          lt(idempotencyKeys.createdAt, sql`now() - ${ABANDONED_AFTER}`),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    return taken.length > 0 ? { outcome: 'claimed' } : { outcome: 'in_progress' };
  }
  return { outcome: 'in_progress' };
}

/** The request succeeded: its answer is what a retry with the key gets. */
export async function settleIdempotencyKey(db: Queryable, owner: KeyOwner, answer: StoredAnswer): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: answer.status, responseBody: answer.body })
    .where(and(ownedBy(owner), eq(idempotencyKeys.state, 'in_progress')));
}

/** The request was refused or failed (it wrote nothing): the key is free for a retry. */
export async function releaseIdempotencyKey(db: Queryable, owner: KeyOwner): Promise<void> {
  await db.delete(idempotencyKeys).where(and(ownedBy(owner), eq(idempotencyKeys.state, 'in_progress')));
}

/** Keys past their 24 hours (the hourly cleanup, prune-abuse-counters-job.ts). */
export async function pruneIdempotencyKeys(db: Queryable): Promise<void> {
  await db.delete(idempotencyKeys).where(expired());
}

function expired() {
  return lt(idempotencyKeys.createdAt, sql`now() - ${IDEMPOTENCY_KEY_TTL}`);
}

/** sha-256 of a JSON body with its object keys sorted: spacing and key order do not count. */
export function fingerprintJson(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body ?? null)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * sha-256 of a multipart form: its text parts by name and its files' bytes in order, each
 * length-prefixed so no two forms hash alike. The boundary and file names do not count.
 */
export function fingerprintForm(form: { fields: ReadonlyMap<string, string>; files: readonly Buffer[] }): string {
  const hash = createHash('sha256');
  const add = (bytes: Buffer) => {
    hash.update(`${bytes.length}:`);
    hash.update(bytes);
  };
  for (const name of [...form.fields.keys()].sort()) {
    add(Buffer.from(name));
    add(Buffer.from(form.fields.get(name) ?? ''));
  }
  hash.update(`files:${form.files.length}:`);
  for (const file of form.files) add(file);
  return hash.digest('hex');
}
