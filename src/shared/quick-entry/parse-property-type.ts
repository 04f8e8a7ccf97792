// Rent or Sale (spec section 5: "text with rent words gives Rent, else Sale"). Real
// listings often carry words of both kinds ("pre-leased shop for sale, tenant pays
// rent"; "rent 40k, deposit 2L, bank loan not needed"), so each word weighs in and the
// price joins in: a monthly amount says Rent, crores say Sale.
import { DEFAULT_PROPERTY_TYPE } from '../constants';
import type { ListingKind, PriceFound } from './parse-price';

const TYPE_WORD =
  /\b(?:for rent|on rent|to[ -]?let|tolet|rent(?:al)? (?:pe|par)|kiraye? pe|kiraya|kiraye|kiraaye|bhada|bhade|bhadu|vadagai[a-z]*|for lease|on lease|pre[ -]?leased|leased out|rental income|rental yield|rent|rental|lease|tenants?|bachelors?|deposit|for sale|on sale|resale|re-sale|sale|selling|sell|bikau|bechna|bechni|bechne|outright|ownership|registration|registry|stamp duty|bank loans?|loan|khata|new launch|investment|buyers?|buy|purchase|kharidna|kharidni|roi|possession|emi)\b/g;
// Devanagari words (no \b for them in JavaScript): किराया/किराए पर = rent, बिक्री = sale.
const DEVANAGARI_TYPE_WORD =
  /(?<![\u0900-\u097F])(किराए पर|किराये पर|किराया|किराये|किराए|भाड\u093Cे पर|भाड\u093Cा|लीज़?|बिक्री|बेचना|बेचनी|बिकाऊ|ख\u093Cरीदना|खरीदना|ख\u093Cरीद|खरीद)(?![\u0900-\u097F])/g;
const DEVANAGARI_RENT = /^(?:किरा|भाड|लीज)/;

const RENT_WEIGHT: Readonly<Record<string, number>> = {
  'for rent': 3,
  'on rent': 3,
  'to let': 3,
  'to-let': 3,
  tolet: 3,
  'rent pe': 3,
  'rent par': 3,
  'rental pe': 3,
  'rental par': 3,
  'kiraye pe': 3,
  'kiraya pe': 3,
  kiraya: 3,
  kiraye: 3,
  kiraaye: 3,
  bhada: 2,
  bhade: 2,
  bhadu: 2,
  'for lease': 3,
  'on lease': 3,
  rent: 2,
  rental: 2,
  lease: 2,
  tenant: 1,
  tenants: 1,
  bachelor: 1,
  bachelors: 1,
  deposit: 1,
};
const SALE_WEIGHT: Readonly<Record<string, number>> = {
  'pre-leased': 3,
  'pre leased': 3,
  preleased: 3,
  'leased out': 2,
  'rental income': 3,
  'rental yield': 3,
  'for sale': 3,
  'on sale': 3,
  resale: 3,
  're-sale': 3,
  sale: 2,
  selling: 2,
  sell: 2,
  bikau: 3,
  bechna: 3,
  bechni: 3,
  bechne: 3,
  outright: 2,
  ownership: 1,
  registration: 1,
  registry: 1,
  'stamp duty': 1,
  'bank loan': 1,
  'bank loans': 1,
  loan: 1,
  khata: 1,
  'new launch': 2,
  investment: 1,
  buyer: 1,
  buyers: 1,
  roi: 2,
  possession: 1,
  emi: 1,
  // A client's words in a requirement: "want to buy" is a Sale requirement.
  buy: 2,
  purchase: 2,
  kharidna: 3,
  kharidni: 3,
};

// No home in these cities sells under 3 lakh, and no flat rents for 20 lakh a month: an
// unmarked amount tells the kind by its size.
const RENT_BELOW_INR = 300_000;
const SALE_FROM_INR = 2_000_000;

export type KindWords = { rent: number; sale: number };

export function weighKindWords(lower: string): KindWords {
  let rent = 0;
  let sale = 0;
  for (const m of lower.matchAll(TYPE_WORD)) {
    const word = m[0].startsWith('vadagai') ? 'kiraya' : m[0];
    rent += RENT_WEIGHT[word] ?? 0;
    sale += SALE_WEIGHT[word] ?? 0;
  }
  for (const m of lower.matchAll(DEVANAGARI_TYPE_WORD)) {
    if (DEVANAGARI_RENT.test(m[1] ?? '')) rent += 3;
    else sale += 3;
  }
  return { rent, sale };
}

/** What the words alone say, for choosing among prices; null when they are silent or even. */
export function kindFromWords(words: KindWords): ListingKind | null {
  if (words.rent === words.sale) return null;
  return words.rent > words.sale ? 'Rent' : 'Sale';
}

/** Rent or Sale with the price weighed in; null when nothing in the text is about a listing. */
export function decideKind(
  words: KindWords,
  price: PriceFound | null,
  anyFact: boolean,
): ListingKind | null {
  let rent = words.rent;
  let sale = words.sale;
  if (price?.perMonth || price?.role === 'rent') rent += 2;
  else if (price && (price.currency !== 'INR' || price.amount >= SALE_FROM_INR)) sale += 2;
  else if (price && price.amount < RENT_BELOW_INR) rent += 2;
  if (rent > sale) return 'Rent';
  // Spec section 5: no rent words means Sale (the form's default too, section 9).
  return sale > 0 || rent > 0 || price || anyFact ? DEFAULT_PROPERTY_TYPE : null;
}
