// Finds the seeded localities a text names: whole words, any case, the longest name at
// a place first ("Yelahanka New Town" before "Yelahanka"), with the spellings of
// locality-spellings.ts ("HSR" for "HSR Layout", "Bandra W" for "Bandra West",
// "Koramangala 5th Block" is "Koramangala").
import { clauseAround, offerScore } from './clauses';
import {
  DROPPABLE_SUFFIXES,
  EXTRA_SPELLINGS,
  MIN_SOUND_KEY_LENGTH,
  NEEDS_CAPITAL,
  NOT_ALONE,
  normaliseWord,
  soundKey,
  wordsOf,
} from './locality-spellings';
import { lowerAscii } from './normalise-text';

export type LocalityOption = {
  id: string | number;
  name: string;
  /** The locality's city; lets one list cover several cities. */
  city?: string | null;
};

export type LocalityMatch = {
  /** Every given locality spelled this way (one per city that has it). */
  options: LocalityOption[];
  index: number;
  end: number;
  score: number;
};

type LocalityIndex = {
  exact: Map<string, LocalityOption[]>;
  sound: Map<string, LocalityOption[]>;
  /** First three letters of every key, to pass over most words of a text in one look. */
  starts: Set<string>;
  maxWords: number;
};

const START = 3;

const MAX_WORDS = 5;
const indexCache = new WeakMap<ReadonlyArray<LocalityOption>, LocalityIndex>();

function add(map: Map<string, LocalityOption[]>, key: string, option: LocalityOption): void {
  const list = map.get(key);
  if (!list) map.set(key, [option]);
  else if (!list.includes(option)) list.push(option);
}

function addSpelling(
  index: LocalityIndex,
  words: string[],
  option: LocalityOption,
  replace: boolean,
): void {
  const compact = words.join('');
  if (compact.length < 2 || words.length > MAX_WORDS) return;
  if (!replace && index.exact.has(compact)) return;
  add(index.exact, compact, option);
  index.starts.add(compact.slice(0, START));
  if (compact.length >= MIN_SOUND_KEY_LENGTH) {
    const sound = words.map(soundKey).join('');
    add(index.sound, sound, option);
    index.starts.add(sound.slice(0, START));
  }
  index.maxWords = Math.max(index.maxWords, words.length);
}

function buildIndex(localities: ReadonlyArray<LocalityOption>): LocalityIndex {
  const index: LocalityIndex = {
    exact: new Map(),
    sound: new Map(),
    starts: new Set(),
    maxWords: 1,
  };
  const valid = localities.filter((l) => l && typeof l.name === 'string' && l.name.trim() !== '');
  for (const option of valid) addSpelling(index, wordsOf(lowerAscii(option.name)), option, true);
  // Shorter spellings only where they do not collide with a real name.
  const sides = new Map<string, LocalityOption[]>();
  for (const option of valid) {
    const words = wordsOf(lowerAscii(option.name));
    const last = words[words.length - 1] ?? '';
    const head = words.slice(0, -1);
    if (
      DROPPABLE_SUFFIXES.has(last) &&
      head.join('').length >= 3 &&
      !NOT_ALONE.has(head.join(''))
    ) {
      addSpelling(index, head, option, false);
    }
    if ((last === 'west' || last === 'east') && head.length > 0) {
      addSpelling(index, [...head, last[0] ?? ''], option, false);
      const key = head.join(' ');
      sides.set(key, [...(sides.get(key) ?? []), option]);
    }
    for (const spelling of EXTRA_SPELLINGS[option.name] ?? []) {
      addSpelling(index, spelling.split(' ').map(normaliseWord), option, false);
    }
  }
  // "Andheri" alone: the one side the list has, or, with both, the bare name (not a
  // seeded row, but the right words for the form, and it still tells the city).
  for (const [head, options] of sides) {
    const words = head.split(' ');
    const only = options.length === 1 ? options[0] : undefined;
    const name = options[0]?.name.split(' ').slice(0, words.length).join(' ') ?? head;
    addSpelling(index, words, only ?? { id: '', name, city: options[0]?.city ?? null }, false);
  }
  return index;
}

