// Turns pasted text into one shape the rules can read: emoji and WhatsApp formatting
// out, bullets turned into separators, whitespace collapsed, and a lower-case copy of
// the same length so a match in one is a match at the same offset in the other.
import { BULLETS, EMOJI, FORMAT_MARKS, KEYCAP } from './decorations';

/**
 * Only this much of the input is read. A listing is a few hundred characters; the cap
 * keeps the parse time bounded whatever is pasted (a whole chat export, a megabyte).
 */
export const MAX_INPUT_CHARS = 20_000;

export type PreparedText = {
  /** Cleaned text in its original case; lines kept, runs of blanks collapsed. */
  text: string;
  /** `text` with ASCII letters lower-cased: same length, same offsets. */
  lower: string;
};

const DASHES = /[\u2010-\u2015\u2212]/g;
const SINGLE_QUOTES = /[\u2018\u2019\u201A\u2032]/g;
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u2033]/g;
const DEVANAGARI_DIGIT = /[\u0966-\u096F]/g;
const BLANKS = /[^\S\n]+/g;
const LINE_BREAKS = /[ ]?\n\s*/g;
const UPPER = /[A-Z]+/g;

export function prepareText(raw: string): PreparedText {
  const text = (typeof raw === 'string' ? raw : '')
    .slice(0, MAX_INPUT_CHARS)
    .normalize('NFKC')
    .replace(/\r\n?/g, '\n')
    .replace(DEVANAGARI_DIGIT, (d) => String(d.charCodeAt(0) - 0x0966))
    .replace(KEYCAP, ' ')
    // Bullets separate items ("3 BHK • 2 Bath"), so they become a clause break.
    .replace(BULLETS, ' | ')
    .replace(EMOJI, ' ')
    .replace(DASHES, '-')
    .replace(SINGLE_QUOTES, "'")
    .replace(DOUBLE_QUOTES, '"')
    .replace(/×/g, 'x')
    .replace(/।/g, '.')
    .replace(FORMAT_MARKS, ' ')
    .replace(BLANKS, ' ')
    .replace(LINE_BREAKS, '\n')
    .trim();
  return { text, lower: lowerAscii(text) };
}

/** Lower-cases A-Z only, so the length (and every offset) stays the same. */
export function lowerAscii(s: string): string {
  return s.replace(UPPER, (m) => m.toLowerCase());
}
