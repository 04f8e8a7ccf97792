// Client flyers (spec sections 2, 3, 4, 5, 6, 7, 8): a broker's own page about a
// property they may see, made to send to a client. Public pages are rendered by the
// server; this is the members' API behind /my-flyers and the editor.
import { z } from 'zod';
import { FLYER_IMAGES_MAX } from '../constants';
import { UPLOAD_MESSAGES } from '../upload-messages';
import { propertyTypeSchema } from './properties';
import { makePagedListSchema, pageNumberSchema } from './paging';

export const FLYER_MESSAGES = {
  // Validation (spec section 5)
  titleRequired: 'Title is required',
  titleMax: 'Title must be at most 120 characters',
  descriptionMax: 'Description must be at most 5000 characters',
  customPriceMax: 'Custom price text must be at most 100 characters',
  pricePositive: 'Price must be a positive number',
  invalidFileType: 'Invalid file type',
  notAnImage: (file: string) => `${file} is not an image file.`,
  fileTooLarge: 'File too large',
  exceeds5mb: (file: string) => `${file} exceeds 5MB limit.`,
  emptyUrl: 'Empty URL',
  emptyUrlDescription: 'Please enter a valid image URL',
  invalidUrl: 'Invalid URL',
  invalidUrlDescription: 'Please enter a valid URL',
  urlRequired: 'URL required',
  urlRequiredDescription: 'Please enter a property website URL',
  noImagesSelected: 'No images selected',
  noImagesSelectedDescription: 'Please select at least one image',
  tooManyImages: `A flyer can have at most ${FLYER_IMAGES_MAX} images`,
  unknownImage: 'That image does not belong to this flyer',
  // Not found / permission (spec section 2)
  notFound: 'Flyer Not Found',
  notFoundDescription: 'The flyer does not exist or you do not have permission to edit it.',
  propertyNotFound: 'Property not found',
  ownProperty: 'This is your own listing: share its View Flyer page instead.',
  // The owner's switch (decision 023)
  flyersOff: "The listing's owner does not allow client flyers of this listing.",
  flyersOffCard: "The listing's owner has turned off client flyers, so this flyer's page is offline.",
  listingGoneCard: "The listing is no longer available to you, so this flyer's page is offline.",
  // Made on the first save (decision 023)
  created: 'Your flyer is saved. Share its link with your clients.',
  noPhone:
    'Your profile has no phone number, so your flyers show no Call or WhatsApp button.',
  propertyMissing: 'Property information is missing',
  // Toasts (spec section 8)
  error: 'Error',
  success: 'Success',
  linkCopied: 'Link copied!',
  copyFailed: 'Could not copy link',
  saveFailedInline: 'Failed to save flyer. Please try again.',
  saveFailed: 'Save Failed',
  saveFailedDescription: 'There was an error saving your flyer',
  uploadFailed: 'Upload Failed',
  uploadFailedDescription: 'Failed to upload one or more images',
  changesFailed: 'Failed to save changes',
  changesFailedAlert: 'Failed to save changes. Please try again.',
  updated: 'Flyer updated successfully',
  // Scraping and images (spec section 8)
  scrapeFailed: 'Failed to scrape the URL',
  noDataExtracted: 'No data extracted from the URL',
  extractDialog: 'An error occurred while trying to extract property details.',
  invalidResponse: 'Invalid response from server',
  imageTooLarge: UPLOAD_MESSAGES.imageTooLarge,
  addImageFailed: 'Failed to add image',
  scrapeImagesFailed: (message: string) => `Failed to scrape images: ${message}`,
  findImagesFailed: 'Failed to find images on the website',
  noImagesFound: 'No images found',
  noImagesFoundDescription: "Couldn't find any suitable images on this page",
  scrapingFailed: 'Scraping failed',
  fetchSelectedFailed: 'Failed to fetch any of the selected images',
  addImagesFailed: 'Failed to add images',
} as const;

