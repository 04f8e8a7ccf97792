// "May this reader see that row?" for many (reader, row) pairs at once: the pairs go
// into the query as one jsonb parameter, unpacked into a row source `r(reader_id,
// is_admin, ref_id)`, and the visibility rule is applied per pair. One statement per
// page of notifications, or per fan-out of a new listing, instead of one per reader.
import { sql, type SQL } from 'drizzle-orm';

export type ReaderRef = { readerId: string; isAdmin: boolean; refId: string };

export const refKey = (readerId: string, refId: string) => `${readerId}|${refId}`;

/** Both ids must already be uuids (isUuid): the cast would fail the whole query otherwise. */
export function readerRefsSource(refs: readonly ReaderRef[]): SQL {
  const unique = new Map(refs.map((r) => [refKey(r.readerId, r.refId), r]));
  const json = JSON.stringify(
    [...unique.values()].map((r) => ({ reader_id: r.readerId, is_admin: r.isAdmin, ref_id: r.refId })),
  );
  return sql`jsonb_to_recordset(${json}::jsonb) as r(reader_id uuid, is_admin boolean, ref_id uuid)`;
}

export const refReaderId = sql<string>`r.reader_id`;
export const refIsAdmin = sql`r.is_admin`;
export const refId = sql`r.ref_id`;
