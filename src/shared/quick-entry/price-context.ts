// The words around a number that say what kind of amount it is: a rent or a sale price,
// monthly or not, or something that is not the price at all (a deposit, maintenance, a
// rate per sq ft or per acre, a size, a count, a flat number). Devanagari words count
// the same as their English ones (किराया = rent, कीमत = price, बजट = budget).
import type { AreaUnit } from '../schemas/quick-entry';
import { readAreaUnit } from './land-units';

const SLASH_DASH = /^ ?(?:\/-|-\/)/;
const PER_MONTH =
  /^ ?(?:\/- ?)?(?:\/ ?(?:month|mon|mo|m|pm)(?![a-z])|per ?month|p\.? ?m\.?(?![a-z])|monthly|a month|pcm|per mensem|mahina|mahine|maheena|month(?![a-z])|(?:प्रति ?|\/ ?)?(?:माह|महीना|महीने|मासिक))/;
const PER = /^ ?(?:\/- ?)?(?:\/|per|a|प्रति) ?/;
// Short forms that make a rate even when the unit is not spelled out in full.
const PER_UNIT_SHORT =
  /^(?:sq|sft|s\.f|ft|yd|yard|gaj|gaz|m2|met|acre|cent|gunt|ground|kath|kott|cott|hect|bigha|बीघा|एकड|गज|वर्ग)/;
const PSF = /^ ?(?:\/- ?)?(?:psf|p\.s\.f)/;
// "Per sq ft rate: 4,500", "rate per acre Rs 45 lakh", "प्रति वर्ग फुट 4500".
const PER_UNIT_BEFORE =
  /(?:\bper|\/|प्रति) ?([\u0900-\u097Fa-z. ]{1,14}?)[ .)]*(?:rate|price|cost|dar|दर)?[ :=-]*(?:rs\.?|₹|inr|रु\.?)? ?$/;
const NOT_MONEY_AFTER =
  /^ ?(?:sq|sft|s\.f|ft(?![a-z])|feet|foot|square|yards?|gaj|gaz|acres?|cents?|gunt|bhk|rk(?![a-z])|beds?|bedroom|br(?![a-z])|baths?|bathroom|toilet|washroom|t(?![a-z])|floors?|fl(?![a-z])|th(?![a-z])|st(?![a-z])|nd(?![a-z])|rd(?![a-z])|yrs?(?![a-z])|years?|months(?![a-z])|days?|mins?(?![a-z])|minutes?|hrs?(?![a-z])|hours?|kms?(?![a-z])|kilomet|mtrs?|meters?|metres?|%|x ?\d|\* ?\d|units?|flats?|towers?|stor|lifts?|cars?|parking|sides?|facing|balcon|people|persons|members|seats?|rooms?|grounds?(?![a-z])|kath|kott|cott|hect|bigha|guntha|बीघा|एकड|गज|वर्ग|बीएचके|कमरे)/;
