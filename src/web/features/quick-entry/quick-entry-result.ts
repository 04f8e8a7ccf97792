// What the Quick Entry card found, from pasted text (parsed in the browser) or from a
// listing link (read on the server), and what applying it puts in the property form.
import type { ParsedQuickEntry } from '#shared/schemas/quick-entry.ts';

export type QuickEntryMode = 'text' | 'url';

export type QuickEntryResult = ParsedQuickEntry & {
  mode: QuickEntryMode;
  /** The city and area rows to select, when the names match the reference data. */
  city_id: number | null;
  area_id: number | null;
  /** Photos the page offers (links only); null for text. */
  images: string[] | null;
};

/** The form fields a result fills; null leaves a field as it is. */
export type QuickEntryValues = {
  title: string | null;
  description: string | null;
  property_type: 'Sale' | 'Rent' | null;
  bedrooms: number | null;
  baths: number | null;
  sqft: number | null;
  /** In INR only: the form saves INR, so a price in another currency is not applied. */
  price: number | null;
  city_id: number | null;
  area_id: number | null;
};

/** Spec section 5: the input is a URL if it parses as one (http or https), else free text. */
export function isListingUrl(input: string): boolean {
  const value = input.trim();
  if (value === '' || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Anything a broker would fill in the form beyond the title and description. */
export function hasListingFacts(result: ParsedQuickEntry): boolean {
  return (
    result.property_type !== null ||
    result.bedrooms !== null ||
    result.baths !== null ||
    result.sqft !== null ||
    result.price !== null ||
    result.city !== null ||
    result.area !== null
  );
}

export function valuesToApply(result: QuickEntryResult): QuickEntryValues {
  return {
    title: result.title,
    description: result.description,
    property_type: result.property_type,
    bedrooms: result.bedrooms,
    baths: result.baths,
    sqft: result.sqft,
    price: result.price !== null && (result.currency ?? 'INR') === 'INR' ? result.price : null,
    city_id: result.city_id,
    area_id: result.city_id === null ? null : result.area_id,
  };
}
