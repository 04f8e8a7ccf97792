import { describe, expect, it } from 'vitest';
import { parseListingText } from './parse-listing-text';

const sqft = (text: string) => parseListingText(text).sqft;

describe('sqft', () => {
  it.each([
    ['1450 sq.ft', 1450],
    ['1450 sq ft', 1450],
    ['1450 sq. ft.', 1450],
    ['1450 sqft', 1450],
    ['1450sqft', 1450],
    ['1450 sft', 1450],
    ['1450 SFT', 1450],
    ['1450 square feet', 1450],
    ['1,450 Sq.Ft', 1450],
    ['1450 ft²', 1450],
    ['1.2k sqft', 1200],
    ['super built-up 1800', 1800],
    ['carpet 1200', 1200],
    ['850 carpet', 850],
    ['Area: 1050', 1050],
    ['Built-up Area: 3,100 sq.ft.', 3100],
    ['200 gaj plot', 1800],
    ['300 sq yd', 2700],
    ['176.05 sq.m.', 1895],
    ['30x40 site', 1200],
    ['30*40 plot', 1200],
    ['1200-1450 sqft', 1200],
  ])('%s is %d sq ft', (text, value) => {
    expect(sqft(text)).toBe(value);
  });

  it('prefers super built-up over built-up over carpet and land, whatever the order', () => {
    expect(sqft('Carpet Area: 1,350 sq.ft. Super Built-up Area: 1,895 sq.ft.')).toBe(1895);
    expect(sqft('carpet 1200, builtup 1500')).toBe(1500);
    expect(sqft('1450 sq.ft (carpet 1100)')).toBe(1450);
    expect(sqft('Plot Area: 2400 sq.ft. Built-up Area: 3100 sq.ft.')).toBe(3100);
    expect(sqft('250 sq yd plot, covered area 2200 sqft')).toBe(2200);
    expect(sqft('3600 sqft plot, 4200 built-up')).toBe(4200);
    expect(sqft('Plot 40x60, built-up 3800 sqft')).toBe(3800);
  });

  it('does not read road widths, floors, prices or 24x7 as a size', () => {
    expect(sqft('30 ft road, 4th floor, 85 lakh, 24x7 security')).toBeNull();
    expect(sqft('Area: Koramangala')).toBeNull();
    expect(sqft('Action Area 1, Kolkata')).toBeNull();
    expect(sqft('Maintenance ₹ 3 per sq ft per month')).toBeNull();
  });
});
