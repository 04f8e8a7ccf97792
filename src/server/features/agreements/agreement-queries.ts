// Reading agreements, always scoped to the caller: an agreement exists only for its
// parties (the broker who drafted it, and once it is sent the listing broker of a
// co-broking one). Anyone else, an admin included, gets the same 404 as for an id that
// does not exist.
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#server/db/open.ts';
import { agreementEvents, agreementSigners, agreements, cities, properties, requirements } from '#server/db/schema.ts';
import type { Viewer } from '#server/lib/viewer.ts';
import { requirementTitleColumns, titleOfFacts } from '../requirements';

export type AgreementRow = typeof agreements.$inferSelect;
export type SignerRow = typeof agreementSigners.$inferSelect;
export type EventRow = typeof agreementEvents.$inferSelect;
export type AgreementViewerRole = 'owner' | 'listing_broker';

/** An agreement with what its answer needs. */
export type AgreementParts = {
  row: AgreementRow;
  signers: SignerRow[];
  events: EventRow[];
  /** The listing's current title (a draft's title follows its listing; a sent one's is frozen). */
  propertyTitle: string | null;
  /** The requirement's current title, for the kinds that have one. */
  requirementTitle: string | null;
  /** Co-broking's client note: loaded only for a caller who may see it (see loadAgreementParts). */
  clientNote: string | null;
  viewerRole: AgreementViewerRole;
};

/** The agreements a member signs as a co-broking's listing broker (agreement_signers_member_idx). */
function listingBrokerAgreementIds(db: Queryable, viewer: Viewer) {
  return db
    .select({ id: agreementSigners.agreementId })
    .from(agreementSigners)
    .where(and(eq(agreementSigners.userId, viewer.id), eq(agreementSigners.role, 'listing_broker')));
}

/**
 * The agreements a member drafted, or signs as a co-broking's listing broker. The second
 * set is `= any(array(...))`, one InitPlan whose ids probe agreements_pkey, so the planner
 * ORs two index scans (with the owner's agreements_owner_created_idx); `in (select ...)`
 * made it a hashed subplan tested against every agreement in a sequential scan.
 */
function partyScope(db: Queryable, viewer: Viewer): SQL {
  return or(
    eq(agreements.ownerId, viewer.id),
    sql`${agreements.id} = any(array(${listingBrokerAgreementIds(db, viewer)}))`,
  ) as SQL;
}

export const viewerRoleOf = (row: AgreementRow, viewer: Viewer): AgreementViewerRole =>
  row.ownerId === viewer.id ? 'owner' : 'listing_broker';

/** The agreement if the caller drafted it: only its drafter changes, sends or cancels it. */
export async function findOwnAgreementRow(db: Queryable, viewer: Viewer, id: string): Promise<AgreementRow | undefined> {
  const [row] = await db
    .select()
    .from(agreements)
    .where(and(eq(agreements.id, id), eq(agreements.ownerId, viewer.id)));
  return row;
}

/** The agreement if the caller is one of its parties (reading it, signing it in the app). */
export async function findPartyAgreementRow(db: Queryable, viewer: Viewer, id: string): Promise<AgreementRow | undefined> {
  const [row] = await db
    .select()
    .from(agreements)
    .where(and(eq(agreements.id, id), partyScope(db, viewer)));
  return row;
}

/**
 * The co-broking client's note reaches the client's broker (who wrote it) always, and the
 * listing broker only once every party has signed, as it was then (frozen with the
 * execution): the one place the rule is decided.
 */
export function mayReadClientNote(row: AgreementRow, viewer: Viewer): boolean {
  if (row.kind !== 'broker_to_broker') return false;
  return row.ownerId === viewer.id || row.status === 'executed';
}

