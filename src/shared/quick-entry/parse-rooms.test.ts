import { describe, expect, it } from 'vitest';
import { parseListingText } from './parse-listing-text';

const rooms = (text: string) => {
  const r = parseListingText(text);
  return [r.bedrooms, r.baths];
};

describe('bedrooms and baths', () => {
  it.each([
    ['3 BHK', 3],
    ['3bhk', 3],
    ['3-BHK', 3],
    ['3 B.H.K.', 3],
    ['3 bed', 3],
    ['3 beds', 3],
    ['3 bedroom house', 3],
    ['three bedroom flat', 3],
    ['3BR apartment', 3],
    ['Bedrooms: 4', 4],
    ['1RK for rent', 1],
    ['1 RK', 1],
    ['2.5 BHK', 2],
    ['Studio apartment for rent', 1],
    ['2 & 3 BHK apartments', 2],
    ['3/4 BHK', 3],
  ])('%s has %d bedrooms', (text, bedrooms) => {
    expect(rooms(text)[0]).toBe(bedrooms);
  });

  it.each([
    ['2 bath', 2],
    ['2 baths', 2],
    ['3 bathrooms', 3],
    ['2 toilets', 2],
    ['1 toilet', 1],
    ['3BHK 3T', 3],
    ['2 attached bathrooms', 2],
    ['Bathrooms: 2', 2],
    ['two bathrooms', 2],
    ['2 washrooms', 2],
  ])('%s has %d baths', (text, baths) => {
    expect(rooms(text)[1]).toBe(baths);
  });

  it('reads both in the usual shorthand', () => {
    expect(rooms('3 bed 2 bath')).toEqual([3, 2]);
    expect(rooms('🛏 3 Bed | 🛁 3 Bath')).toEqual([3, 3]);
    expect(rooms('*3 BHK* | *2 Baths*')).toEqual([3, 2]);
  });

  it('does not count floors, facing, parking or locality numbers as rooms', () => {
    expect(rooms('4th floor of 5, East facing, 2 covered parking')).toEqual([null, null]);
    expect(rooms('Greater Kailash 2, 3BHK')[0]).toBe(3);
    expect(rooms('Sector 2, 3BHK')[0]).toBe(3);
    expect(rooms('attached bath, 24x7 security')).toEqual([null, null]);
  });

  it('takes the count on offer over one asked for or ruled out', () => {
    expect(rooms('3bhk flat chahiye nahi, 2bhk available hai Whitefield mein 28k rent')[0]).toBe(2);
    expect(rooms('Requirement: 2BHK for a client.\nAvailable: 3 BHK in Domlur')[0]).toBe(3);
    expect(rooms('3BHK sold out, 2BHK available')[0]).toBe(2);
  });

  it('rejects absurd counts', () => {
    expect(rooms('45 BHK')).toEqual([null, null]);
    expect(rooms('0 bath')).toEqual([null, null]);
  });
});
