// A requirement as the API shows it. The client note is the owner's alone: it is put in
// the answer only when the viewer owns the row (not for an admin, not for anyone else),
// and it is the only place the column is read out.
import { buildRequirementTitle } from '#shared/format/requirement-title.ts';
import type { Requirement, RequirementStatus } from '#shared/schemas/requirements.ts';
import type { requirements } from '#server/db/schema.ts';
import { presentBrokerSummary, type BrokerSummaryRow } from '#server/lib/broker-summary.ts';
import type { Viewer } from '#server/lib/viewer.ts';

export type RequirementRow = typeof requirements.$inferSelect;
export type RequirementWithFacts = {
  requirement: RequirementRow;
  broker: BrokerSummaryRow;
  city: string;
  areas: { id: number; name: string }[];
  matchCount: number;
  newMatchCount: number;
};

/** 'expired' as soon as the clock says so, before the hourly job writes it. */
export function effectiveStatus(row: Pick<RequirementRow, 'status' | 'expiresAt'>, now = new Date()): RequirementStatus {
  if (row.status === 'active' && row.expiresAt <= now) return 'expired';
  return row.status as RequirementStatus;
}

export function titleOf({ requirement: r, city, areas }: Pick<RequirementWithFacts, 'requirement' | 'city' | 'areas'>): string {
  return buildRequirementTitle({
    property_type: r.propertyType === 'Rent' ? 'Rent' : 'Sale',
    city,
    areas,
    budget_min: r.budgetMin,
    budget_max: r.budgetMax,
    bedrooms_min: r.bedroomsMin,
    bedrooms_max: r.bedroomsMax,
  });
}

export function presentRequirement(row: RequirementWithFacts, viewer: Viewer): Requirement {
  const r = row.requirement;
  const isOwner = r.userId === viewer.id;
  return {
    id: r.id,
    user_id: r.userId,
    title: titleOf(row),
    property_type: r.propertyType === 'Rent' ? 'Rent' : 'Sale',
    city_id: r.cityId,
    city: row.city,
    areas: row.areas,
    budget_min: r.budgetMin,
    budget_max: r.budgetMax,
    bedrooms_min: r.bedroomsMin,
    bedrooms_max: r.bedroomsMax,
    sqft_min: r.sqftMin,
    sqft_max: r.sqftMax,
    notes: r.notes,
    ...(isOwner ? { client_note: r.clientNote } : {}),
    visibility: r.visibility === 'Private' || r.visibility === 'All' ? r.visibility : 'Network Only',
    status: effectiveStatus(r),
    expires_at: r.expiresAt.toISOString(),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    broker: presentBrokerSummary(row.broker),
    is_owner: isOwner,
    ...(isOwner ? { match_count: row.matchCount, new_match_count: row.newMatchCount } : {}),
  };
}

export type RequirementTitleFacts = {
  propertyType: string | null;
  city: string | null;
  areas: { id: number; name: string }[] | null;
  budgetMin: number | null;
  budgetMax: number | null;
  bedroomsMin: number | null;
  bedroomsMax: number | null;
};

/** The title from requirementTitleColumns; null when no requirement was joined. */
export function titleOfFacts(f: RequirementTitleFacts): string | null {
  if (f.propertyType === null || f.city === null) return null;
  return buildRequirementTitle({
    property_type: f.propertyType === 'Rent' ? 'Rent' : 'Sale',
    city: f.city,
    areas: f.areas ?? [],
    budget_min: f.budgetMin,
    budget_max: f.budgetMax,
    bedrooms_min: f.bedroomsMin,
    bedrooms_max: f.bedroomsMax,
  });
}
