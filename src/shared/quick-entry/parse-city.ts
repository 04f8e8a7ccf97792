// Finds the known cities a text names (spec section 5: "city from a known list", with
// aliases), as whole words in any case.
import { CITY_PATTERN_SOURCE, CITY_SPELLINGS, KNOWN_CITIES, type KnownCity } from './known-cities';
import { lowerAscii, prepareText } from './normalise-text';

export type CityMention = { city: KnownCity; index: number };

const CITY_WORD = new RegExp(`\\b(?:${CITY_PATTERN_SOURCE})\\b`, 'g');
// "near Delhi Public School" names a school, not the city the flat is in.
const NOT_THE_CITY = /^ ?public school/;

/** Every mention of a known city in `lower` (lower-cased text), in text order. */
export function findCityMentions(lower: string): CityMention[] {
  const mentions: CityMention[] = [];
  for (const m of lower.matchAll(CITY_WORD)) {
    const city = canonicalCity(m[0]);
    const end = m.index + m[0].length;
    if (city && !NOT_THE_CITY.test(lower.slice(end, end + 16))) {
      mentions.push({ city, index: m.index });
    }
  }
  return mentions;
}

/** The canonical name of a city spelling ("Bengaluru" -> "Bangalore"), else null. */
export function canonicalCity(name: string): KnownCity | null {
  const key = lowerAscii(String(name))
    .trim()
    .replace(/[\s-]+/g, ' ');
  const alias = CITY_SPELLINGS[key] ?? CITY_SPELLINGS[key.replace(/ /g, '')];
  if (alias) return alias;
  return KNOWN_CITIES.find((c) => c.toLowerCase() === key) ?? null;
}

/** The first known city a text names, or null. */
export function detectCity(text: string): KnownCity | null {
  return findCityMentions(prepareText(text).lower)[0]?.city ?? null;
}
