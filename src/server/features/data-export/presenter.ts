import type { DataExport } from '#shared/schemas/account.ts';
import type { dataExports } from '#server/db/schema.ts';

type Row = typeof dataExports.$inferSelect;

export function presentDataExport(row: Row): DataExport {
  return {
    id: row.id,
    status: row.status as DataExport['status'],
    created_at: row.createdAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    expires_at: row.status === 'ready' ? (row.expiresAt?.toISOString() ?? null) : null,
    size_bytes: row.status === 'ready' ? row.sizeBytes : null,
  };
}