/**
 * POST /api/flyers as JSON: a new flyer for a property the caller may see and does not
 * own, starting as the property says (its title and price).
 */
export const createFlyerInputSchema = z.strictObject({ property_id: z.uuid() });
export type CreateFlyerInput = z.input<typeof createFlyerInputSchema>;

export const flyerPriceModeSchema = z.enum(['standard', 'custom']);
export type FlyerPriceMode = z.infer<typeof flyerPriceModeSchema>;

/**
 * The `data` part of PUT /api/flyers/:id (multipart; new image files are `images` parts).
 * Spec section 4: custom mode saves price as null, standard mode saves
 * custom_price_text as null; the server applies that, whatever else is sent.
 */
export const updateFlyerInputSchema = z.strictObject({
  title: z
    .string({ error: FLYER_MESSAGES.titleRequired })
    .trim()
    .min(1, FLYER_MESSAGES.titleRequired)
    .max(120, FLYER_MESSAGES.titleMax),
  description: z.string().trim().max(5000, FLYER_MESSAGES.descriptionMax).nullable().default(null),
  price_mode: flyerPriceModeSchema,
  price: z
    .number({ error: FLYER_MESSAGES.pricePositive })
    .positive(FLYER_MESSAGES.pricePositive)
    .max(1e12, FLYER_MESSAGES.pricePositive)
    .nullable()
    .default(null),
  custom_price_text: z.string().trim().max(100, FLYER_MESSAGES.customPriceMax).nullable().default(null),
  /** Current image URLs to keep, in the order to show; the new files follow them. */
  keep_images: z.array(z.string().max(300)).max(FLYER_IMAGES_MAX).default([]),
});
export type UpdateFlyerInput = z.input<typeof updateFlyerInputSchema>;

/**
 * POST /api/flyers as multipart, the editor's first save (decision 023: a flyer exists
 * only once its broker saved it): the `data` part is the editor's fields plus the
 * property, `images` the new files. `keep_images` may name only the property's photos.
 */
export const createFlyerFormSchema = updateFlyerInputSchema.extend({ property_id: z.uuid() });
export type CreateFlyerFormInput = z.input<typeof createFlyerFormSchema>;

export const flyerPropertySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  price: z.number().nullable(),
  currency: z.string(),
  property_type: propertyTypeSchema,
  city: z.string().nullable(),
  area: z.string().nullable(),
  bedrooms: z.number().int().nullable(),
  baths: z.number().int().nullable(),
  sqft: z.number().int().nullable(),
  images: z.array(z.string()),
});

export const flyerSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  property_id: z.uuid(),
  public_id: z.string(),
  title: z.string(),
  /** As saved (null = not set). */
  description: z.string().nullable(),
  price: z.number().nullable(),
  custom_price_text: z.string().nullable(),
  price_mode: flyerPriceModeSchema,
  images: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  /** The canonical public page, /flyer/{public_id}/{slug}. */
  public_url: z.string(),
  /** The property as the flyer's broker may see it now. */
  property: flyerPropertySchema,
});
export type Flyer = z.infer<typeof flyerSchema>;

/**
 * GET /api/flyers/draft/:propertyId: what the editor starts from before the first save
 * (nothing is stored). The same checks as creating: 404 for a listing the caller may not
 * see, 400 for their own, 403 `flyers_off` when its owner does not allow flyers.
 */
export const flyerDraftSchema = flyerSchema.pick({
  property_id: true,
  title: true,
  description: true,
  price: true,
  custom_price_text: true,
  price_mode: true,
  images: true,
  property: true,
});
export type FlyerDraft = z.infer<typeof flyerDraftSchema>;
/** Its path: any short string, so a malformed id is answered like an unknown listing (404). */
export const flyerDraftParamSchema = z.strictObject({ propertyId: z.string().max(100) });

/** The error code of a refusal because the listing's owner turned client flyers off. */
export const FLYERS_OFF_ERROR = 'flyers_off';

