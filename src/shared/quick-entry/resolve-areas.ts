// City and every area of a requirement ("Whitefield or Marathahalli", "HSR/Koramangala").
// Like resolve-place.ts for a listing: a city the text names wins and the areas must be
// its own; with none named, the city most of the named localities share is taken.
import type { KnownCity } from './known-cities';
import type { LocalityMatch, LocalityOption } from './match-locality';
import { canonicalCity, type CityMention } from './parse-city';

export type Areas = { city: KnownCity | null; areas: LocalityOption[] };

const cityOf = (o: LocalityOption) => (o.city ? canonicalCity(o.city) : null);

function commonCity(matches: LocalityMatch[]): KnownCity | null {
  const votes = new Map<KnownCity, number>();
  for (const m of matches) {
    for (const city of new Set(m.options.map(cityOf))) {
      if (city) votes.set(city, (votes.get(city) ?? 0) + 1);
    }
  }
  let top: KnownCity | null = null;
  let most = 0;
  let tie = false;
  for (const [city, n] of votes) {
    if (n > most) [top, most, tie] = [city, n, false];
    else if (n === most) tie = true;
  }
  return tie ? null : top;
}

export function resolveAreas(mentions: CityMention[], matches: LocalityMatch[]): Areas {
  const city = mentions[0]?.city ?? commonCity(matches);
  const areas: LocalityOption[] = [];
  for (const m of matches) {
    const option = m.options.find((o) => !o.city || city === null || cityOf(o) === city);
    // With no city known, an area found in several cities is still the area asked for.
    if (option && !areas.some((a) => a.name === option.name)) areas.push(option);
  }
  return { city, areas };
}
