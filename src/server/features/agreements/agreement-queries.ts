// Reading agreements, always scoped to the caller: an agreement exists only for its
// parties (the broker who drafted it; the other broker of a co-broking one comes with that
// kind). Anyone else gets the same 404 as for an id that does not exist.
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Queryable } from '#server/db/open.ts';
import { agreementEvents, agreementSigners, agreements, properties } from '#server/db/schema.ts';
import type { Viewer } from '#server/lib/viewer.ts';

export type AgreementRow = typeof agreements.$inferSelect;
export type SignerRow = typeof agreementSigners.$inferSelect;
export type EventRow = typeof agreementEvents.$inferSelect;

/** An agreement with what its answer needs. */
export type AgreementParts = {
  row: AgreementRow;
  signers: SignerRow[];
  events: EventRow[];
  /** The listing's current title (a draft's title follows its listing; a sent one's is frozen). */
  propertyTitle: string | null;
};

const partyOf = (viewer: Viewer): SQL => eq(agreements.ownerId, viewer.id);

export async function findOwnAgreementRow(db: Queryable, viewer: Viewer, id: string): Promise<AgreementRow | undefined> {
  const [row] = await db
    .select()
    .from(agreements)
    .where(and(eq(agreements.id, id), partyOf(viewer)));
  return row;
}

export async function loadAgreementParts(
  db: Queryable,
  rows: readonly AgreementRow[],
  { withEvents }: { withEvents: boolean },
): Promise<AgreementParts[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const propertyIds = [...new Set(rows.flatMap((r) => (r.propertyId ? [r.propertyId] : [])))];
  const [signers, events, titles] = await Promise.all([
    db.select().from(agreementSigners).where(inArray(agreementSigners.agreementId, ids)).orderBy(asc(agreementSigners.createdAt)),
    withEvents
      ? db.select().from(agreementEvents).where(inArray(agreementEvents.agreementId, ids)).orderBy(asc(agreementEvents.createdAt))
      : Promise.resolve([] as EventRow[]),
    propertyIds.length > 0
      ? db.select({ id: properties.id, title: properties.title }).from(properties).where(inArray(properties.id, propertyIds))
      : Promise.resolve([] as { id: string; title: string }[]),
  ]);
  const titleOf = new Map(titles.map((t) => [t.id, t.title]));
  return rows.map((row) => ({
    row,
    signers: signers.filter((s) => s.agreementId === row.id).sort((a, b) => roleOrder(a.role) - roleOrder(b.role)),
    events: events.filter((e) => e.agreementId === row.id),
    propertyTitle: row.propertyId ? (titleOf.get(row.propertyId) ?? null) : null,
  }));
}

const roleOrder = (role: string) => (role === 'broker' ? 0 : 1);

export async function listOwnAgreementRows(
  db: Queryable,
  viewer: Viewer,
  filters: { kind?: string; status?: string },
  page: { limit: number; offset: number },
): Promise<{ rows: AgreementRow[]; total: number }> {
  const where = and(
    partyOf(viewer),
    filters.kind ? eq(agreements.kind, filters.kind) : undefined,
    filters.status ? eq(agreements.status, filters.status) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(agreements)
      .where(where)
      .orderBy(desc(agreements.createdAt), desc(agreements.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(agreements).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