// "2 lakh deposit", "3k maintenance"; but "24k maintenance included" is the rent.
const EXCLUDED_AFTER =
  /^ ?(?:\/- ?)?\(? ?(?:(?:as|of|for|towards) )?(?:deposit|advance|security|(?:maintenance|maint)(?![a-z])(?! ?(?:incl|inclusive|included))|token|booking|brokerage|gst|registration|stamp|emi|corpus|income|rental income|society|charges)/;
const RENT_AFTER =
  /^ ?(?:\/- ?)?(?:rupees? ?)?(?:only ?)?(?:(?:rent|rental|bhada|bhadu|kiraya|kiraye)(?![a-z])|(?:रुपये |रुपए )?(?:किराया|किराये|किराए|भाड\u093Cा)(?![\u0900-\u097F]))/;
const MARK_AFTER =
  /^ ?(?:\/- ?)?(?:only|negotiable|neg|onwards|all inclusive|fixed|final|ono|obo|asking)(?![a-z])/;
const AT_BEFORE = /@ ?(?:rs\.? ?|₹ ?)?$/;

// Devanagari has no \b in JavaScript: a label is a run of Devanagari between non-letters.
const DEVANAGARI_LABEL =
  /(?<![\u0900-\u097F])(किराया|किराये|किराए|भाड\u093Cा|कीमत|क़ीमत|दाम|मूल्य|बिक्री|बजट|जमा|डिपॉज़िट|डिपॉजिट|एडवांस|मेंटेनेंस)(?![\u0900-\u097F])/g;
const DEVANAGARI_RENT = new Set(['किराया', 'किराये', 'किराए', 'भाड\u093Cा']);
const DEVANAGARI_SALE = new Set(['कीमत', 'क़ीमत', 'दाम', 'मूल्य', 'बिक्री']);

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
  /** A deposit, maintenance, budget, rate per unit, size or count: not a listing's price. */
  excluded: boolean;
  /** Excluded for any reason but a "budget" label: a requirement's budget may be this. */
  notMoney: boolean;
  /** Labelled "budget" (बजट): what a client asks, never what a listing offers. */
  budget: boolean;
  /**
   * A rate per unit of area ("₹4,500 per sq ft", "per acre 45 lakh"): its unit, or
   * null when the unit is not one we convert ("per bigha").
   */
  rate: { unit: AreaUnit | null } | null;
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

type Label = 'rent' | 'sale' | 'budget' | 'excluded' | null;

function labelBefore(before: string): Label {
  let last: string | undefined;
  let lastAt = -1;
  for (const m of before.matchAll(LABEL_WORD)) [last, lastAt] = [m[0], m.index];
  for (const m of before.matchAll(DEVANAGARI_LABEL)) {
    const word = m[1] ?? '';
    if (m.index < lastAt) continue;
    if (DEVANAGARI_RENT.has(word)) [last, lastAt] = ['rent', m.index];
    else if (DEVANAGARI_SALE.has(word)) [last, lastAt] = ['price', m.index];
    else if (word === 'बजट') [last, lastAt] = ['budget', m.index];
    else [last, lastAt] = ['deposit', m.index];
  }
  if (last === undefined) return null;
  if (RENT_LABELS.has(last) || last.startsWith('vadagai')) return 'rent';
  if (last === 'budget') return 'budget';
  return SALE_LABELS.has(last) ? 'sale' : 'excluded';
}

/** The unit of a rate written after an amount ("/sq ft", "per acre", "psf"), else undefined. */
function rateAfter(rest: string): { unit: AreaUnit | null } | undefined {
  if (PSF.test(rest)) return { unit: 'sqft' };
  const per = PER.exec(rest);
  if (!per) return undefined;
  const tail = rest.slice(per[0].length);
  const written = readAreaUnit(tail);
  // "5 per cent" is a percentage.
  if (written && !(written.unit === 'cent' && /per/.test(per[0]))) return { unit: written.unit };
  return PER_UNIT_SHORT.test(tail) ? { unit: null } : undefined;
}

function rateBefore(before: string): { unit: AreaUnit | null } | undefined {
  const m = PER_UNIT_BEFORE.exec(before);
  if (!m) return undefined;
  const words = m[1] ?? '';
  const written = readAreaUnit(words.trim());
  if (written) return { unit: written.unit };
  return PER_UNIT_SHORT.test(words.trim()) ? { unit: null } : undefined;
}

/** What the clause text `before` a number and the text `rest` after its amount say. */
export function readPriceContext(before: string, rest: string): PriceContext {
  const label = labelBefore(before);
  const rate = rateAfter(rest) ?? rateBefore(before) ?? null;
  const notMoney =
    label === 'excluded' ||
    rate !== null ||
    NOT_MONEY_AFTER.test(rest) ||
    EXCLUDED_AFTER.test(rest);
  return {
    excluded: notMoney || label === 'budget',
    notMoney,
    budget: label === 'budget',
    rate,
    label: label === 'excluded' || label === 'budget' ? null : label,
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
