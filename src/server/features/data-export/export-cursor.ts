// Paging an export's rows oldest first by (created_at, id). The cursor is created_at as
// text, which keeps the microseconds a JavaScript Date would drop (two rows of the same
// millisecond are neither skipped nor repeated).
import { and, asc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { paged } from './export-format';

export const EXPORT_PAGE_SIZE = 500;

export type Cursor = { cursor: string; id: string };

export const cursorOf = (createdAt: AnyPgColumn) => sql<string>`${createdAt}::text`;

/** Rows after `last` (nothing when undefined: from the start). */
export function after(createdAt: AnyPgColumn, id: AnyPgColumn, last: Cursor | undefined): SQL | undefined {
  return last ? sql`(${createdAt}, ${id}) > (${last.cursor}::timestamptz, ${last.id}::uuid)` : undefined;
}

/**
 * The page of `query` (made `$dynamic()`) that follows `last` among the rows `owned` picks:
 * ordered by the very (created_at, id) pair `after` compares, so a page neither skips nor
 * repeats a row, and at most EXPORT_PAGE_SIZE long, the size `paged` stops short of.
 */
export function pageAfter<Query extends PgSelect>(
  query: Query,
  table: { createdAt: AnyPgColumn; id: AnyPgColumn },
  owned: SQL | undefined,
  last: Cursor | undefined,
) {
  return query
    .where(and(owned, after(table.createdAt, table.id, last)))
    .orderBy(asc(table.createdAt), asc(table.id))
    .limit(EXPORT_PAGE_SIZE);
}

/**
 * Every row of `select()` (made `$dynamic()`, picking `id` and `cursor`) that `owned`
 * picks, oldest first, read a page at a time with `pageAfter`; the query is built anew
 * for each page, as a built one keeps the conditions it was given.
 */
export function ownedRows<Query extends PgSelect>(
  select: () => Query,
  table: { createdAt: AnyPgColumn; id: AnyPgColumn },
  owned: SQL | undefined,
): AsyncGenerator<Query['_']['result'][number]> {
  type Row = Query['_']['result'][number];
  return paged<Row>(
    // What a query gives, `_['result']`, is what it resolves to; TypeScript cannot
    // follow that through the generic, hence the one assertion.
    (last) => pageAfter(select(), table, owned, last as Cursor | undefined) as PromiseLike<Row[]>,
    EXPORT_PAGE_SIZE,
  );
}
