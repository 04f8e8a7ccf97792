// How a locality name is compared with the words of a text: case, spaces and dots do not
// count ("Indira Nagar" = "Indiranagar", "J.P. Nagar" = "JP Nagar"), and for longer names
// neither do the usual transliteration variants ("Malleswaram" = "Malleshwaram",
// "Yeshwantpur" = "Yeshwanthpur", "Kormangala" is not caught: one letter short is a typo,
// not a spelling).

/** Words brokers shorten; both the seeded name and the text go through this. */
const WORD_FORMS: Readonly<Record<string, string>> = {
  rd: 'road',
  ext: 'extension',
  extn: 'extension',
  ex: 'extension',
  sec: 'sector',
  stn: 'station',
};

export function normaliseWord(word: string): string {
  return WORD_FORMS[word] ?? word;
}

/** The words of a name or text, lower-cased, punctuation dropped. */
export function wordsOf(lower: string): string[] {
  return (lower.match(/[a-z0-9]+/g) ?? []).map(normaliseWord);
}

/** Names this short are compared letter for letter; longer ones by sound. */
export const MIN_SOUND_KEY_LENGTH = 6;

/**
 * The sound key of one word: ph=f, ee=i, oo=u, w=v, h after a consonant dropped, doubles
 * single. A name's key is its words' keys joined, so a text is keyed word by word once
 * and any run of words is looked up by joining keys, not by re-keying the run.
 */
export function soundKey(word: string): string {
  return word
    .replace(/ph/g, 'f')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/w/g, 'v')
    .replace(/([^aeiou\d])h/g, '$1')
    .replace(/(.)\1+/g, '$1');
}

/**
 * Extra spellings of seeded names that no rule above produces: short forms brokers use.
 * Only applied when the name is among the localities given.
 */
export const EXTRA_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  'Electronic City': ['ecity', 'e city', 'electronics city'],
  Banashankari: ['bsk'],
  'Rajarajeshwari Nagar': ['rr nagar'],
  'Greater Kailash': ['gk'],
  'Hitech City': ['hitec city', 'hi tech city'],
  'Salt Lake': ['bidhannagar', 'bidhan nagar'],
  'SG Highway': ['sg road'],
  'T Nagar': ['thyagaraya nagar'],
  Yeshwanthpur: ['yesvantpur'],
};

/** "X Road"/"X Layout" is also written "X"; not when X alone is a city, a town or a common word. */
export const DROPPABLE_SUFFIXES = new Set(['layout', 'road']);
// prettier-ignore
export const NOT_ALONE = new Set([
  'mysore', 'tumkur', 'bellary', 'hosur', 'magadi', 'madras', 'oldmadras', 'oldairport', 'hosa',
  'brigade', 'palace', 'residency', 'richmond', 'ashram', 'vip', 'agra', 'ajmer', 'sikar', 'tonk',
  'sirsi', 'mira',
]);

/** Localities that are also everyday words: only matched when written with a capital. */
export const NEEDS_CAPITAL = new Set([
  'camp',
  'satellite',
  'sus',
  'gurukul',
  'amer',
  'sola',
  'gota',
]);
