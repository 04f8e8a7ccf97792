// Pasted text is read in the browser with the shared parser: instant, and it works
// offline. Localities come from the same cached areas query the form's area select
// uses: a first parse finds the city (else the form's current city is assumed), that
// city's areas are loaded once, and a second parse matches them, so the area can be
// selected by id. Without the network the first parse is the result.
import type { QueryClient } from '@tanstack/react-query';
import { parseListingText } from '#shared/quick-entry/parse-listing-text.ts';
import { canonicalCity } from '#shared/quick-entry/parse-city.ts';
import { pickCityLocalities } from '#shared/quick-entry/pick-city-localities.ts';
import type { z } from 'zod';
import type { cityListSchema } from '#shared/schemas/properties.ts';
import { areasQuery } from '#web/features/cities/index.ts';
import { citiesQuery } from '#web/features/cities/index.ts';
import type { QuickEntryResult } from '../quick-entry-result';

type City = z.infer<typeof cityListSchema>[number];

const cityKey = (name: string) => (canonicalCity(name) ?? name).trim().toLowerCase();

export async function parsePastedText(
  text: string,
  queryClient: QueryClient,
  options: { fallbackCityId?: number | null; random?: () => number } = {},
): Promise<QuickEntryResult> {
  const first = parseListingText(text, { random: options.random });
  const plain: QuickEntryResult = {
    ...first,
    mode: 'text',
    city_id: null,
    area_id: null,
    images: null,
  };

  const cities = await queryClient.ensureQueryData(citiesQuery).catch(() => null);
  if (!cities) return plain;
  const city = findCity(cities, first.city, options.fallbackCityId);
  if (!city) return plain;
  const areas = await queryClient.ensureQueryData(areasQuery(city.id)).catch(() => null);
  if (!areas) return { ...plain, city_id: first.city ? city.id : null };

  const localities = pickCityLocalities([
    { name: city.name, localities: areas.map((a) => ({ id: a.id, name: a.area })) },
  ]);
  const second = parseListingText(text, { localities, random: options.random });
  // A city the text names, or the assumed city when one of its localities matched.
  const sameCity = second.city !== null && cityKey(second.city) === cityKey(city.name);
  const areaRow =
    sameCity && second.area
      ? areas.find((a) => a.area.toLowerCase() === second.area?.toLowerCase())
      : undefined;
  return {
    ...second,
    mode: 'text',
    city: sameCity ? city.name : second.city,
    city_id: sameCity ? city.id : null,
    area_id: areaRow?.id ?? null,
    images: null,
  };
}

function findCity(
  cities: readonly City[],
  name: string | null,
  fallbackId: number | null | undefined,
): City | undefined {
  if (name) return cities.find((c) => cityKey(c.name) === cityKey(name));
  return fallbackId ? cities.find((c) => c.id === fallbackId) : undefined;
}
