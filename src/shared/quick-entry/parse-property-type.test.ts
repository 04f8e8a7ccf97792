import { describe, expect, it } from 'vitest';
import { parseListingText } from './parse-listing-text';

const kind = (text: string) => parseListingText(text).property_type;

describe('rent or sale', () => {
  it.each([
    '2BHK for rent in HSR',
    'TO LET: 2 BHK',
    'To-let 2bhk',
    '2bhk on rent',
    'Office space for lease',
    '2bhk rent pe dena hai',
    'flat kiraye pe',
    '2bhk veedu vadagaiku',
    '2BHK, Rent: 30,000',
    '2bhk 24k maintenance included',
  ])('%s is Rent', (text) => {
    expect(kind(text)).toBe('Rent');
  });

  it.each([
    '3BHK for sale in Baner',
    '2BHK resale flat',
    'flat bikau hai',
    '2bhk flat bechna hai',
    '3bhk Indiranagar 1.2cr',
    'Pre-leased shop for sale. Tenant pays rent 85,000 per month. Price 1.6 Cr',
    'Rental income 45k per month, price 90 lakh',
    '3BHK Koramangala',
  ])('%s is Sale', (text) => {
    expect(kind(text)).toBe('Sale');
  });

  it('is empty for text that is not about a property', () => {
    expect(kind('hello there')).toBeNull();
    expect(kind('')).toBeNull();
  });
});
