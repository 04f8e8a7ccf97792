// A pasted requirement is read in the browser with the shared parser, like a pasted
// listing (features/quick-entry): a first pass with the cities finds the city the text
// names (else the form's city is assumed), that city's areas come from the same cached
// query the area picker uses, and a second pass matches them, so each area is selected
// by id. Offline, the first pass is the result.
import type { QueryClient } from '@tanstack/react-query';
import { parseRequirementText } from '#shared/quick-entry/parse-requirement-text.ts';
import type { ParsedRequirement } from '#shared/schemas/parsed-requirement.ts';
import { areasQuery, citiesQuery } from '#web/features/cities/index.ts';

export async function parseRequirementPaste(
  text: string,
  queryClient: QueryClient,
  fallbackCityId: number | null | undefined,
): Promise<ParsedRequirement> {
  const cities = await queryClient.ensureQueryData(citiesQuery).catch(() => null);
  if (!cities) return parseRequirementText(text);
  const first = parseRequirementText(
    text,
    cities.map((c) => ({ id: c.id, name: c.name, localities: [] })),
  );
  const city = cities.find((c) => c.id === (first.city_id ?? fallbackCityId));
  if (!city) return first;
  const areas = await queryClient.ensureQueryData(areasQuery(city.id)).catch(() => null);
  if (!areas) return first;
  const second = parseRequirementText(text, [
    { id: city.id, name: city.name, localities: areas.map((a) => ({ id: a.id, name: a.area })) },
  ]);
  // The assumed city stands only when one of its areas was named.
  return first.city_id === null && second.area_ids.length === 0 ? first : second;
}

/** Anything the form can take beyond the notes. */
export function hasRequirementFacts(parsed: ParsedRequirement): boolean {
  return (
    parsed.property_type !== null ||
    parsed.city_id !== null ||
    parsed.area_ids.length > 0 ||
    [
      parsed.budget_min,
      parsed.budget_max,
      parsed.bedrooms_min,
      parsed.bedrooms_max,
      parsed.sqft_min,
      parsed.sqft_max,
    ].some((n) => n !== null)
  );
}
