// 'Download my data' (decision 028): a request queues a build job (one at a time per
// broker, a few a day); the list shows the latest with their state; a download needs a
// ticket that only the signed-in owner can get, good once and for a minute, so neither
// an export id nor a forwarded link is enough.
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  DATA_EXPORT_TICKET_SECONDS,
  DATA_EXPORTS_PER_DAY,
  type DataExport,
  type DataExportLink,
  type DataExportList,
} from '#shared/schemas/account.ts';
import type { AppContext } from '#server/app-context.ts';
import { dataExports } from '#server/db/schema.ts';
import { conflict, HttpError, isUniqueViolation, notFound } from '#server/lib/http-errors.ts';
import { enqueueJob } from '#server/lib/jobs/enqueue-job.ts';
import type { StoredStream } from '#server/lib/storage.ts';
import { createOpaqueToken, hashToken } from '#server/lib/secure-random.ts';
import { buildDataExportJob } from './build-export-job';
import { presentDataExport } from './presenter';

const DAY = sql`interval '1 day'`;
const LISTED = 5;

export async function requestDataExport(ctx: AppContext, userId: string): Promise<DataExport> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const recent = await tx
        .select({ createdAt: dataExports.createdAt })
        .from(dataExports)
        .where(and(eq(dataExports.userId, userId), gt(dataExports.createdAt, sql`now() - ${DAY}`)));
      if (recent.length >= DATA_EXPORTS_PER_DAY) {
        const oldest = Math.min(...recent.map((r) => r.createdAt.getTime()));
        const retryAfter = Math.max(1, Math.ceil((oldest + 86_400_000 - Date.now()) / 1000));
        throw new HttpError(429, 'rate_limited', ACCOUNT_MESSAGES.exportDailyLimit, undefined, {
          'retry-after': String(retryAfter),
        });
      }
      const [row] = await tx.insert(dataExports).values({ userId }).returning();
      if (!row) throw new Error('data export insert returned nothing');
      await enqueueJob(tx, buildDataExportJob, { exportId: row.id });
      return presentDataExport(row);
    });
  } catch (error) {
    // Another request of the same broker got there first (the one-active index).
    if (isUniqueViolation(error, 'data_exports_one_active_key')) throw conflict(ACCOUNT_MESSAGES.exportRunning);
    throw error;
  }
}

export async function listDataExports(ctx: AppContext, userId: string): Promise<DataExportList> {
  const [rows, recent] = await Promise.all([
    ctx.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, userId))
      .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
      .limit(LISTED),
    ctx.db
      .select({ nextAt: sql<Date | string>`${dataExports.createdAt} + ${DAY}` })
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), gt(dataExports.createdAt, sql`now() - ${DAY}`)))
      .orderBy(dataExports.createdAt),
  ]);
  const remaining = Math.max(0, DATA_EXPORTS_PER_DAY - recent.length);
  const first = recent[0]?.nextAt;
  return {
    items: rows.map(presentDataExport),
    remaining_today: remaining,
    next_request_at: remaining === 0 && first ? new Date(first).toISOString() : null,
  };
}

/** A one-minute, single-use download link for the owner's ready export. */
export async function createDownloadLink(ctx: AppContext, userId: string, exportId: string): Promise<DataExportLink> {
  const ticket = createOpaqueToken();
  const [row] = await ctx.db
    .update(dataExports)
    .set({
      ticketHash: hashToken(ticket),
      ticketExpiresAt: sql`now() + ${DATA_EXPORT_TICKET_SECONDS} * interval '1 second'`,
    })
    .where(
      and(
        eq(dataExports.id, exportId),
        eq(dataExports.userId, userId),
        eq(dataExports.status, 'ready'),
        gt(dataExports.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: dataExports.id });
  if (!row) throw notFound(ACCOUNT_MESSAGES.exportNotFound);
  return {
    url: `/api/account/exports/${row.id}/download?ticket=${encodeURIComponent(ticket)}`,
    expires_in: DATA_EXPORT_TICKET_SECONDS,
  };
}

export type OpenedDownload = StoredStream & { createdAt: Date };

/** Spends the ticket and opens the file; anything wrong is the same 404. */
export async function openDownload(ctx: AppContext, exportId: string, ticket: string | undefined): Promise<OpenedDownload> {
  if (!ticket) throw notFound(ACCOUNT_MESSAGES.downloadLinkInvalid);
  const [row] = await ctx.db
    .update(dataExports)
    .set({ ticketHash: null, ticketExpiresAt: null })
    .where(
      and(
        eq(dataExports.id, exportId),
        eq(dataExports.ticketHash, hashToken(ticket)),
        gt(dataExports.ticketExpiresAt, sql`now()`),
        eq(dataExports.status, 'ready'),
        gt(dataExports.expiresAt, sql`now()`),
      ),
    )
    .returning({ storageKey: dataExports.storageKey, createdAt: dataExports.createdAt });
  if (!row?.storageKey) throw notFound(ACCOUNT_MESSAGES.downloadLinkInvalid);
  const stored = await ctx.storage.getStream(row.storageKey);
  if (!stored) throw notFound(ACCOUNT_MESSAGES.exportNotFound);
  return { ...stored, createdAt: row.createdAt };
}

/** The storage keys of every export file of these brokers (their account is being deleted). */
export async function exportKeysOf(ctx: AppContext, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await ctx.db
    .select({ key: dataExports.storageKey })
    .from(dataExports)
    .where(inArray(dataExports.userId, [...userIds]));
  return rows.flatMap((r) => (r.key ? [r.key] : []));
}
