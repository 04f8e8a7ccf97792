// requirements.json and requirements.csv: the broker's buyer and tenant requirements with
// their own client details (the client note is theirs), the city and area names, and
// the listings they marked on each.
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { cities, localAreas, requirementMatches, requirements } from '#server/db/schema.ts';
import { cursorOf, ownedRows, type Cursor } from '../export-cursor';
import { csvDocument, isoOrNull, jsonDocument, mapped, type CsvColumn } from '../export-format';
import type { ExportSection } from './export-section';

type Requirement = Cursor & {
  propertyType: string;
  city: string | null;
  areaIds: number[];
  budgetMin: number | null;
  budgetMax: number | null;
  bedroomsMin: number | null;
  bedroomsMax: number | null;
  sqftMin: number | null;
  sqftMax: number | null;
  notes: string;
  clientNote: string;
  visibility: string;
  status: string;
  expiresAt: Date;
  createdAt: Date;
  updatedAt: Date;
};

export const requirementsSection: ExportSection = async (ctx, owner, out) => {
  const rows = (): AsyncGenerator<Requirement> =>
    ownedRows(
      () =>
        ctx.db
          .select({
            id: requirements.id,
            cursor: cursorOf(requirements.createdAt),
            propertyType: requirements.propertyType,
            city: cities.name,
            areaIds: requirements.areaIds,
            budgetMin: requirements.budgetMin,
            budgetMax: requirements.budgetMax,
            bedroomsMin: requirements.bedroomsMin,
            bedroomsMax: requirements.bedroomsMax,
            sqftMin: requirements.sqftMin,
            sqftMax: requirements.sqftMax,
            notes: requirements.notes,
            clientNote: requirements.clientNote,
            visibility: requirements.visibility,
            status: requirements.status,
            expiresAt: requirements.expiresAt,
            createdAt: requirements.createdAt,
            updatedAt: requirements.updatedAt,
          })
          .from(requirements)
          .leftJoin(cities, eq(cities.id, requirements.cityId))
          .$dynamic(),
      requirements,
      eq(requirements.userId, owner.id),
    );
  const areaNames = async (ids: number[]) =>
    ids.length === 0
      ? []
      : (
          await ctx.db.select({ area: localAreas.area }).from(localAreas).where(inArray(localAreas.id, ids)).orderBy(asc(localAreas.area))
        ).map((a) => a.area);
  // The listings the broker shortlisted or rejected (new matches are the network's, not theirs).
  const marked = (requirementId: string) =>
    ctx.db
      .select({ property_id: requirementMatches.propertyId, state: requirementMatches.state })
      .from(requirementMatches)
      .where(and(eq(requirementMatches.requirementId, requirementId), ne(requirementMatches.state, 'new')));

  out.text('requirements.json', () =>
    jsonDocument(
      {},
      {
        requirements: mapped(rows(), async (r) => ({
          id: r.id,
          property_type: r.propertyType,
          city: r.city,
          areas: await areaNames(r.areaIds),
          budget_min: r.budgetMin,
          budget_max: r.budgetMax,
          bedrooms_min: r.bedroomsMin,
          bedrooms_max: r.bedroomsMax,
          sqft_min: r.sqftMin,
          sqft_max: r.sqftMax,
          notes: r.notes,
          client_note: r.clientNote,
          visibility: r.visibility,
          status: r.status,
          marked_listings: await marked(r.id),
          expires_at: isoOrNull(r.expiresAt),
          created_at: isoOrNull(r.createdAt),
          updated_at: isoOrNull(r.updatedAt),
        })),
      },
    ),
  );
  out.text('requirements.csv', () =>
    csvDocument<Requirement>(
      [
        ['id', (r) => r.id],
        ['property_type', (r) => r.propertyType],
        ['city', (r) => r.city],
        ['budget_min', (r) => r.budgetMin],
        ['budget_max', (r) => r.budgetMax],
        ['bedrooms_min', (r) => r.bedroomsMin],
        ['bedrooms_max', (r) => r.bedroomsMax],
        ['status', (r) => r.status],
        ['visibility', (r) => r.visibility],
        ['expires_at', (r) => r.expiresAt],
        ['created_at', (r) => r.createdAt],
        ['notes', (r) => r.notes],
        ['client_note', (r) => r.clientNote],
      ] satisfies readonly CsvColumn<Requirement>[],
      rows(),
    ),
  );
};
