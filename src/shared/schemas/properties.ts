import { z } from 'zod';
import { IMAGE_MAX_BYTES, PROPERTY_IMAGES_MAX } from '../constants';
import { UPLOAD_MESSAGES } from '../upload-messages';
import { brokerSummarySchema } from './connection-core';
import { makeOpenPagedListSchema, makePagedListSchema, pageNumberSchema, pageSizeSchema } from './paging';

export const VISIBILITIES = ['Private', 'Network Only', 'All', 'Public'] as const;
export const visibilitySchema = z.enum(VISIBILITIES);
export type Visibility = z.infer<typeof visibilitySchema>;

export const VISIBILITY_LABELS: Record<Visibility, string> = {
  Private: 'Private (only you)',
  'Network Only': 'Network Only (your connections)',
  All: 'All (all brokers)',
  Public: 'Public (everyone)',
};

export const propertyTypeSchema = z.enum(['Sale', 'Rent']);
export type PropertyType = z.infer<typeof propertyTypeSchema>;

export const ALLOW_FLYERS_LABEL = 'Other brokers may make client flyers';

export const PROPERTY_MESSAGES = {
  titleMin: 'Title must be at least 5 characters',
  titleMax: 'Title must be at most 120 characters',
  descriptionMin: 'Description must be at least 10 characters',
  descriptionMax: 'Description must be at most 5000 characters',
  pricePositive: 'Price must be a positive number',
  cityRequired: 'City is required',
  areaNotInCity: 'Choose an area of the selected city',
  bedrooms: 'Bedrooms must be a whole number of 0 or more',
  baths: 'Baths must be a whole number of 0 or more',
  sqft: 'Square feet must be a whole number of 0 or more',
  notFound: 'Property not found',
  notAuthorized: 'You are not authorized to edit this property',
  brokerNotFound: 'The selected broker does not exist',
  assignAdminOnly: 'Only an admin can assign a property to another broker',
  tooManyImages: `A property can have at most ${PROPERTY_IMAGES_MAX} images`,
  ...UPLOAD_MESSAGES,
  skippedLarge: 'Some files were skipped because they exceed the 5MB limit.',
  unknownImage: 'That image does not belong to this property',
} as const;

export const PROPERTY_IMAGE_MAX_BYTES = IMAGE_MAX_BYTES;
export const NETWORK_FILTER_AREAS_MAX = 10;

const optionalCount = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(1_000_000, message).nullable().optional();

/**
 * The fields of the property form (spec section 5). Sent as the `data` part of a
 * multipart request, next to the image files.
 */
export const propertyInputSchema = z.strictObject({
  title: z
    .string({ error: PROPERTY_MESSAGES.titleMin })
    .trim()
    .min(5, PROPERTY_MESSAGES.titleMin)
    .max(120, PROPERTY_MESSAGES.titleMax),
  description: z
    .string({ error: PROPERTY_MESSAGES.descriptionMin })
    .trim()
    .min(10, PROPERTY_MESSAGES.descriptionMin)
    .max(5000, PROPERTY_MESSAGES.descriptionMax),
  price: z
    .number({ error: PROPERTY_MESSAGES.pricePositive })
    .positive(PROPERTY_MESSAGES.pricePositive)
    .max(1e12, PROPERTY_MESSAGES.pricePositive)
    .nullable()
    .optional(),
  property_type: propertyTypeSchema.default('Sale'),
  city_id: z.number({ error: PROPERTY_MESSAGES.cityRequired }).int().positive(PROPERTY_MESSAGES.cityRequired),
  area_id: z.number().int().positive().nullable().optional(),
  bedrooms: optionalCount(PROPERTY_MESSAGES.bedrooms),
  baths: optionalCount(PROPERTY_MESSAGES.baths),
  sqft: optionalCount(PROPERTY_MESSAGES.sqft),
  visibility: visibilitySchema.default('All'),
  /** 'Other brokers may make client flyers' (decision 023); on unless the owner says no. */
  allow_flyers: z.boolean({ error: 'Choose whether other brokers may make client flyers' }).default(true),
  /** Admins only, on create: the broker the property is assigned to. */
  selectedBrokerId: z.uuid().optional(),
});
export type PropertyInput = z.input<typeof propertyInputSchema>;
export type PropertyFields = z.output<typeof propertyInputSchema>;

/** Update = the same fields, plus the current image URLs to drop. */
export const propertyUpdateInputSchema = propertyInputSchema.omit({ selectedBrokerId: true }).extend({
  remove_images: z.array(z.string().max(300)).max(PROPERTY_IMAGES_MAX).default([]),
  /** Left out: the switch stays as it is (an older client never turns flyers back on). */
  allow_flyers: z.boolean({ error: 'Choose whether other brokers may make client flyers' }).optional(),
});
export type PropertyUpdateInput = z.input<typeof propertyUpdateInputSchema>;

export { brokerSummarySchema, type BrokerSummary } from './connection-core';

