// "May this reader see that row?" for many (reader, row) pairs at once: the pairs go
// into the query as three array parameters, unnested side by side into a row source
// `r(reader_id, is_admin, ref_id)`, and the visibility rule is applied per pair. One
// statement per page of notifications, or per fan-out of a new listing, instead of one
// per reader. unnest() of arrays, unlike jsonb_to_recordset (always guessed at 100
// rows), tells the planner how many pairs there are, so a page's few ids are probed by
// primary key instead of hash-joined against the whole table (decision 013).
import { sql, type SQL } from 'drizzle-orm';

export type ReaderRef = { readerId: string; isAdmin: boolean; refId: string };

export const refKey = (readerId: string, refId: string) => `${readerId}|${refId}`;

/** Both ids must already be uuids (isUuid): the cast would fail the whole query otherwise. */
export function readerRefsSource(refs: readonly ReaderRef[]): SQL {
  const unique = new Map(refs.map((r) => [refKey(r.readerId, r.refId), r]));
  const pairs = [...unique.values()];
  // Array literals as text: a JS array in a sql`` template would become a list of
  // parameters. Uuids and booleans need no quoting inside the braces.
  const readers = `{${pairs.map((r) => r.readerId).join(',')}}`;
  const admins = `{${pairs.map((r) => (r.isAdmin ? 't' : 'f')).join(',')}}`;
  const ids = `{${pairs.map((r) => r.refId).join(',')}}`;
  return sql`unnest(${readers}::uuid[], ${admins}::boolean[], ${ids}::uuid[]) as r(reader_id, is_admin, ref_id)`;
}

export const refReaderId = sql<string>`r.reader_id`;
export const refIsAdmin = sql`r.is_admin`;
export const refId = sql`r.ref_id`;
