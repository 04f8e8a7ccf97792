// What the requirement parser reads from a pasted client requirement (issue 19, Quick
// Entry for requirements). The names are the requirement's own fields, so the form and
// the future POST /api/requirements take them as they are; `city` and `areas` are the
// names found, for the form to show, and `sqft_conversion` the unit the size was
// written in. Every figure is null when the text does not give it.
import { z } from 'zod';
import { propertyTypeSchema } from './properties';
import { sqftConversionSchema } from './quick-entry';

const rowId = z.number().int().positive();
const bound = z.number().int().positive().nullable();
const rooms = z.number().int().min(0).max(20).nullable();

/** Notes are what the text says beyond the fields ("ready to move"), cut at this length. */
export const REQUIREMENT_NOTES_MAX = 1000;

export const parsedRequirementSchema = z.object({
  /** Sale: the client buys; Rent: the client rents. */
  property_type: propertyTypeSchema.nullable(),
  /** One of the nine known cities, by its canonical name. */
  city: z.string().nullable(),
  city_id: rowId.nullable(),
  /** The localities asked for, in text order (several: "Whitefield or Marathahalli"). */
  areas: z.array(z.string()),
  /** The ids of `areas` that are rows of the given places. */
  area_ids: z.array(rowId),
  /** Whole rupees; monthly for Rent. */
  budget_min: bound,
  budget_max: bound,
  bedrooms_min: rooms,
  bedrooms_max: rooms,
  sqft_min: bound,
  sqft_max: bound,
  sqft_conversion: sqftConversionSchema.nullable(),
  notes: z.string().max(REQUIREMENT_NOTES_MAX).nullable(),
});
export type ParsedRequirement = z.infer<typeof parsedRequirementSchema>;
