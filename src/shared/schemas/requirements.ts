// Requirements (issue 19): what a broker's buyer or tenant needs, shown to the network
// without the client's details, and matched both ways against the network's listings.
// The form, the API and the server's checks share these schemas and messages.
import { z } from 'zod';
import { makePagedListSchema, pageNumberSchema, pageSizeSchema } from './paging';
import { brokerSummarySchema, propertySchema, propertyTypeSchema } from './properties';
import { REQUIREMENT_NOTES_MAX } from './parsed-requirement';

/** The same words as a listing's visibility; a requirement is never on a public page. */
export const REQUIREMENT_VISIBILITIES = ['Private', 'Network Only', 'All'] as const;
export const requirementVisibilitySchema = z.enum(REQUIREMENT_VISIBILITIES);
export type RequirementVisibility = z.infer<typeof requirementVisibilitySchema>;

export const REQUIREMENT_STATUSES = ['active', 'on_hold', 'fulfilled', 'expired'] as const;
export const requirementStatusSchema = z.enum(REQUIREMENT_STATUSES);
export type RequirementStatus = z.infer<typeof requirementStatusSchema>;
/** What the owner may set by hand; 'expired' is the clock's, and Renew leaves it. */
export const settableRequirementStatusSchema = z.enum(['active', 'on_hold', 'fulfilled']);

export const REQUIREMENT_STATUS_LABELS: Record<RequirementStatus, string> = {
  active: 'Active',
  on_hold: 'On hold',
  fulfilled: 'Fulfilled',
  expired: 'Expired',
};

export const MATCH_STATES = ['new', 'shortlisted', 'rejected'] as const;
export const matchStateSchema = z.enum(MATCH_STATES);
export type MatchState = z.infer<typeof matchStateSchema>;
export const MATCH_STATE_LABELS: Record<MatchState, string> = {
  new: 'New',
  shortlisted: 'Shortlisted',
  rejected: 'Rejected',
};

/**
 * Matching's tolerance (decision 040): a listing up to 10 % over the top of the budget is a
 * stretch match ('8 % over budget'), up to 10 % under its bottom too; the size may miss its
 * range by 10 % either way. Bedrooms, type, city and areas are exact.
 */
export const MATCH_BUDGET_TOLERANCE = 0.1;
export const MATCH_SIZE_TOLERANCE = 0.1;

/** A requirement lives this long after creation or renewal. */
export const REQUIREMENT_LIFETIME_DAYS = 30;
/** Its owner is reminded this long before it expires. */
export const REQUIREMENT_EXPIRY_NOTICE_DAYS = 3;
export const REQUIREMENT_AREAS_MAX = 10;
export const CLIENT_NOTE_MAX = 1000;
export const REQUIREMENTS_PAGE_SIZE = 10;
export const MATCHES_PAGE_SIZE = 10;

export const REQUIREMENT_MESSAGES = {
  typeRequired: 'Choose whether the client buys or rents',
  cityRequired: 'City is required',
  areaNotInCity: 'Choose areas of the selected city',
  tooManyAreas: `Choose at most ${REQUIREMENT_AREAS_MAX} areas`,
  budgetPositive: 'Budget must be a positive number',
  budgetRange: 'Minimum budget must not be above the maximum budget',
  bedrooms: 'Bedrooms must be a whole number from 0 to 20',
  bedroomsRange: 'Minimum bedrooms must not be above the maximum bedrooms',
  sqftPositive: 'Size must be a positive whole number of square feet',
  sqftRange: 'Minimum size must not be above the maximum size',
  notesMax: `Notes must be at most ${REQUIREMENT_NOTES_MAX} characters`,
  clientNoteMax: `Client details must be at most ${CLIENT_NOTE_MAX} characters`,
  notFound: 'Requirement not found',
  notAuthorized: 'You are not authorized to edit this requirement',
  matchNotFound: 'Match not found',
  renewFulfilled: 'A fulfilled requirement cannot be renewed',
  expiredStatus: 'An expired requirement comes back with Renew',
  saved: 'Requirement saved',
  deleted: 'Requirement deleted',
  renewed: 'Requirement renewed for 30 more days',
} as const;

