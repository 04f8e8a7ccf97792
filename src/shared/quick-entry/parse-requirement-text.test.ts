import { describe, expect, it } from 'vitest';
import { parsedRequirementSchema } from '../schemas/parsed-requirement';
import { EMPTY_REQUIREMENT, parseRequirementText } from './parse-requirement-text';

const places = [
  {
    id: 1,
    name: 'Bengaluru',
    localities: [
      { id: 11, name: 'Whitefield' },
      { id: 12, name: 'Marathahalli' },
      { id: 13, name: 'HSR Layout' },
    ],
  },
  { id: 2, name: 'Jaipur', localities: [{ id: 21, name: 'Civil Lines' }] },
  { id: 3, name: 'Delhi', localities: [{ id: 31, name: 'Civil Lines' }] },
];

describe('parseRequirementText', () => {
  it('reads the issue example into ids, ranges and notes', () => {
    expect(
      parseRequirementText(
        'Need 3BHK in Whitefield or Marathahalli, budget 1.2-1.5 Cr, ready to move',
        places,
      ),
    ).toEqual({
      property_type: 'Sale',
      city: 'Bangalore',
      city_id: 1,
      areas: ['Whitefield', 'Marathahalli'],
      area_ids: [11, 12],
      budget_min: 12_000_000,
      budget_max: 15_000_000,
      bedrooms_min: 3,
      bedrooms_max: 3,
      sqft_min: null,
      sqft_max: null,
      sqft_conversion: null,
      notes: 'ready to move',
    });
  });

  it.each([
    ['under 40k 2bhk rent', null, 40_000],
    ['2bhk rent, 40k', null, 40_000],
    ['around 80 lakh', 7_200_000, 8_800_000],
    ['80 lakh approx', 7_200_000, 8_800_000],
    ['above 3 Cr', 30_000_000, null],
    ['50 se 60 lakh', 5_000_000, 6_000_000],
    ['between 80L and 1 Cr', 8_000_000, 10_000_000],
    ['बजट 50 लाख तक', null, 5_000_000],
  ])('budget of %s is %s to %s', (text, min, max) => {
    const r = parseRequirementText(text, places);
    expect([r.budget_min, r.budget_max]).toEqual([min, max]);
  });

  it.each([
    ['3BHK', 3, 3],
    ['2-3 BHK', 2, 3],
    ['2 or 3 bhk', 2, 3],
    ['3+ bhk', 3, null],
    ['3 bhk or more', 3, null],
    ['minimum 3 BHK', 3, null],
    ['1RK', 1, 1],
  ])('bedrooms of %s are %s to %s', (text, min, max) => {
    const r = parseRequirementText(text, places);
    expect([r.bedrooms_min, r.bedrooms_max]).toEqual([min, max]);
  });

  it('reads sizes as a floor, a range or a ceiling, with the unit kept', () => {
    const size = (t: string) => {
      const r = parseRequirementText(t, places);
      return [r.sqft_min, r.sqft_max];
    };
    expect(size('1500 sqft')).toEqual([1500, null]);
    expect(size('1200-1500 sq ft')).toEqual([1200, 1500]);
    expect(size('under 1000 sqft')).toEqual([null, 1000]);
    expect(parseRequirementText('1 acre plot', places).sqft_conversion).toEqual({
      sqft: 43_560,
      from: { value: 1, unit: 'acre' },
    });
  });

  it('does not take a deposit, a rate or a phone number for the budget', () => {
    const r = parseRequirementText(
      '2bhk rent, deposit 2 lakh, call 9845012345, ₹4,500 per sqft',
      places,
    );
    expect([r.budget_min, r.budget_max]).toEqual([null, null]);
  });

  it('keeps an area found in two cities without guessing the city', () => {
    const r = parseRequirementText('3BHK in Civil Lines', places);
    expect(r.city).toBeNull();
    expect(r.areas).toEqual(['Civil Lines']);
    const named = parseRequirementText('3BHK in Civil Lines, Jaipur', places);
    expect([named.city, named.city_id, named.area_ids]).toEqual(['Jaipur', 2, [21]]);
  });

  it('gives empty fields for empty or odd input and never throws', () => {
    expect(parseRequirementText('')).toEqual(EMPTY_REQUIREMENT);
    const odd = [null, undefined, 42, {}, '🙏'.repeat(5000), '9'.repeat(30_000)];
    for (const value of odd) {
      const r = parseRequirementText(value as unknown as string, places);
      expect(parsedRequirementSchema.safeParse(r).success).toBe(true);
    }
  });

  it('stays fast on a long paste full of figures and places', () => {
    const text = '2 bhk 40k Whitefield, 1200 sqft 3 cr HSR; '.repeat(600);
    const started = performance.now();
    const r = parseRequirementText(text, places);
    expect(performance.now() - started).toBeLessThan(1500);
    expect(r.areas).toEqual(['Whitefield', 'HSR Layout']);
  });
});
