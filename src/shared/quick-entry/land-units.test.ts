import { describe, expect, it } from 'vitest';
import { describeConversion, readAreaUnit, toSqft } from './land-units';
import { parseListingText } from './parse-listing-text';

const parse = (text: string) => parseListingText(text);

describe('land and area units', () => {
  it.each([
    ['1 acre farm land for sale', 43_560, 1, 'acre'],
    ['2.5 acres agricultural land', 108_900, 2.5, 'acre'],
    ['5 cents plot in Chennai', 2178, 5, 'cent'],
    ['10 guntha NA plot', 10_890, 10, 'guntha'],
    ['200 gaj plot', 1800, 200, 'sqyd'],
    ['300 sq yd', 2700, 300, 'sqyd'],
    ['176.05 sq.m. flat', 1895, 176.05, 'sqm'],
    ['2 grounds in Adyar', 4800, 2, 'ground'],
    ['3 katha land in Salt Lake', 2160, 3, 'katha'],
    ['4 cottah plot', 2880, 4, 'katha'],
    ['1 hectare', 107_639, 1, 'hectare'],
    ['2 एकड़ ज़मीन बिक्री', 87_120, 2, 'acre'],
    ['150 गज का प्लॉट', 1350, 150, 'sqyd'],
  ] as const)('%s is %d sq ft, from %d %s', (text, sqft, value, unit) => {
    const r = parse(text);
    expect(r.sqft).toBe(sqft);
    expect(r.sqft_conversion).toEqual({ sqft, from: { value, unit } });
  });

  it('gives no conversion for a size in sq ft, nor for a floor or a percentage', () => {
    expect(parse('1450 sq ft 2BHK').sqft_conversion).toBeNull();
    expect(parse('flat on 2 ground floor rooms').sqft).toBeNull();
    expect(readAreaUnit(' ground floor')).toBeNull();
    expect(parse('5 per cent discount').sqft).toBeNull();
  });

  it('converts and describes for the form', () => {
    expect(toSqft(1, 'acre')).toBe(43_560);
    expect(describeConversion(43_560, { value: 1, unit: 'acre' })).toBe('1 acre = 43,560 sq ft');
    expect(describeConversion(4800, { value: 2, unit: 'ground' })).toBe('2 grounds = 4,800 sq ft');
  });
});

describe('rates per unit of area', () => {
  it('never takes a rate for the price', () => {
    const r = parse('Commercial office for sale, ₹4,500 per sqft');
    expect(r.price).toBeNull();
    expect(r.price_rate).toEqual({ amount: 4500, unit: 'sqft' });
    expect(parse('Land @ Rs 45 lakh per acre, total 3.2 Cr').price).toBe(32_000_000);
    expect(parse('Per sq ft rate: 6,200. Asking 1.1 Cr').price).toBe(11_000_000);
  });

  it('fills the price with rate x size when no total is written (decision 039)', () => {
    expect(parse('Office 1,200 sqft for sale @ ₹4,500/sqft').price).toBe(5_400_000);
    expect(parse('2 acres farm land, 45 lakh per acre').price).toBe(9_000_000);
    expect(parse('Plot 200 gaj, rate 32,000 per gaj').price).toBe(6_400_000);
  });

  it('leaves maintenance per sq ft alone', () => {
    const r = parse('3BHK 1500 sqft, 1.4 Cr, maintenance ₹3 per sq ft');
    expect(r.price).toBe(14_000_000);
    expect(r.price_rate).toBeNull();
  });
});

describe('Hindi amounts and words', () => {
  it.each([
    ['3 बीएचके फ्लैट बिक्री के लिए, कीमत 85 लाख', 8_500_000, 'Sale', 3],
    ['2 BHK किराया 25 हज़ार प्रति माह', 25_000, 'Rent', 2],
    ['विला बिक्री, 1.5 करोड़', 15_000_000, 'Sale', null],
    ['१ करोड़ २० लाख में 3BHK बिक्री', 12_000_000, 'Sale', 3],
    ['फ्लैट किराए पर, रु. 18,000', 18_000, 'Rent', null],
  ] as const)('%s', (text, price, kind, bedrooms) => {
    const r = parse(text);
    expect(r.price).toBe(price);
    expect(r.currency).toBe('INR');
    expect(r.property_type).toBe(kind);
    expect(r.bedrooms).toBe(bedrooms);
  });

  it('reads the nine cities in Devanagari', () => {
    expect(parse('मुंबई में 2BHK किराए पर').city).toBe('Mumbai');
    expect(parse('जयपुर, 200 गज प्लॉट बिक्री').city).toBe('Jaipur');
    expect(parse('नई दिल्ली 3BHK').city).toBe('Delhi');
  });
});