const amount = z
  .number({ error: REQUIREMENT_MESSAGES.budgetPositive })
  .int(REQUIREMENT_MESSAGES.budgetPositive)
  .positive(REQUIREMENT_MESSAGES.budgetPositive)
  .max(1e12, REQUIREMENT_MESSAGES.budgetPositive)
  .nullable();
const rooms = z
  .number({ error: REQUIREMENT_MESSAGES.bedrooms })
  .int(REQUIREMENT_MESSAGES.bedrooms)
  .min(0, REQUIREMENT_MESSAGES.bedrooms)
  .max(20, REQUIREMENT_MESSAGES.bedrooms)
  .nullable();
const size = z
  .number({ error: REQUIREMENT_MESSAGES.sqftPositive })
  .int(REQUIREMENT_MESSAGES.sqftPositive)
  .positive(REQUIREMENT_MESSAGES.sqftPositive)
  .max(100_000_000, REQUIREMENT_MESSAGES.sqftPositive)
  .nullable();

const requirementFields = {
  property_type: z.enum(['Sale', 'Rent'], { error: REQUIREMENT_MESSAGES.typeRequired }),
  city_id: z
    .number({ error: REQUIREMENT_MESSAGES.cityRequired })
    .int(REQUIREMENT_MESSAGES.cityRequired)
    .positive(REQUIREMENT_MESSAGES.cityRequired),
  area_ids: z
    .array(z.number().int().positive(REQUIREMENT_MESSAGES.areaNotInCity), { error: REQUIREMENT_MESSAGES.areaNotInCity })
    .max(REQUIREMENT_AREAS_MAX, REQUIREMENT_MESSAGES.tooManyAreas),
  budget_min: amount,
  budget_max: amount,
  bedrooms_min: rooms,
  bedrooms_max: rooms,
  sqft_min: size,
  sqft_max: size,
  notes: z.string().trim().max(REQUIREMENT_NOTES_MAX, REQUIREMENT_MESSAGES.notesMax),
  client_note: z.string().trim().max(CLIENT_NOTE_MAX, REQUIREMENT_MESSAGES.clientNoteMax),
  visibility: requirementVisibilitySchema,
};

export type RequirementRanges = {
  budget_min: number | null;
  budget_max: number | null;
  bedrooms_min: number | null;
  bedrooms_max: number | null;
  sqft_min: number | null;
  sqft_max: number | null;
};

const RANGES = [
  ['budget_min', 'budget_max', REQUIREMENT_MESSAGES.budgetRange],
  ['bedrooms_min', 'bedrooms_max', REQUIREMENT_MESSAGES.bedroomsRange],
  ['sqft_min', 'sqft_max', REQUIREMENT_MESSAGES.sqftRange],
] as const;

/**
 * The ranges whose minimum is above their maximum, as the field to blame and the message.
 * The create schema runs it on the body; an edit runs it on the saved row with the changes
 * applied, since a PATCH may move one end of a range only.
 */
export function findRangeErrors(ranges: RequirementRanges): { field: keyof RequirementRanges; message: string }[] {
  return RANGES.flatMap(([min, max, message]) => {
    const low = ranges[min];
    const high = ranges[max];
    return low !== null && high !== null && low > high ? [{ field: min, message }] : [];
  });
}

export const requirementInputSchema = z
  .strictObject({
    ...requirementFields,
    area_ids: requirementFields.area_ids.default([]),
    budget_min: amount.default(null),
    budget_max: amount.default(null),
    bedrooms_min: rooms.default(null),
    bedrooms_max: rooms.default(null),
    sqft_min: size.default(null),
    sqft_max: size.default(null),
    notes: requirementFields.notes.default(''),
    client_note: requirementFields.client_note.default(''),
    visibility: requirementVisibilitySchema.default('Network Only'),
  })
  .superRefine((fields, ctx) => {
    for (const error of findRangeErrors(fields)) {
      ctx.addIssue({ code: 'custom', path: [error.field], message: error.message });
    }
  });
export type RequirementInput = z.input<typeof requirementInputSchema>;
export type RequirementFields = z.output<typeof requirementInputSchema>;

