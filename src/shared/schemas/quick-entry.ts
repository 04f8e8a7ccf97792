// The fields the quick-entry helper fills in the property form (spec section 3,
// "Parsed quick-entry result"). Each one is null when the text does not give it.
// Matching the picked city and area to their ids is the form's job, not the parser's.
import { z } from 'zod';
import { propertyTypeSchema } from './properties';

export const QUICK_ENTRY_CURRENCIES = ['INR', 'USD', 'EUR', 'GBP'] as const;
export const quickEntryCurrencySchema = z.enum(QUICK_ENTRY_CURRENCIES);
export type QuickEntryCurrency = z.infer<typeof quickEntryCurrencySchema>;

const count = z.number().int().min(0).nullable();

/** The area and land units the parsers convert to sq ft (decision 039). */
export const AREA_UNITS = [
  'sqft',
  'sqyd',
  'sqm',
  'acre',
  'hectare',
  'cent',
  'guntha',
  'ground',
  'katha',
] as const;
export const areaUnitSchema = z.enum(AREA_UNITS);
export type AreaUnit = z.infer<typeof areaUnitSchema>;

/** A size written in another unit: `{ sqft: 43560, from: { value: 1, unit: 'acre' } }`. */
export const sqftConversionSchema = z.object({
  sqft: z.number().int().min(0),
  from: z.object({ value: z.number().positive(), unit: areaUnitSchema }),
});
export type SqftConversion = z.infer<typeof sqftConversionSchema>;

/** A rate per unit of area ("₹4,500 per sq ft", "45 lakh per acre"): never the price itself. */
export const priceRateSchema = z.object({
  amount: z.number().positive(),
  unit: areaUnitSchema,
});
export type PriceRate = z.infer<typeof priceRateSchema>;

export const parsedQuickEntrySchema = z.object({
  title: z.string().nullable(),
  description: z.string().nullable(),
  property_type: propertyTypeSchema.nullable(),
  bedrooms: count,
  baths: count,
  sqft: count,
  /** Whole units of `currency`; monthly for a Rent listing. */
  price: z.number().positive().nullable(),
  /** Set whenever a price is found (INR unless the text says $, €, £ or their codes). */
  currency: quickEntryCurrencySchema.nullable(),
  /** One of the nine known cities, by its canonical name. */
  city: z.string().nullable(),
  /** A seeded locality name when one matched, else the place the text names. */
  area: z.string().nullable(),
  /**
   * Set when the size was written in another unit than sq ft (acres, gaj, kathas...).
   * Optional: the link reader (scrape-property) does not give it.
   */
  sqft_conversion: sqftConversionSchema.nullable().optional(),
  /**
   * A rate per unit of area the text gives. When the text gives no total but a rate
   * and a size, `price` is their product (decision 039). Optional like sqft_conversion.
   */
  price_rate: priceRateSchema.nullable().optional(),
});
export type ParsedQuickEntry = z.infer<typeof parsedQuickEntrySchema>;

/** Spec section 8 texts of the quick-entry helper's URL path. */
export const QUICK_ENTRY_MESSAGES = {
  scrapeFailed: 'Failed to scrape the URL',
  noData: 'No data extracted from the URL',
  dialogText: 'An error occurred while trying to extract property details.',
  invalidResponse: 'Invalid response from server',
  urlRequired: 'Please enter a property website URL',
  invalidUrl: 'Please enter a valid URL',
} as const;

/** POST /api/quick-entry/scrape-property (spec section 7, edge function scrape-property: body url). */
export const scrapePropertyInputSchema = z.strictObject({
  url: z
    .string({ error: QUICK_ENTRY_MESSAGES.urlRequired })
    .trim()
    .min(1, QUICK_ENTRY_MESSAGES.urlRequired)
    .max(2048, QUICK_ENTRY_MESSAGES.invalidUrl),
});
export type ScrapePropertyInput = z.infer<typeof scrapePropertyInputSchema>;

/** Where most of a scraped result came from, most trusted first. */
export const SCRAPE_SOURCES = ['json-ld', 'open-graph', 'microdata', 'text'] as const;
export const scrapeSourceSchema = z.enum(SCRAPE_SOURCES);
export type ScrapeSource = z.infer<typeof scrapeSourceSchema>;

const rowId = z.number().int().positive().nullable();

/**
 * The parsed fields of a listing page, plus the rows the form can select (`city_id`
 * and `area_id` when the city and area match the reference data), the page's photo
 * URLs (absolute, for reference only: nothing is fetched), and the source.
 */
export const scrapePropertyResultSchema = parsedQuickEntrySchema.extend({
  city_id: rowId,
  area_id: rowId,
  images: z.array(z.string()),
  source: scrapeSourceSchema,
});
export type ScrapePropertyResult = z.infer<typeof scrapePropertyResultSchema>;
