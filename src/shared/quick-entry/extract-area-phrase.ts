// When no given locality is named, the place is read from the phrases of spec section 5:
// "in X area", "located in X", "sector N", "locality X" (and "Location: X"). Words such
// as the, this, that, and names of two characters or fewer, are not a place.
import { canonicalCity } from './parse-city';

const PHRASES: readonly RegExp[] = [
  /\bin ((?:[A-Za-z][\w.'-]* ){0,3}?[A-Za-z][\w.'-]*) area\b/gi,
  /\blocated (?:in|at|near) (?:the )?(?:heart of )?((?:[A-Za-z][\w.'-]* ){0,3}?[A-Za-z][\w.'-]*)(?= ?[,.;|\n()]|$| (?:with|and|near|close|for|on|at|which|having|in)\b)/gi,
  /\b(?:sector|sec)[ .-]{0,2}(\d{1,3}[a-z]?)\b/gi,
  /\b(?:locality|location)\b ?[:-]? ?((?:[A-Za-z][\w.'-]* ){0,3}?[A-Za-z][\w.'-]*)(?= ?[,.;|\n()]|$)/gi,
];

// prettier-ignore
const NOT_A_PLACE = new Set([
  'the', 'this', 'that', 'these', 'those', 'a', 'an', 'our', 'my', 'your', 'its', 'his', 'her',
  'their', 'same', 'such', 'any', 'which', 'prime', 'posh', 'heart', 'of', 'main', 'very', 'well',
  'good', 'best', 'quiet', 'peaceful', 'central', 'centre', 'center', 'beautiful', 'premium',
  'residential', 'commercial', 'developed', 'developing', 'upcoming', 'green', 'safe', 'city',
  'it', 'is', 'near', 'at', 'in', 'area', 'areas', 'locality', 'location', 'place', 'region',
  'zone',
]);

function titleCase(word: string): string {
  return word === word.toLowerCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

function cleanPlace(raw: string): string | null {
  const words = raw.split(' ').filter((w) => w !== '');
  while (words.length > 0 && NOT_A_PLACE.has((words[0] ?? '').toLowerCase())) words.shift();
  while (words.length > 0 && NOT_A_PLACE.has((words[words.length - 1] ?? '').toLowerCase()))
    words.pop();
  const place = words
    .map(titleCase)
    .join(' ')
    .replace(/[.,'-]+$/, '');
  if (place.length <= 2 || /\d/.test(place) || canonicalCity(place)) return null;
  return place;
}

const SECTOR_PHRASE = 2;

/** The earliest place a phrase names, or null. `text` is the prepared text. */
export function extractAreaPhrase(text: string): string | null {
  let best: { place: string; index: number } | null = null;
  for (const [n, pattern] of PHRASES.entries()) {
    for (const m of text.matchAll(pattern)) {
      const raw = m[1] ?? '';
      const place = n === SECTOR_PHRASE ? `Sector ${raw.toUpperCase()}` : cleanPlace(raw);
      if (!place) continue;
      if (!best || m.index < best.index) best = { place, index: m.index };
      break;
    }
  }
  return best?.place ?? null;
}