/** An edit: any of the fields, and the status the owner may set. */
export const requirementUpdateSchema = z
  .strictObject({ ...requirementFields, status: settableRequirementStatusSchema })
  .partial();
export type RequirementUpdate = z.output<typeof requirementUpdateSchema>;

export const requirementAreaSchema = z.object({ id: z.number().int(), name: z.string() });

export const requirementSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  /** Generated from the fields: '3 BHK to buy in Whitefield or Marathahalli, 1.2–1.5 Cr'. */
  title: z.string(),
  property_type: propertyTypeSchema,
  city_id: z.number().int(),
  city: z.string(),
  areas: z.array(requirementAreaSchema),
  budget_min: z.number().nullable(),
  budget_max: z.number().nullable(),
  bedrooms_min: z.number().int().nullable(),
  bedrooms_max: z.number().int().nullable(),
  sqft_min: z.number().int().nullable(),
  sqft_max: z.number().int().nullable(),
  notes: z.string(),
  /** The client's name, phone, anything private: present for the owner only. */
  client_note: z.string().optional(),
  visibility: requirementVisibilitySchema,
  status: requirementStatusSchema,
  expires_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  broker: brokerSummarySchema,
  is_owner: z.boolean(),
  /** The owner's figures: matches still current, and those not yet looked at (state new). */
  match_count: z.number().int().optional(),
  new_match_count: z.number().int().optional(),
});
export type Requirement = z.infer<typeof requirementSchema>;

export const requirementListQuerySchema = z.strictObject({
  scope: z.enum(['mine', 'network']).default('mine'),
  page: pageNumberSchema,
  page_size: pageSizeSchema.optional(),
  /** Mine: one status (all when left out). */
  status: requirementStatusSchema.optional(),
  /** Network filters, kept in the page's URL. */
  city_id: z.coerce.number().int().positive().optional(),
  property_type: propertyTypeSchema.optional(),
  /** Requirements whose budget reaches this amount (a listing at this price could fit). */
  budget: z.coerce.number().int().positive().max(1e12).optional(),
  bedrooms: z.coerce.number().int().min(0).max(20).optional(),
});
export type RequirementListQuery = z.input<typeof requirementListQuerySchema>;

export const requirementListSchema = makePagedListSchema(requirementSchema, {
  /** Mine: how many are in each status, for the filter's counts. */
  status_counts: z.record(z.string(), z.number().int()).optional(),
});
export type RequirementList = z.infer<typeof requirementListSchema>;

export const matchReasonsSchema = z.array(z.string());

/** One listing that fits a requirement, as its owner sees it. */
export const requirementMatchSchema = z.object({
  id: z.uuid(),
  requirement_id: z.uuid(),
  property_id: z.uuid(),
  score: z.number().int().min(0).max(100),
  reasons: matchReasonsSchema,
  state: matchStateSchema,
  created_at: z.string(),
  property: propertySchema,
});
export type RequirementMatch = z.infer<typeof requirementMatchSchema>;

export const matchListQuerySchema = z.strictObject({
  page: pageNumberSchema,
  page_size: pageSizeSchema.optional(),
  state: matchStateSchema.optional(),
});
export const requirementMatchListSchema = makePagedListSchema(requirementMatchSchema);
export type RequirementMatchList = z.infer<typeof requirementMatchListSchema>;

export const matchStateUpdateSchema = z.strictObject({ state: matchStateSchema });
export const matchParamsSchema = z.strictObject({ id: z.string().max(100), matchId: z.string().max(100) });

/** A requirement that a listing fits, as the listing's owner sees it: never the client note. */
export const propertyRequirementSchema = z.object({
  score: z.number().int().min(0).max(100),
  reasons: matchReasonsSchema,
  requirement: requirementSchema,
});
export const propertyRequirementListSchema = makePagedListSchema(propertyRequirementSchema);
export type PropertyRequirementList = z.infer<typeof propertyRequirementListSchema>;

export const parseRequirementInputSchema = z.strictObject({
  text: z.string().trim().min(1, 'Paste the requirement text').max(5000, 'The text must be at most 5000 characters'),
});
