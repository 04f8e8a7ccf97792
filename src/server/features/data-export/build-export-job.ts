// The background build of an export: the zip is written to a temporary file (never
// held in memory), stored, and the row becomes ready with its expiry; then the owner
// hears of it in the app and by mail. A failed build is tried again; after the last
// try the export shows as failed and the broker may ask again.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { DATA_EXPORT_TTL_DAYS } from '#shared/schemas/account.ts';
import type { AppContext } from '#server/app-context.ts';
import { dataExports, profiles } from '#server/db/schema.ts';
import { defineJob } from '#server/lib/jobs/job-definition.ts';
import { writeExportArchive } from './export-archive';
import { notifyExportReady } from './notify-export-ready';

export const buildDataExportJob = defineJob<{ exportId: string }, AppContext>({
  name: 'data_export.build',
  payload: z.object({ exportId: z.uuid() }),
  maxAttempts: 3,
  retryDelayMs: (attempt) => attempt * 60_000,
  async run({ exportId }, { ctx, signal }) {
    await buildDataExport(ctx, exportId, signal);
  },
  async onGiveUp({ exportId }, { ctx }) {
    await ctx.db
      .update(dataExports)
      .set({ status: 'failed' })
      .where(and(eq(dataExports.id, exportId), inArray(dataExports.status, ['queued', 'building'])));
  },
});

export async function buildDataExport(ctx: AppContext, exportId: string, signal: AbortSignal): Promise<void> {
  const [started] = await ctx.db
    .update(dataExports)
    .set({ status: 'building' })
    .where(and(eq(dataExports.id, exportId), inArray(dataExports.status, ['queued', 'building'])))
    .returning({ userId: dataExports.userId });
  // Already done, or the account was deleted meanwhile.
  if (!started) return;
  const [owner] = await ctx.db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, started.userId));
  if (!owner) return;

  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bc-export-'));
  try {
    const file = path.join(dir, 'export.zip');
    await writeExportArchive(ctx, { id: started.userId, isAdmin: owner.role === 'admin' }, file, signal);
    const { size } = await fs.stat(file);
    const key = `exports/${exportId}/${randomBytes(16).toString('hex')}.zip`;
    await ctx.storage.putFile(key, file, 'application/zip');
    const [ready] = await ctx.db
      .update(dataExports)
      .set({
        status: 'ready',
        storageKey: key,
        sizeBytes: size,
        readyAt: sql`now()`,
        expiresAt: sql`now() + ${DATA_EXPORT_TTL_DAYS} * interval '1 day'`,
      })
      .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'building')))
      .returning({ expiresAt: dataExports.expiresAt });
    if (!ready?.expiresAt) {
      // The row went while we built (the account was deleted): so does the file.
      await ctx.storage.delete(key);
      return;
    }
    await notifyExportReady(ctx, started.userId, ready.expiresAt);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
