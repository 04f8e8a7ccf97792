// A requirement's notes: what the text says beyond the fields, clause by clause ("ready
// to move", "east facing", "family only"). The spans the fields were read from (figures,
// the city, the areas) are blanked, then each clause is trimmed of the words that only
// frame a request ("need", "looking for", "in", "budget", "chahiye"); a clause with a
// word left is kept as written.
import { REQUIREMENT_NOTES_MAX } from '../schemas/parsed-requirement';

export type Span = { index: number; end: number };

// A figure with its range, unit and the words that bound it: "1.2-1.5 cr", "3bhk",
// "40k", "1200 sq ft", "₹ 25,000/month", "3+".
const FIGURE =
  /(?:rs\.? ?|₹ ?|inr ?|रु\.? ?)?\d(?:[\d.]|,(?=\d))*(?: ?(?:-|to|or|se|\/) ?\d(?:[\d.]|,(?=\d))*)? ?\+? ?(?:(?:sq\.? ?(?:ft|yd|m)\.?|square (?:feet|yards?|met(?:er|re)s?)|[\u0900-\u097Fa-z]+)(?: ?\/ ?(?:month|m|pm|mo))?)?/g;

// prettier-ignore
const FRAME_WORDS = new Set([
  'need', 'needs', 'needed', 'require', 'required', 'requirement', 'req', 'looking', 'look',
  'for', 'want', 'wanted', 'wants', 'client', 'clients', 'my', 'our', 'a', 'an', 'the', 'in',
  'at', 'around', 'near', 'or', 'and', 'budget', 'under', 'below', 'upto', 'up', 'to', 'max',
  'maximum', 'min', 'minimum', 'within', 'approx', 'about', 'above', 'over', 'between', 'from',
  'rent', 'rental', 'on', 'lease', 'sale', 'buy', 'purchase', 'resale', 'flat', 'flats',
  'apartment', 'apt', 'property', 'any', 'area', 'areas', 'location', 'locations', 'side',
  'plus', 'onwards', 'per', 'month', 'pm', 'sq', 'ft', 'sqft', 'sft', 'yd', 'yards',
  'bhk', 'rk', 'cr', 'crore', 'lakh', 'lakhs', 'lac', 'k', 'chahiye', 'chaiye', 'hai', 'ka',
  'ki', 'ke', 'mein', 'me', 'mai', 'pe', 'par', 'ho', 'koi', 'bhi', 'ek', 'tak', 'se', 'aur',
  'ya', 'wala', 'wali', 'wale', 'bhai', 'sir', 'ji', 'please', 'pls', 'plz', 'kiraye',
  'kiraya', 'kharidna', 'hi', 'hello', 'dear', 'all', 'urgently', 'asap', 'with', 'is', 'of',
  'type', 'chahie', 'buyer', 'buyers', 'call', 'contact', 'whatsapp', 'on', 'mere', 'mera',
  'ko', 'lagbhag', 'aas', 'paas', 'aaspaas', 'kam', 'bhade', 'bhada', 'lena', 'batao',
  'प्रति', 'माह', 'महीना', 'रुपये', 'रुपए', 'लगभग', 'करीब', 'आसपास',
  'चाहिए', 'में', 'का', 'की', 'के', 'है', 'पर', 'तक', 'या', 'और', 'लिए', 'बजट', 'किराए',
  'किराया', 'किराये', 'बिक्री', 'खरीदना', 'फ्लैट', 'लाख', 'करोड़', 'हज़ार', 'से', 'कम', 'एक',
]);

const CLAUSE = /[^\n,;|.!?()]+/g;
const WORD = /[\u0900-\u097Fa-z][\u0900-\u097Fa-z'-]*/g;

const isFrame = (word: string) => FRAME_WORDS.has(word);
// Kept at the start of a note when words follow: "near metro", "with lift".
const KEPT_LEADING = new Set(['near', 'with']);

function noteOf(clauseText: string, clauseLower: string): string | null {
  const words = [...clauseLower.matchAll(WORD)].map((m) => ({
    word: m[0],
    index: m.index,
    end: m.index + m[0].length,
  }));
  let first = 0;
  let last = words.length - 1;
  while (first <= last && isFrame(words[first]?.word ?? '')) {
    if (KEPT_LEADING.has(words[first]?.word ?? '') && first < last) break;
    first++;
  }
  while (last >= first && isFrame(words[last]?.word ?? '')) last--;
  const kept = words.slice(first, last + 1);
  const meaningful = kept.filter((w) => !isFrame(w.word));
  const start = kept[0];
  const stop = kept[kept.length - 1];
  if (!start || !stop || meaningful.length === 0) return null;
  const note = clauseText.slice(start.index, stop.end).replace(/\s+/g, ' ').trim();
  return note.length >= 3 ? note : null;
}

/**
 * The notes of `text` (the prepared text) given `lower` (its lower-case copy) and the
 * spans the fields came from; null when nothing is left.
 */
export function buildRequirementNotes(
  text: string,
  lower: string,
  used: readonly Span[],
): string | null {
  // One pass over each string, whatever the number of spans (a paste may hold thousands).
  const blanked = new Uint8Array(lower.length);
  const mark = ({ index, end }: Span) => blanked.fill(1, index, end);
  used.forEach(mark);
  for (const m of lower.matchAll(FIGURE)) mark({ index: m.index, end: m.index + m[0].length });
  const blank = (s: string) =>
    s
      .split('')
      .map((c, i) => (blanked[i] === 1 ? ' ' : c))
      .join('');
  const blankText = blank(text);
  const blankLower = blank(lower);
  const notes: string[] = [];
  for (const m of blankLower.matchAll(CLAUSE)) {
    const note = noteOf(blankText.slice(m.index, m.index + m[0].length), m[0]);
    if (note && !notes.includes(note)) notes.push(note);
  }
  const joined = notes.join(', ');
  if (joined === '') return null;
  return joined.length > REQUIREMENT_NOTES_MAX ? joined.slice(0, REQUIREMENT_NOTES_MAX) : joined;
}