/**
 * Whether a flyer's public page is online: `live`; `listing_unavailable` when its broker
 * may no longer see the listing; `flyers_off` when the listing's owner turned client
 * flyers off (decision 023).
 */
export const flyerStatusSchema = z.enum(['live', 'listing_unavailable', 'flyers_off']);
export type FlyerStatus = z.infer<typeof flyerStatusSchema>;

export const flyerListQuerySchema = z.strictObject({
  page: pageNumberSchema,
});

/**
 * An entry of GET /api/flyers. Every flyer of the caller is listed, so one whose
 * listing they can no longer see (the owner narrowed it, or the connection is gone)
 * can still be deleted: its `property` is then null, and its public page, editor and
 * update answer 'Flyer Not Found' (decision 011).
 */
export const flyerListItemSchema = flyerSchema.extend({
  property: flyerPropertySchema.nullable(),
  status: flyerStatusSchema,
});
export type FlyerListItem = z.infer<typeof flyerListItemSchema>;

/** GET /api/flyers: the caller's flyers, newest first. */
export const flyerListSchema = makePagedListSchema(flyerListItemSchema);
export type FlyerList = z.infer<typeof flyerListSchema>;

/**
 * GET /api/properties/:id/flyers, for the listing's owner only: who made client flyers
 * of it (decision 023). Pages are linked only while online; a flyer that is offline
 * (flyers turned off, or its broker can no longer see the listing) is counted, not linked.
 */
export const listingFlyerSchema = z.object({
  public_url: z.string().nullable(),
  title: z.string(),
  created_at: z.string(),
  live: z.boolean(),
});
export const listingFlyerMakerSchema = z.object({
  broker: z.object({
    id: z.uuid(),
    full_name: z.string(),
    avatar_url: z.string().nullable(),
    company_name: z.string().nullable(),
  }),
  flyer_count: z.number().int(),
  /** The broker's newest flyers of the listing, at most LISTING_FLYERS_PER_BROKER. */
  flyers: z.array(listingFlyerSchema),
});
export const listingFlyersSchema = z.object({
  allow_flyers: z.boolean(),
  /** Flyers of the listing in all, and the brokers who made them. */
  flyer_count: z.number().int(),
  broker_count: z.number().int(),
  /** Brokers, the most recent maker first, at most LISTING_FLYER_MAKERS_MAX. */
  brokers: z.array(listingFlyerMakerSchema),
});
export type ListingFlyers = z.infer<typeof listingFlyersSchema>;
export const LISTING_FLYER_MAKERS_MAX = 50;
export const LISTING_FLYERS_PER_BROKER = 5;

/** POST /api/flyers/fetch-image (spec section 7: body imageUrl). */
export const fetchImageInputSchema = z.strictObject({
  imageUrl: z
    .string({ error: FLYER_MESSAGES.emptyUrlDescription })
    .trim()
    .min(1, FLYER_MESSAGES.emptyUrlDescription)
    .max(2048, FLYER_MESSAGES.invalidUrlDescription),
});
/** The image re-encoded as WebP like an upload, sniffed by its bytes. */
export const fetchImageResultSchema = z.object({
  success: z.literal(true),
  base64Image: z.string(),
  contentType: z.string(),
});

/** POST /api/flyers/scrape-property-images (spec section 7: body url). */
export const scrapeImagesInputSchema = z.strictObject({
  url: z
    .string({ error: FLYER_MESSAGES.urlRequiredDescription })
    .trim()
    .min(1, FLYER_MESSAGES.urlRequiredDescription)
    .max(2048, FLYER_MESSAGES.invalidUrlDescription),
});
export const scrapeImagesResultSchema = z.object({
  success: z.boolean(),
  imageUrls: z.array(z.string()),
  error: z.string().optional(),
});
export type ScrapeImagesResult = z.infer<typeof scrapeImagesResultSchema>;
