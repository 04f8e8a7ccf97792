// Turns city -> locality lists (the seed data's shape, or rows from the API) into the
// locality options parseListingText takes. src/shared cannot import the server's seed
// module, so the caller hands the lists in.
import { canonicalCity } from './parse-city';
import type { LocalityOption } from './match-locality';

export type CityLocalities = {
  name: string;
  localities: ReadonlyArray<string | { id: string | number; name: string }>;
};

const memo = new WeakMap<ReadonlyArray<CityLocalities>, Map<string, LocalityOption[]>>();

/**
 * The localities of `city` (any spelling: "Bengaluru" finds "Bangalore"), or, when
 * `city` is null or unknown, of every city, each tagged with its city so the parser
 * can tell the city from the locality. The same input gives the same array back, so
 * the parser's locality index is built once.
 */
export function pickCityLocalities(
  cities: ReadonlyArray<CityLocalities>,
  city: string | null = null,
): LocalityOption[] {
  const wanted = city === null ? null : (canonicalCity(city) ?? String(city).trim());
  const key = wanted === null ? '*' : `=${wanted.toLowerCase()}`;
  let byCity = memo.get(cities);
  if (!byCity) {
    byCity = new Map();
    memo.set(cities, byCity);
  }
  const cached = byCity.get(key);
  if (cached) return cached;
  const options: LocalityOption[] = [];
  for (const c of cities) {
    const name = canonicalCity(c.name) ?? c.name;
    if (wanted !== null && name.toLowerCase() !== wanted.toLowerCase()) continue;
    for (const l of c.localities) {
      options.push(
        typeof l === 'string'
          ? { id: l, name: l, city: name }
          : { id: l.id, name: l.name, city: name },
      );
    }
  }
  byCity.set(key, options);
  return options;
}
