// Numbers as brokers write them: Indian grouping (1,25,00,000), western grouping
// (125,000), decimals (2.5), and small counts in words ("three bedroom").

/** A number token: grouped with commas, or plain digits with an optional decimal part. */
export const NUMBER = /\d{1,3}(?:,\d{2,3})+(?!\d)(?:\.\d+)?|\d+(?:\.\d+)?/g;

/**
 * The price and size rules read at most this many numbers of a text. A listing has a few
 * dozen; the cap keeps a pasted table of figures from costing more than a listing.
 */
export const MAX_NUMBERS_READ = 400;

/** The first MAX_NUMBERS_READ number tokens of `scan`, with their offsets. */
export function numbersIn(scan: string): Array<{ token: string; index: number }> {
  const found: Array<{ token: string; index: number }> = [];
  for (const m of scan.matchAll(NUMBER)) {
    found.push({ token: m[0], index: m.index });
    if (found.length >= MAX_NUMBERS_READ) break;
  }
  return found;
}

/** The value of a NUMBER token; NaN when it is not a finite number. */
export function readNumber(token: string): number {
  const value = Number(token.replace(/,/g, ''));
  return Number.isFinite(value) ? value : Number.NaN;
}

export const COUNT_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  single: 1,
  two: 2,
  double: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

export const COUNT_WORD_SOURCE = Object.keys(COUNT_WORDS).join('|');

/** A room count from digits ("2", "2.5" -> 2) or a word ("three" -> 3); null if absurd. */
export function readCount(token: string, max = 20): number | null {
  const value = COUNT_WORDS[token] ?? Math.floor(Number(token));
  return Number.isInteger(value) && value >= 1 && value <= max ? value : null;
}
