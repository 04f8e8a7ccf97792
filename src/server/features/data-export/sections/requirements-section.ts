// requirements.json and requirements.csv: the broker's buyer and tenant requirements with
// their own client details (the client note is theirs), the city and area names (read in
// the same statement), and the listings they marked on each (one read for all).
import { and, eq, ne } from 'drizzle-orm';
import { cities, requirementMatches, requirements } from '#server/db/schema.ts';
import { areasOf } from '#server/features/requirements/index.ts';
import { cursorOf, ownedRows, type Cursor } from '../export-cursor';
import { csvDocument, isoOrNull, jsonDocument, mapped, type CsvColumn } from '../export-format';
import type { ExportSection } from './export-section';

type Requirement = Cursor & {
  propertyType: string;
  city: string | null;
  areas: { id: number; name: string }[];
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
            areas: areasOf,
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
  // The listings the broker shortlisted or rejected (new matches are the network's, not
  // theirs), all of them in one read, by requirement.
  const markedOf = async () => {
    const marks = await ctx.db
      .select({ requirementId: requirementMatches.requirementId, property_id: requirementMatches.propertyId, state: requirementMatches.state })
      .from(requirementMatches)
      .innerJoin(requirements, eq(requirements.id, requirementMatches.requirementId))
      .where(and(eq(requirements.userId, owner.id), ne(requirementMatches.state, 'new')));
    const byRequirement = new Map<string, { property_id: string; state: string }[]>();
    for (const { requirementId, ...mark } of marks) {
      const list = byRequirement.get(requirementId);
      if (list) list.push(mark);
      else byRequirement.set(requirementId, [mark]);
    }
    return byRequirement;
  };

  out.text('requirements.json', async function* () {
    const marked = await markedOf();
    yield* jsonDocument(
      {},
      {
        requirements: mapped(rows(), (r) => ({
          id: r.id,
          property_type: r.propertyType,
          city: r.city,
          areas: r.areas.map((a) => a.name),
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
          marked_listings: marked.get(r.id) ?? [],
          expires_at: isoOrNull(r.expiresAt),
          created_at: isoOrNull(r.createdAt),
          updated_at: isoOrNull(r.updatedAt),
        })),
      },
    );
  });
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
