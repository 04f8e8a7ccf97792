import { describe, expect, it } from 'vitest';
import { KNOWN_CITIES } from './known-cities';
import { canonicalCity, detectCity } from './parse-city';
import { parseListingText } from './parse-listing-text';

describe('city', () => {
  it.each(KNOWN_CITIES.map((c) => [c]))('finds %s in any case', (city) => {
    expect(detectCity(`2BHK in ${city.toUpperCase()} for rent`)).toBe(city);
    expect(detectCity(`2bhk in ${city.toLowerCase()}`)).toBe(city);
  });

  it.each([
    ['Bengaluru', 'Bangalore'],
    ['Bombay', 'Mumbai'],
    ['New Delhi', 'Delhi'],
    ['Madras', 'Chennai'],
    ['Calcutta', 'Kolkata'],
    ['Banglore', 'Bangalore'],
    ['Poona', 'Pune'],
    ['Amdavad', 'Ahmedabad'],
    ['Hyd', 'Hyderabad'],
  ])('reads the alias %s as %s', (alias, city) => {
    expect(detectCity(`Flat in ${alias}`)).toBe(city);
    expect(canonicalCity(alias)).toBe(city);
  });

  it('matches whole words only', () => {
    expect(detectCity('Punekar Realty, Jaipuria Road')).toBeNull();
    expect(detectCity('near Delhi Public School, Whitefield')).toBeNull();
  });

  it('takes the first city named', () => {
    expect(parseListingText('Flat in Pune; owner lives in Mumbai').city).toBe('Pune');
  });
});
