import { describe, expect, it } from 'vitest';
import { parseListingText } from './parse-listing-text';
import type { LocalityOption } from './match-locality';

const bangalore: LocalityOption[] = [
  'HSR Layout',
  'Koramangala',
  'Indiranagar',
  'JP Nagar',
  'Electronic City',
  'Sarjapur',
  'Sarjapur Road',
  'Yelahanka',
  'Yelahanka New Town',
  'Malleshwaram',
  'Whitefield',
  'Brigade Road',
  'Varthur',
].map((name) => ({ id: name, name, city: 'Bangalore' }));
const mumbai: LocalityOption[] = ['Andheri West', 'Andheri East', 'Bandra West', 'Powai'].map(
  (name) => ({
    id: name,
    name,
    city: 'Mumbai',
  }),
);
const pune: LocalityOption[] = ['Camp', 'Baner'].map((name) => ({ id: name, name, city: 'Pune' }));
const delhiAndJaipur: LocalityOption[] = [
  { id: 1, name: 'Civil Lines', city: 'Delhi' },
  { id: 2, name: 'Civil Lines', city: 'Jaipur' },
];
const all = [...bangalore, ...mumbai, ...pune, ...delhiAndJaipur];

const place = (text: string, localities: readonly LocalityOption[] = all) => {
  const r = parseListingText(text, { localities });
  return [r.city, r.area];
};

describe('locality', () => {
  it('matches whole words in any case and returns the seeded spelling', () => {
    expect(place('2bhk in koramangala')).toEqual(['Bangalore', 'Koramangala']);
    expect(place('2BHK KORAMANGALA')).toEqual(['Bangalore', 'Koramangala']);
    expect(place('Near Koramangalam temple')).toEqual([null, null]);
  });

  it('tolerates the spellings brokers use', () => {
    expect(place('3bhk HSR sector 2')[1]).toBe('HSR Layout');
    expect(place('3bhk hsr layout')[1]).toBe('HSR Layout');
    expect(place('Koramangala 5th Block')[1]).toBe('Koramangala');
    expect(place('Indira Nagar 2nd stage')[1]).toBe('Indiranagar');
    expect(place('J.P. Nagar 7th phase')[1]).toBe('JP Nagar');
    expect(place('E-city phase 1')[1]).toBe('Electronic City');
    expect(place('Malleswaram 18th cross')[1]).toBe('Malleshwaram');
    expect(place('Bandra W, 3 bed')[1]).toBe('Bandra West');
    expect(place('Andheri (E) 1bhk')[1]).toBe('Andheri East');
  });

  it('reads a Mumbai name without its side as the side the list has, else as the bare name', () => {
    expect(place('2 BHK in Andheri for rent 50k')).toEqual(['Mumbai', 'Andheri']);
    expect(place('Bandra 3bhk')).toEqual(['Mumbai', 'Bandra West']);
  });

  it('takes the longest name at a place', () => {
    expect(place('Yelahanka New Town, 2bhk')[1]).toBe('Yelahanka New Town');
    expect(place('Sarjapur Road villa')[1]).toBe('Sarjapur Road');
    expect(place('Sarjapur villa')[1]).toBe('Sarjapur');
  });

  it('does not shorten a name into a word that means something else', () => {
    expect(place('Brigade Cornerstone Utopia, Varthur')[1]).toBe('Varthur');
  });

  it('needs a capital for a locality that is also an everyday word', () => {
    expect(place('2bhk near army camp, Baner')[1]).toBe('Baner');
    expect(place('2bhk in Camp, Pune')[1]).toBe('Camp');
  });

  it('keeps to the named city, and tells the city from a locality when none is named', () => {
    expect(place('Civil Lines, Jaipur, 3bhk')).toEqual(['Jaipur', 'Civil Lines']);
    expect(place('Civil Lines 3bhk')).toEqual([null, 'Civil Lines']);
    expect(place('2bhk Powai 55k')).toEqual(['Mumbai', 'Powai']);
    expect(place('Koramangala flat, owner in Mumbai')).toEqual(['Mumbai', null]);
  });

  it('prefers the locality on offer over one asked for or given as a landmark', () => {
    expect(place('Requirement: 2BHK in Indiranagar.\nAvailable: 3 BHK in Whitefield')[1]).toBe(
      'Whitefield',
    );
    expect(place('10 mins from Koramangala, flat in HSR Layout')[1]).toBe('HSR Layout');
  });

  it('works with one city’s untagged list, as the form passes it', () => {
    const list = bangalore.map(({ id, name }) => ({ id, name }));
    expect(place('2bhk Koramangala, Bangalore', list)).toEqual(['Bangalore', 'Koramangala']);
    expect(place('2bhk Koramangala', list)).toEqual([null, 'Koramangala']);
  });
});
