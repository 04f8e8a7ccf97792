import { describe, expect, it } from 'vitest';
import { parseListingText } from './parse-listing-text';

const read = (text: string) => {
  const r = parseListingText(text);
  return { price: r.price, currency: r.currency, type: r.property_type };
};

describe('price', () => {
  it.each([
    ['3BHK 2.5 Cr', 25_000_000],
    ['3bhk for 1.2cr', 12_000_000],
    ['2BHK 85 L', 8_500_000],
    ['2BHK 85 lakhs', 8_500_000],
    ['2BHK 85 lacs', 8_500_000],
    ['2BHK 85 lakh', 8_500_000],
    ['2BHK 85L', 8_500_000],
    ['2BHK 1.15 crore', 11_500_000],
    ['3BHK 1 Cr 20 lakh', 12_000_000],
    ['Price ₹ 1,25,00,000', 12_500_000],
    ['Price Rs 95,00,000 (negotiable)', 9_500_000],
    ['Price: 1.45 Cr (all inclusive)', 14_500_000],
    ['Sale price 2.1 karod', 21_000_000],
    ['Bungalow. Price: Rs. 12 Crore only.', 120_000_000],
    ['3BHK range 1.2-1.5 Cr', 12_000_000],
  ])('reads %s as a sale price of %d rupees', (text, price) => {
    expect(read(text)).toEqual({ price, currency: 'INR', type: 'Sale' });
  });

  it.each([
    ['2BHK Rs.45,000/month', 45_000],
    ['2bhk 35k rent', 35_000],
    ['Rent 42,000/-', 42_000],
    ['1RK 18000 pm', 18_000],
    ['2BHK on rent, 1.5 lakh p.m.', 150_000],
    ['Rent 55k/month, 3 months deposit', 55_000],
    ['rent 25 thousand', 25_000],
    ['3BHK kiraye pe, 75 hazaar mahina', 75_000],
    ['flat rent par, 30,000 bhadu', 30_000],
    ['Monthly rent: Rs 65,000', 65_000],
  ])('reads %s as a monthly rent of %d rupees', (text, price) => {
    expect(read(text)).toEqual({ price, currency: 'INR', type: 'Rent' });
  });

  it.each([
    ['Villa for sale, $650,000 or best offer', 650_000, 'USD'],
    ['Asking price USD 1.2 million', 1_200_000, 'USD'],
    ['Villa for sale. Price €850,000.', 850_000, 'EUR'],
    ['Apartment for sale, EUR 400,000', 400_000, 'EUR'],
    ['Flat to let, £1,800 per month', 1_800, 'GBP'],
    ['Flat for sale GBP 950,000', 950_000, 'GBP'],
    ['Flat for sale 1.2 million dollars', 1_200_000, 'USD'],
  ])('reads %s in its currency', (text, price, currency) => {
    expect(read(text)).toMatchObject({ price, currency });
  });

  it('takes the rent, not the deposit, maintenance or brokerage', () => {
    expect(read('Rent 40k, deposit 2 lakh').price).toBe(40_000);
    expect(read('Deposit 2 lakh, rent 40k').price).toBe(40_000);
    expect(read('Deposit: 2 lakh\nRent: 40,000').price).toBe(40_000);
    expect(read('Rent ₹22,000 + maintenance ₹1,000').price).toBe(22_000);
    expect(read('Rent 38k + 4k maintenance').price).toBe(38_000);
    expect(read('Maintenance 3,500 extra. Rent 30k').price).toBe(30_000);
    expect(read('Brokerage 1 month. Rent 30k').price).toBe(30_000);
    expect(read('2bhk 24k maintenance included').price).toBe(24_000);
  });

  it('does not take a sqft figure, a rate per sqft, an EMI or an income for the price', () => {
    expect(read('1450 sq.ft @ 6500/sqft, total 94 lakh').price).toBe(9_400_000);
    expect(read('Rate 32,000 per gaj. Total 64 lakh').price).toBe(6_400_000);
    expect(read('₹1.8 Cr. EMI starts at ₹1.05 Lac').price).toBe(18_000_000);
    expect(read('Rental income 85,000 per month. Price 1.6 Cr').price).toBe(16_000_000);
    expect(read('2BHK 1450 sqft').price).toBeNull();
  });

  it('does not take phone numbers, pin codes, floors, years or dates for the price', () => {
    expect(read('Call +91 98450 12345 for rent').price).toBeNull();
    expect(read('2bhk rent, call 9845012345').price).toBeNull();
    expect(read('Rent 18000 9822012345').price).toBe(18_000);
    expect(read('Koramangala, Bangalore 560034. 2BHK for rent').price).toBeNull();
    expect(read('Pin 380058, 3BHK for sale').price).toBeNull();
    expect(read('3BHK on 12th floor, built in 2015, for sale').price).toBeNull();
    expect(read('Available from 01/06/2025, 2bhk for rent').price).toBeNull();
    expect(read('Visits 11 am to 5 pm, 2bhk rent').price).toBeNull();
    expect(read('Flat no. A-702, 3BHK for sale').price).toBeNull();
  });

  it('takes a plain number only when nothing is marked and its size fits the kind', () => {
    expect(read('Flat on rent in Dwarka sector 12, 3bhk, 25000').price).toBe(25_000);
    expect(read('3bhk for sale, 8500000').price).toBe(8_500_000);
    expect(read('3bhk for sale, 25000').price).toBeNull();
  });

  it('prefers the first of equally marked prices (the listing before the noise)', () => {
    expect(read('3 BHK, 1.35 Cr.\nAlso 2 BHK from 75L onwards').price).toBe(13_500_000);
    expect(read('2 BHK: 89 L onwards\n3 BHK: 1.2 Cr onwards').price).toBe(8_900_000);
  });

  it('ignores a budget: that is what a client asks, not what is offered', () => {
    expect(read('Requirement: 2BHK, budget 40k.\nAvailable: 3BHK, rent 55k').price).toBe(55_000);
  });

  it('gives no price and no currency when the text has none', () => {
    expect(read('4BHK in Malabar Hill for sale, price on request')).toEqual({
      price: null,
      currency: null,
      type: 'Sale',
    });
  });
});