export async function loadAgreementParts(
  db: Queryable,
  viewer: Viewer,
  rows: readonly AgreementRow[],
  { withEvents }: { withEvents: boolean },
): Promise<AgreementParts[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const propertyIds = [...new Set(rows.flatMap((r) => (r.propertyId ? [r.propertyId] : [])))];
  const requirementIds = [...new Set(rows.flatMap((r) => (r.requirementId ? [r.requirementId] : [])))];
  // Notes are read only in a single agreement's answer: the drafter's own, live from their
  // requirement; the listing broker's, the one disclosed at execution (on the row).
  const noteIds = withEvents
    ? rows.filter((r) => r.requirementId && mayReadClientNote(r, viewer) && r.ownerId === viewer.id).map((r) => r.requirementId as string)
    : [];
  const [signers, events, titles, requirementRows, notes] = await Promise.all([
    db.select().from(agreementSigners).where(inArray(agreementSigners.agreementId, ids)).orderBy(asc(agreementSigners.createdAt)),
    withEvents
      ? db.select().from(agreementEvents).where(inArray(agreementEvents.agreementId, ids)).orderBy(asc(agreementEvents.createdAt))
      : Promise.resolve([] as EventRow[]),
    propertyIds.length > 0
      ? db.select({ id: properties.id, title: properties.title }).from(properties).where(inArray(properties.id, propertyIds))
      : Promise.resolve([] as { id: string; title: string }[]),
    requirementIds.length > 0
      ? db
          .select({ id: requirements.id, ...requirementTitleColumns })
          .from(requirements)
          .innerJoin(cities, eq(cities.id, requirements.cityId))
          .where(inArray(requirements.id, requirementIds))
      : Promise.resolve([]),
    noteIds.length > 0
      ? db.select({ id: requirements.id, note: requirements.clientNote }).from(requirements).where(inArray(requirements.id, noteIds))
      : Promise.resolve([] as { id: string; note: string }[]),
  ]);
  const titleOf = new Map(titles.map((t) => [t.id, t.title]));
  const requirementTitleOf = new Map(requirementRows.map((r) => [r.id, titleOfFacts(r)]));
  const noteOf = new Map(notes.map((n) => [n.id, n.note]));
  return rows.map((row) => ({
    row,
    signers: signers.filter((s) => s.agreementId === row.id).sort((a, b) => roleOrder(a.role) - roleOrder(b.role)),
    events: events.filter((e) => e.agreementId === row.id),
    propertyTitle: row.propertyId ? (titleOf.get(row.propertyId) ?? null) : null,
    requirementTitle: row.requirementId ? (requirementTitleOf.get(row.requirementId) ?? null) : null,
    clientNote: !withEvents || !mayReadClientNote(row, viewer)
      ? null
      : row.ownerId === viewer.id
        ? (row.requirementId ? (noteOf.get(row.requirementId) ?? null) : null)
        : row.disclosedClientNote,
    viewerRole: viewerRoleOf(row, viewer),
  }));
}

const ROLE_ORDER: Record<string, number> = { broker: 0, listing_broker: 1, client: 2 };
const roleOrder = (role: string) => ROLE_ORDER[role] ?? 3;

export async function listPartyAgreementRows(
  db: Queryable,
  viewer: Viewer,
  filters: { kind?: string; status?: string },
  page: { limit: number; offset: number },
): Promise<{ rows: AgreementRow[]; total: number }> {
  const where = and(
    partyScope(db, viewer),
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

/** The members who are parties (the drafter, a co-broking's listing broker), but `exceptId`. */
export async function memberPartyIds(db: Queryable, row: AgreementRow, exceptId?: string): Promise<string[]> {
  const listing = row.kind === 'broker_to_broker' ? await listingBrokerAgreementSigners(db, row.id) : [];
  return [row.ownerId, ...listing].filter((id) => id !== exceptId);
}

async function listingBrokerAgreementSigners(db: Queryable, agreementId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: agreementSigners.userId })
    .from(agreementSigners)
    .where(and(eq(agreementSigners.agreementId, agreementId), eq(agreementSigners.role, 'listing_broker')));
  return rows.flatMap((r) => (r.userId ? [r.userId] : []));
}
