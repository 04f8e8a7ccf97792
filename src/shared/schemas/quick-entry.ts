// The fields the quick-entry helper fills in the property form (spec section 3,
// "Parsed quick-entry result"). Each one is null when the text does not give it.
// Matching the picked city and area to their ids is the form's job, not the parser's.
import { z } from 'zod';
import { propertyTypeSchema } from './properties';

export const QUICK_ENTRY_CURRENCIES = ['INR', 'USD', 'EUR', 'GBP'] as const;
export const quickEntryCurrencySchema = z.enum(QUICK_ENTRY_CURRENCIES);
export type QuickEntryCurrency = z.infer<typeof quickEntryCurrencySchema>;

const count = z.number().int().min(0).nullable();

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
});
export type ParsedQuickEntry = z.infer<typeof parsedQuickEntrySchema>;
