// Paging an export's rows oldest first by (created_at, id). The cursor is created_at as
// text, which keeps the microseconds a JavaScript Date would drop (two rows of the same
// millisecond are neither skipped nor repeated).
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export const EXPORT_PAGE_SIZE = 500;

export type Cursor = { cursor: string; id: string };

export const cursorOf = (createdAt: AnyPgColumn) => sql<string>`${createdAt}::text`;

/** Rows after `last` (nothing when undefined: from the start). */
export function after(createdAt: AnyPgColumn, id: AnyPgColumn, last: Cursor | undefined): SQL | undefined {
  return last ? sql`(${createdAt}, ${id}) > (${last.cursor}::timestamptz, ${last.id}::uuid)` : undefined;
}
