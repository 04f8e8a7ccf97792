// One requirement text of the requirement corpus and what a broker expects from it.
// Conventions (decision 039): a budget with no bound word is a maximum, a size with none
// a minimum, "around" is ±10 %; `notes` lists words the notes must contain (none: no notes).
import type { ParsedRequirement } from '#shared/schemas/parsed-requirement.ts';

export const REQUIREMENT_FIELDS = [
  'property_type',
  'city',
  'areas',
  'budget_min',
  'budget_max',
  'bedrooms_min',
  'bedrooms_max',
  'sqft_min',
  'sqft_max',
  'notes',
] as const;

export type RequirementField = (typeof REQUIREMENT_FIELDS)[number];

type Expected = Omit<Pick<ParsedRequirement, RequirementField>, 'notes'> & { notes: string[] };

export type RequirementEntry = { name: string; text: string; expected: Expected };

const NONE: Expected = {
  property_type: null,
  city: null,
  areas: [],
  budget_min: null,
  budget_max: null,
  bedrooms_min: null,
  bedrooms_max: null,
  sqft_min: null,
  sqft_max: null,
  notes: [],
};

/** An entry; fields not given are expected empty. */
export function req(name: string, text: string, expected: Partial<Expected>): RequirementEntry {
  return { name, text, expected: { ...NONE, ...expected } };
}
