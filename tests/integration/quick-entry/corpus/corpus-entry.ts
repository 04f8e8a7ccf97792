// One listing text of the quick-entry corpus and the fields a broker would expect from it.
import type { ParsedQuickEntry } from '#shared/schemas/quick-entry.ts';

export const CHECKED_FIELDS = [
  'bedrooms',
  'baths',
  'sqft',
  'price',
  'currency',
  'property_type',
  'city',
  'area',
] as const;

export type CheckedField = (typeof CHECKED_FIELDS)[number];

export type CorpusEntry = {
  name: string;
  text: string;
  expected: Pick<ParsedQuickEntry, CheckedField>;
};