function indexFor(localities: ReadonlyArray<LocalityOption>): LocalityIndex {
  let index = indexCache.get(localities);
  if (!index) {
    index = buildIndex(localities);
    indexCache.set(localities, index);
  }
  return index;
}

type Word = { word: string; sound: string; index: number; end: number };

function wordsWithPlaces(lower: string): Word[] {
  const words: Word[] = [];
  const sounds = new Map<string, string>();
  for (const m of lower.matchAll(/[a-z0-9]+/g)) {
    const word = normaliseWord(m[0]);
    let sound = sounds.get(word);
    if (sound === undefined) {
      sound = soundKey(word);
      sounds.set(word, sound);
    }
    words.push({ word, sound, index: m.index, end: m.index + m[0].length });
  }
  return words;
}

function lookUp(
  index: LocalityIndex,
  compact: string,
  sound: string,
): LocalityOption[] | undefined {
  return (
    index.exact.get(compact) ??
    (compact.length >= MIN_SOUND_KEY_LENGTH ? index.sound.get(sound) : undefined)
  );
}

// "5 mins from Whitefield", "near Koramangala": a place named for reference, not the
// place of the flat; it still counts when nothing else is named.
const REFERENCE_BEFORE =
  /\b(?:near|nr|from|opp|opposite|behind|next to|close to|walking distance|mins?|minutes|kms?|towards)\W{0,3}$/;

/** False when no key can start at word i: neither its letters nor its sound begin one. */
function mayStartHere(index: LocalityIndex, words: Word[], i: number): boolean {
  let compact = '';
  let sound = '';
  for (let n = i; n < words.length && compact.length < START; n++) {
    compact += words[n]?.word ?? '';
    sound += words[n]?.sound ?? '';
  }
  if (compact.length < START) return true; // a two-letter key ("gk") may still match
  return index.starts.has(compact.slice(0, START)) || index.starts.has(sound.slice(0, START));
}

/**
 * Every given locality the text names, in text order. `text` is the prepared text
 * (original case) and `lower` its lower-cased copy.
 */
export function findLocalities(
  text: string,
  lower: string,
  localities: ReadonlyArray<LocalityOption>,
): LocalityMatch[] {
  if (!Array.isArray(localities) || localities.length === 0) return [];
  const index = indexFor(localities);
  const words = wordsWithPlaces(lower);
  const matches: LocalityMatch[] = [];
  for (let i = 0; i < words.length;) {
    if (!mayStartHere(index, words, i)) {
      i++;
      continue;
    }
    let found: LocalityMatch | null = null;
    // Runs of 1..maxWords words from here, longest tried first.
    const compacts: string[] = [];
    const sounds: string[] = [];
    for (let n = 0; n < index.maxWords && i + n < words.length; n++) {
      const w = words[i + n];
      compacts.push((compacts[n - 1] ?? '') + (w?.word ?? ''));
      sounds.push((sounds[n - 1] ?? '') + (w?.sound ?? ''));
    }
    for (let n = compacts.length; n >= 1 && !found; n--) {
      const compact = compacts[n - 1] ?? '';
      const options = lookUp(index, compact, sounds[n - 1] ?? '');
      const first = words[i];
      const last = words[i + n - 1];
      if (!options || !first || !last) continue;
      if (NEEDS_CAPITAL.has(compact) && !/[A-Z]/.test(text[first.index] ?? '')) continue;
      const clause = clauseAround(lower, first.index, last.end);
      const before = lower.slice(Math.max(0, first.index - 24), first.index);
      const score = offerScore(clause) + (REFERENCE_BEFORE.test(before) ? -1 : 0);
      found = { options, index: first.index, end: last.end, score };
      i += n;
    }
    if (found) matches.push(found);
    else i++;
  }
  return matches;
}
