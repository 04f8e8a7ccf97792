// Clause boundaries: a value belongs with the words of its own clause ("Rent 40k,
// deposit 2L": 2L goes with "deposit"), so the rules look back and ahead only as far
// as the nearest line break, semicolon, bar, comma or sentence end.

const HARD_BREAKS = '\n;|!?';
// A full stop after these is an abbreviation ("Rs. 45,000", "sq. ft."), not a sentence end.
// prettier-ignore
const ABBREVIATIONS = new Set([
  'rs', 'no', 'sq', 'ft', 'sft', 'approx', 'appx', 'nr', 'opp', 'st', 'rd', 'dr', 'mr', 'mrs',
  'ms', 'ph', 'mob', 'tel', 'sec', 'vs', 'apt', 'bldg', 'flr', 'ext', 'extn',
]);

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isLetter = (c: string | undefined) => c !== undefined && c >= 'a' && c <= 'z';

function isBreakAt(s: string, i: number): boolean {
  const c = s[i];
  if (c === undefined) return true;
  if (HARD_BREAKS.includes(c)) return true;
  if (c === ',') return !(isDigit(s[i - 1]) && isDigit(s[i + 1]));
  if (c !== '.') return false;
  const next = s[i + 1];
  if (next !== undefined && next !== ' ' && next !== '\n') return false;
  let start = i;
  while (start > 0 && isLetter(s[start - 1])) start--;
  const word = s.slice(start, i);
  // "45,000. Deposit" ends a sentence; "J.P. Nagar" and "Rs. 45" do not.
  return word.length === 0 || (word.length > 1 && !ABBREVIATIONS.has(word));
}

/** Where the clause holding `pos` starts, looking back at most `maxBack` characters. */
export function clauseStart(s: string, pos: number, maxBack = 48): number {
  const limit = Math.max(0, pos - maxBack);
  for (let i = pos - 1; i >= limit; i--) {
    if (isBreakAt(s, i)) return i + 1;
  }
  return limit;
}

/** Where the clause holding `pos` ends, looking ahead at most `maxAhead` characters. */
export function clauseEnd(s: string, pos: number, maxAhead = 48): number {
  const limit = Math.min(s.length, pos + maxAhead);
  for (let i = pos; i < limit; i++) {
    if (isBreakAt(s, i)) return i;
  }
  return limit;
}

/** The clause around [start, end): from its start to its end. */
export function clauseAround(s: string, start: number, end: number, reach = 48): string {
  return s.slice(clauseStart(s, start, reach), clauseEnd(s, end, reach));
}

// A clause that asks for a property, or says this one is gone, is not the listing.
const NOT_ON_OFFER =
  /\b(?:requirements?|required|require|looking for|wanted|want|chahiye|need|needed|nahi|nahin|not available|sold|budget)\b/;
const ON_OFFER = /\b(?:available|avail|for sale|for rent|on rent|to let|hai)\b/;

/** +1 for a clause that offers, -3 for one that asks or says "not". */
export function offerScore(clause: string): number {
  if (NOT_ON_OFFER.test(clause)) return -3;
  return ON_OFFER.test(clause) ? 1 : 0;
}
