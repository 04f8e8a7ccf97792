// The API's snake_case fields -> the row's columns, for insert and update alike.
import type { RequirementFields, RequirementUpdate } from '#shared/schemas/requirements.ts';
import type { requirements } from '#server/db/schema.ts';

type Columns = Partial<typeof requirements.$inferInsert>;

export function requirementColumns(fields: Partial<RequirementFields> & RequirementUpdate): Columns {
  const columns: Columns = {
    propertyType: fields.property_type,
    cityId: fields.city_id,
    areaIds: fields.area_ids,
    budgetMin: fields.budget_min,
    budgetMax: fields.budget_max,
    bedroomsMin: fields.bedrooms_min,
    bedroomsMax: fields.bedrooms_max,
    sqftMin: fields.sqft_min,
    sqftMax: fields.sqft_max,
    notes: fields.notes,
    clientNote: fields.client_note,
    visibility: fields.visibility,
    status: fields.status,
  };
  // A field left out of a PATCH is left as it is.
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined)) as Columns;
}
