// A match's score (0-100) and the reasons a broker reads on its card. The SQL of
// find-match-candidates.ts has already decided that the pair matches (tolerances
// included); this says how well, in the same terms: a listing within budget and size
// scores 100, a stretch costs points in proportion to how far it stretches.
import { describeBedrooms } from '#shared/format/requirement-title.ts';

export type MatchFacts = {
  budgetMin: number | null;
  budgetMax: number | null;
  bedroomsMin: number | null;
  bedroomsMax: number | null;
  sqftMin: number | null;
  sqftMax: number | null;
  /** The requirement names areas (else: anywhere in the city). */
  namesAreas: boolean;
  price: number | null;
  bedrooms: number | null;
  sqft: number | null;
  area: string | null;
  city: string;
};

export type ScoredMatch = { score: number; reasons: string[] };

/** Points lost per percent of stretch: 10 % over budget costs 30, 10 % under it 10. */
const OVER_BUDGET_COST = 3;
const UNDER_BUDGET_COST = 1;
const OFF_SIZE_COST = 1.5;
const SIZE_UNKNOWN_COST = 10;

const percentOff = (value: number, bound: number) => Math.max(1, Math.round(Math.abs(value / bound - 1) * 100));

export function scoreMatch(f: MatchFacts): ScoredMatch {
  let score = 100;
  const reasons: string[] = [];

  if (f.price !== null && (f.budgetMin !== null || f.budgetMax !== null)) {
    if (f.budgetMax !== null && f.price > f.budgetMax) {
      const pct = percentOff(f.price, f.budgetMax);
      score -= pct * OVER_BUDGET_COST;
      reasons.push(`${pct} % over budget`);
    } else if (f.budgetMin !== null && f.price < f.budgetMin) {
      const pct = percentOff(f.price, f.budgetMin);
      score -= pct * UNDER_BUDGET_COST;
      reasons.push(`${pct} % under budget`);
    } else {
      reasons.push('within budget');
    }
  }

  reasons.push(`in ${f.namesAreas && f.area ? f.area : f.area ? `${f.area}, ${f.city}` : f.city}`);

  if ((f.bedroomsMin !== null || f.bedroomsMax !== null) && f.bedrooms !== null) {
    reasons.push(`${describeBedrooms(f.bedrooms, f.bedrooms)} as asked`);
  }

  if (f.sqftMin !== null || f.sqftMax !== null) {
    if (f.sqft === null) {
      score -= SIZE_UNKNOWN_COST;
      reasons.push('size not given');
    } else if (f.sqftMin !== null && f.sqft < f.sqftMin) {
      const pct = percentOff(f.sqft, f.sqftMin);
      score -= Math.round(pct * OFF_SIZE_COST);
      reasons.push(`${pct} % smaller than asked`);
    } else if (f.sqftMax !== null && f.sqft > f.sqftMax) {
      const pct = percentOff(f.sqft, f.sqftMax);
      score -= Math.round(pct * OFF_SIZE_COST);
      reasons.push(`${pct} % larger than asked`);
    } else {
      reasons.push(`${f.sqft.toLocaleString('en-IN')} sq ft as asked`);
    }
  }

  return { score: Math.max(0, Math.min(100, Math.round(score))), reasons };
}
