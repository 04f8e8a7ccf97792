// The words around a number that say what kind of amount it is: a rent or a sale price,
// monthly or not, or something that is not the price at all (a deposit, maintenance, a
// rate per sq ft, a size, a count, a flat number).

const SLASH_DASH = /^ ?(?:\/-|-\/)/;
const PER_MONTH =
  /^ ?(?:\/- ?)?(?:\/ ?(?:month|mon|mo|m|pm)(?![a-z])|per ?month|p\.? ?m\.?(?![a-z])|monthly|a month|pcm|per mensem|mahina|mahine|maheena|month(?![a-z]))/;
const PER_UNIT =
  /^ ?(?:\/- ?)?(?:(?:\/|per|a) ?(?:sq|sft|s\.f|ft|yd|yard|gaj|gaz|m2|met|acre|cent|gunt)|psf|p\.s\.f)/;
const NOT_MONEY_AFTER =
  /^ ?(?:sq|sft|s\.f|ft(?![a-z])|feet|foot|square|yards?|gaj|gaz|acres?|cents?|gunt|bhk|rk(?![a-z])|beds?|bedroom|br(?![a-z])|baths?|bathroom|toilet|washroom|t(?![a-z])|floors?|fl(?![a-z])|th(?![a-z])|st(?![a-z])|nd(?![a-z])|rd(?![a-z])|yrs?(?![a-z])|years?|months(?![a-z])|days?|mins?(?![a-z])|minutes?|hrs?(?![a-z])|hours?|kms?(?![a-z])|kilomet|mtrs?|meters?|metres?|%|x ?\d|\* ?\d|units?|flats?|towers?|stor|lifts?|cars?|parking|sides?|facing|balcon|people|persons|members|seats?|rooms?)/;
// "2 lakh deposit", "3k maintenance"; but "24k maintenance included" is the rent.
const EXCLUDED_AFTER =
  /^ ?(?:\/- ?)?\(? ?(?:(?:as|of|for|towards) )?(?:deposit|advance|security|(?:maintenance|maint)(?![a-z])(?! ?(?:incl|inclusive|included))|token|booking|brokerage|gst|registration|stamp|emi|corpus|income|rental income|society|charges)/;
const RENT_AFTER =
  /^ ?(?:\/- ?)?(?:rupees? ?)?(?:only ?)?(?:rent|rental|bhada|bhadu|kiraya|kiraye)(?![a-z])/;
const MARK_AFTER =
  /^ ?(?:\/- ?)?(?:only|negotiable|neg|onwards|all inclusive|fixed|final|ono|obo|asking)(?![a-z])/;
const AT_BEFORE = /@ ?(?:rs\.? ?|₹ ?)?$/;

const LABEL_WORD =
  /\b(?:monthly rent|rental income|rental yield|rent|rental|lease|kiraya|kiraye|kiraaye|bhada|bhadu|vadagai[a-z]*|price|cost|asking|expected|sale|selling|sell|quote|quoted|value|offer|total|inclusive|rate|bikau|deposit|advance|security|maintenance|maint|token|booking|brokerage|corpus|emi|income|gst|registration|stamp|charges?|society|loan|salary|fees?|budget|tax|interest|rera|pin|pincode|call|contact|mob|phone|whatsapp)\b/g;
// prettier-ignore
const RENT_LABELS = new Set(['monthly rent', 'rent', 'rental', 'lease', 'kiraya', 'kiraye', 'kiraaye', 'bhada', 'bhadu']);
// prettier-ignore
const SALE_LABELS = new Set([
  'price', 'cost', 'asking', 'expected', 'sale', 'selling', 'sell', 'quote', 'quoted', 'value',
  'offer', 'total', 'inclusive', 'rate', 'bikau',
]);
// A word glued to a number is a flat, block or survey number ("A-302", "No.12"), unless
// it is a currency or a label.
const GLUE_OK = new Set(['rs', 'inr', 'usd', 'eur', 'gbp', 'price', 'rent', 'cost', 'at']);

export type PriceContext = {
  /** A deposit, maintenance, rate per unit, size or count: not the price. */
  excluded: boolean;
  /** The label word nearest before it in its clause ("Rent: 40k", "Price 1.2 Cr"). */
  label: 'rent' | 'sale' | null;
  perMonth: boolean;
  /** "45,000/-", the Indian mark of an amount of money. */
  slashDash: boolean;
  /** "35k rent", "30,000 bhadu". */
  rentAfter: boolean;
  /** "@ 22k", "@ Rs 1.2 Cr". */
  at: boolean;
  /** "negotiable", "onwards", "only", "final". */
  markAfter: boolean;
};

function labelBefore(before: string): 'rent' | 'sale' | 'excluded' | null {
  let last: string | undefined;
  for (const m of before.matchAll(LABEL_WORD)) last = m[0];
  if (last === undefined) return null;
  if (RENT_LABELS.has(last) || last.startsWith('vadagai')) return 'rent';
  return SALE_LABELS.has(last) ? 'sale' : 'excluded';
}

/** What the clause text `before` a number and the text `rest` after its amount say. */
export function readPriceContext(before: string, rest: string): PriceContext {
  const label = labelBefore(before);
  return {
    excluded:
      label === 'excluded' ||
      PER_UNIT.test(rest) ||
      NOT_MONEY_AFTER.test(rest) ||
      EXCLUDED_AFTER.test(rest),
    label: label === 'excluded' ? null : label,
    perMonth: PER_MONTH.test(rest),
    slashDash: SLASH_DASH.test(rest),
    rentAfter: RENT_AFTER.test(rest),
    at: AT_BEFORE.test(before),
    markAfter: MARK_AFTER.test(rest),
  };
}

/** False for a number glued to a word that is neither a currency nor a label ("A-302"). */
export function standsFree(scan: string, index: number): boolean {
  let i = index - 1;
  const c = scan[i];
  if (c === undefined || !/[a-z./-]/.test(c)) return true;
  if (c === '/') return false;
  if (c === '.' || c === '-') i--;
  let start = i + 1;
  while (start > 0 && /[a-z]/.test(scan[start - 1] ?? '')) start--;
  const word = scan.slice(start, i + 1);
  // "2-3": the upper end of a range; its lower end carries the price.
  if (word === '') return c !== '-' || !/\d/.test(scan[i] ?? '');
  return GLUE_OK.has(word);
}
