// A requirement's title is made from its fields, never typed: '3 BHK to buy in Whitefield
// or Marathahalli, 1.2–1.5 Cr'. The server stores nothing of it; list, detail, feed card
// and notification all call this, so they say the same.
import { formatAmountRange } from './short-amount';

export type RequirementTitleFacts = {
  property_type: 'Sale' | 'Rent';
  city: string;
  areas: readonly { name: string }[];
  budget_min: number | null;
  budget_max: number | null;
  bedrooms_min: number | null;
  bedrooms_max: number | null;
};

const AREAS_NAMED = 3;

export function describeBedrooms(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) return min === max ? `${max} BHK` : `${min}–${max} BHK`;
  if (min !== null) return `${min}+ BHK`;
  if (max !== null) return `Up to ${max} BHK`;
  return null;
}

export function describePlace(city: string, areas: readonly { name: string }[]): string {
  const names = areas.map((a) => a.name);
  if (names.length === 0) return city;
  if (names.length === 1) return names[0] as string;
  if (names.length <= AREAS_NAMED) return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
  return `${names.slice(0, AREAS_NAMED).join(', ')} or ${names.length - AREAS_NAMED} more`;
}

export function buildRequirementTitle(facts: RequirementTitleFacts): string {
  const what = describeBedrooms(facts.bedrooms_min, facts.bedrooms_max) ?? 'Property';
  const verb = facts.property_type === 'Rent' ? 'to rent' : 'to buy';
  const budget = formatAmountRange(facts.budget_min, facts.budget_max);
  const head = `${what} ${verb} in ${describePlace(facts.city, facts.areas)}`;
  return budget ? `${head}, ${budget}` : head;
}
