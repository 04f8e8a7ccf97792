import { describe, expect, it } from 'vitest';
import { pickCityLocalities } from './pick-city-localities';

const seeds = [
  { name: 'Bangalore', localities: ['HSR Layout', 'Koramangala'] },
  { name: 'Jaipur', localities: [{ id: 7, name: 'Civil Lines' }] },
];

describe('pickCityLocalities', () => {
  it('gives one city’s localities by any spelling of its name', () => {
    expect(pickCityLocalities(seeds, 'Bengaluru')).toEqual([
      { id: 'HSR Layout', name: 'HSR Layout', city: 'Bangalore' },
      { id: 'Koramangala', name: 'Koramangala', city: 'Bangalore' },
    ]);
    expect(pickCityLocalities(seeds, 'jaipur')).toEqual([
      { id: 7, name: 'Civil Lines', city: 'Jaipur' },
    ]);
  });

  it('gives every city’s localities, tagged with their city, when no city is given', () => {
    expect(pickCityLocalities(seeds).map((l) => l.city)).toEqual([
      'Bangalore',
      'Bangalore',
      'Jaipur',
    ]);
  });

  it('gives nothing for a city it does not know', () => {
    expect(pickCityLocalities(seeds, 'Mysore')).toEqual([]);
  });

  it('returns the same array for the same input, so the locality index is built once', () => {
    expect(pickCityLocalities(seeds, 'Bangalore')).toBe(pickCityLocalities(seeds, 'Bangalore'));
  });
});
