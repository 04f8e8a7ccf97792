import { describe, expect, it } from 'vitest';
import { extractAreaPhrase } from './extract-area-phrase';
import { parseListingText } from './parse-listing-text';

describe('area phrases (no seeded locality given or matched)', () => {
  it.each([
    ['Flat in Kharghar area, 2bhk', 'Kharghar'],
    ['3 BHK located in Kharghar, Navi Mumbai', 'Kharghar'],
    ['Villa located at the heart of Palm Meadows with pool', 'Palm Meadows'],
    ['Builder floor in sector 45, Gurgaon', 'Sector 45'],
    ['Plot in Sec-21b', 'Sector 21B'],
    ['Locality: Gota Extension', 'Gota Extension'],
    ['Location: baner road, Pune', 'Baner Road'],
  ])('%s names %s', (text, area) => {
    expect(extractAreaPhrase(text)).toBe(area);
  });

  it.each([
    'Flat in the area',
    'Flat in this area',
    'Located in the prime area',
    'located in Pune',
    'Flat in AB area',
  ])('ignores %s', (text) => {
    expect(extractAreaPhrase(text)).toBeNull();
  });

  it('is only used when no seeded locality matched', () => {
    const localities = [{ id: 1, name: 'Hebbal', city: 'Bangalore' }];
    expect(parseListingText('Located in Manyata Tech Park, Hebbal', { localities }).area).toBe(
      'Hebbal',
    );
    expect(parseListingText('Located in Manyata Tech Park, Bangalore', { localities }).area).toBe(
      'Manyata Tech Park',
    );
  });
});
