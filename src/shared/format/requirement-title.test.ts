import { describe, expect, it } from 'vitest';
import { buildRequirementTitle, describePlace } from './requirement-title';
import { formatAmountRange, formatShortAmount } from './short-amount';

const base = {
  property_type: 'Sale' as const,
  city: 'Bangalore',
  areas: [{ name: 'Whitefield' }, { name: 'Marathahalli' }],
  budget_min: 12_000_000,
  budget_max: 15_000_000,
  bedrooms_min: 3,
  bedrooms_max: 3,
};

describe('buildRequirementTitle', () => {
  it('reads like a broker writes it', () => {
    expect(buildRequirementTitle(base)).toBe('3 BHK to buy in Whitefield or Marathahalli, 1.2–1.5 Cr');
  });
  it('says rent, an open budget and the city when no area is named', () => {
    expect(
      buildRequirementTitle({ ...base, property_type: 'Rent', areas: [], budget_min: null, budget_max: 40_000, bedrooms_min: 2, bedrooms_max: null }),
    ).toBe('2+ BHK to rent in Bangalore, under 40k');
  });
  it('leaves out what is not given', () => {
    expect(
      buildRequirementTitle({ ...base, areas: [], budget_min: null, budget_max: null, bedrooms_min: null, bedrooms_max: null }),
    ).toBe('Property to buy in Bangalore');
  });
  it('names three areas, then counts the rest', () => {
    const areas = ['A', 'B', 'C', 'D', 'E'].map((name) => ({ name }));
    expect(describePlace('X', areas)).toBe('A, B, C or 2 more');
    expect(describePlace('X', areas.slice(0, 3))).toBe('A, B or C');
  });
});

describe('short amounts', () => {
  it('uses crore, lakh and thousand', () => {
    expect(formatShortAmount(12_000_000)).toBe('1.2 Cr');
    expect(formatShortAmount(8_500_000)).toBe('85 L');
    expect(formatShortAmount(40_000)).toBe('40k');
    expect(formatShortAmount(500)).toBe('₹500');
  });
  it('joins a range once when both ends share the unit', () => {
    expect(formatAmountRange(8_500_000, 12_000_000)).toBe('85 L–1.2 Cr');
    expect(formatAmountRange(null, null)).toBe('');
    expect(formatAmountRange(5_000_000, null)).toBe('from 50 L');
    expect(formatAmountRange(7_000_000, 7_000_000)).toBe('70 L');
  });
});
