// City and area together. A city the text names wins; the locality must then be one of
// that city's. With no city named, a locality found in exactly one city gives the city
// too ("2BHK Koramangala 35k" is in Bangalore). With no locality found, the area is read
// from the phrases of extract-area-phrase.ts.
import type { KnownCity } from './known-cities';
import type { LocalityMatch, LocalityOption } from './match-locality';
import { canonicalCity, type CityMention } from './parse-city';

export type Place = { city: KnownCity | null; area: string | null };

function bestMatch(matches: LocalityMatch[]): LocalityMatch | null {
  let top: LocalityMatch | null = null;
  for (const m of matches) {
    if (!top || m.score > top.score) top = m;
  }
  return top;
}

function cityOf(option: LocalityOption): KnownCity | null {
  return option.city ? canonicalCity(option.city) : null;
}

export function resolvePlace(
  mentions: CityMention[],
  matches: LocalityMatch[],
  areaPhrase: () => string | null,
): Place {
  const named = mentions[0]?.city ?? null;
  if (named) {
    const cities = new Set(mentions.map((m) => m.city));
    const inNamedCity = (o: LocalityOption) => {
      const city = cityOf(o);
      return !o.city || (city !== null && cities.has(city));
    };
    const inNamed = matches
      .map((m) => ({ ...m, options: m.options.filter(inNamedCity) }))
      .filter((m) => m.options.length > 0);
    const top = bestMatch(inNamed);
    const option = top?.options[0];
    if (!option) return { city: named, area: areaPhrase() };
    return { city: cityOf(option) ?? named, area: option.name };
  }
  const options = bestMatch(matches)?.options ?? [];
  const first = options[0];
  if (!first) return { city: null, area: areaPhrase() };
  // "Civil Lines" is in Delhi and in Jaipur: the area is known, the city is not.
  const cities = new Set(options.map(cityOf));
  return { city: cities.size === 1 ? cityOf(first) : null, area: first.name };
}