export const propertySchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  title: z.string(),
  description: z.string(),
  price: z.number().nullable(),
  currency: z.string(),
  property_type: propertyTypeSchema,
  city_id: z.number().int().nullable(),
  city: z.string().nullable(),
  area_id: z.number().int().nullable(),
  area: z.string().nullable(),
  bedrooms: z.number().int().nullable(),
  baths: z.number().int().nullable(),
  sqft: z.number().int().nullable(),
  visibility: visibilitySchema,
  /** The owner's switch 'Other brokers may make client flyers' (decision 023). */
  allow_flyers: z.boolean(),
  /** Full-size image URLs; the first is the thumbnail's source. */
  images: z.array(z.string()),
  /** Small image for lists, or null (the placeholder shows). */
  thumbnail_url: z.string().nullable(),
  static_html_url: z.string().nullable(),
  view_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  broker: brokerSummarySchema,
  is_owner: z.boolean(),
  can_edit: z.boolean(),
});
export type Property = z.infer<typeof propertySchema>;

export const pageQuerySchema = z.strictObject({
  page: pageNumberSchema,
  page_size: pageSizeSchema.optional(),
});

/** The network list's filters (issue 19), kept in the page's URL so a filtered view can be shared. */
export const NETWORK_FILTER_MESSAGES = {
  city: 'City must be chosen from the list of cities',
  areaNeedsCity: 'Choose a city before its areas',
  area: 'Areas must be chosen from the areas of the city',
  tooManyAreas: `Choose at most ${NETWORK_FILTER_AREAS_MAX} areas`,
  type: 'Type must be Sale or Rent',
  price: 'Price must be a positive number',
  priceRange: 'Minimum price must not be above the maximum price',
  bedrooms: 'BHK must be a whole number from 0 to 20',
} as const;

const filterPrice = z.coerce
  .number({ error: NETWORK_FILTER_MESSAGES.price })
  .positive(NETWORK_FILTER_MESSAGES.price)
  .max(1e12, NETWORK_FILTER_MESSAGES.price)
  .optional();

export const networkPropertyQuerySchema = z
  .strictObject({
    page: pageNumberSchema,
    page_size: pageSizeSchema.optional(),
    city_id: z.coerce
      .number({ error: NETWORK_FILTER_MESSAGES.city })
      .int(NETWORK_FILTER_MESSAGES.city)
      .positive(NETWORK_FILTER_MESSAGES.city)
      .max(2_147_483_647, NETWORK_FILTER_MESSAGES.city)
      .optional(),
    /** Area ids of the city, comma-separated (?area_ids=5,7): listings in any of them. */
    area_ids: z
      .string({ error: NETWORK_FILTER_MESSAGES.area })
      .max(200, NETWORK_FILTER_MESSAGES.tooManyAreas)
      .regex(/^[1-9]\d{0,8}(,[1-9]\d{0,8})*$/, NETWORK_FILTER_MESSAGES.area)
      .transform((text) => [...new Set(text.split(',').map(Number))])
      .pipe(z.array(z.number()).max(NETWORK_FILTER_AREAS_MAX, NETWORK_FILTER_MESSAGES.tooManyAreas))
      .optional(),
    property_type: z.enum(['Sale', 'Rent'], { error: NETWORK_FILTER_MESSAGES.type }).optional(),
    /** Listings without a price are left out once either end is given. */
    price_min: filterPrice,
    price_max: filterPrice,
    /** At least this many bedrooms (BHK). */
    bedrooms: z.coerce
      .number({ error: NETWORK_FILTER_MESSAGES.bedrooms })
      .int(NETWORK_FILTER_MESSAGES.bedrooms)
      .min(0, NETWORK_FILTER_MESSAGES.bedrooms)
      .max(20, NETWORK_FILTER_MESSAGES.bedrooms)
      .optional(),
  })
  .superRefine((query, ctx) => {
    if (query.area_ids && query.area_ids.length > 0 && query.city_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['area_ids'], message: NETWORK_FILTER_MESSAGES.areaNeedsCity });
    }
    if (query.price_min !== undefined && query.price_max !== undefined && query.price_min > query.price_max) {
      ctx.addIssue({ code: 'custom', path: ['price_min'], message: NETWORK_FILTER_MESSAGES.priceRange });
    }
  });
export type NetworkPropertyQueryInput = z.input<typeof networkPropertyQuerySchema>;
export type NetworkPropertyQuery = z.output<typeof networkPropertyQuerySchema>;

export const propertyListSchema = makePagedListSchema(propertySchema);
export type PropertyList = z.infer<typeof propertyListSchema>;
/** Network listings: newest first, paged, not counted (the spec asks an exact count of my listings only). */
export const networkPropertyListSchema = makeOpenPagedListSchema(propertySchema);
export type NetworkPropertyList = z.infer<typeof networkPropertyListSchema>;

export const recordViewResponseSchema = z.object({ recorded: z.boolean(), view_count: z.number().int() });

export const cityListSchema = z.array(z.object({ id: z.number().int(), name: z.string() }));
export const areaListSchema = z.array(z.object({ id: z.number().int(), area: z.string() }));
export const cityIdParamSchema = z.strictObject({ id: z.coerce.number().int().positive() });
