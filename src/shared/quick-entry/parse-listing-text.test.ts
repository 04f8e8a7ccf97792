import { describe, expect, it } from 'vitest';
import { parsedQuickEntrySchema } from '../schemas/quick-entry';
import { EMPTY_QUICK_ENTRY, parseListingText } from './parse-listing-text';
import { pickCityLocalities } from './pick-city-localities';

describe('parseListingText', () => {
  it('reads a whole WhatsApp listing', () => {
    const localities = pickCityLocalities([
      { name: 'Bangalore', localities: ['HSR Layout', 'Koramangala'] },
    ]);
    const r = parseListingText(
      `Forwarded
*🏡 3 BHK FOR SALE – HSR LAYOUT 🏡*
📍 Sector 2, HSR Layout, Bangalore
🛏 3 Bed | 🛁 3 Bath
📐 1650 sq.ft super built-up
💰 *₹ 1.65 Cr* (slightly negotiable)
Contact: Ramesh 98450 12345`,
      { localities, random: () => 0 },
    );
    expect(r).toEqual({
      title: '3 BHK FOR SALE – HSR LAYOUT',
      description: expect.stringMatching(/^\*🏡 3 BHK FOR SALE – HSR LAYOUT 🏡\*\n📍 Sector 2/),
      property_type: 'Sale',
      bedrooms: 3,
      baths: 3,
      sqft: 1650,
      price: 16_500_000,
      currency: 'INR',
      city: 'Bangalore',
      area: 'HSR Layout',
      sqft_conversion: null,
      price_rate: null,
    });
  });

  it('gives empty fields for empty, blank or non-listing input', () => {
    expect(parseListingText('')).toEqual(EMPTY_QUICK_ENTRY);
    expect(parseListingText('   \n\t ')).toEqual(EMPTY_QUICK_ENTRY);
    expect(parseListingText('🙏🙏🙏')).toEqual(EMPTY_QUICK_ENTRY);
    expect(parseListingText('hello')).toEqual({ ...EMPTY_QUICK_ENTRY, description: 'hello' });
  });

  it('never throws on input that is not a string or options that are not what they say', () => {
    const odd = [null, undefined, 42, {}, [], Symbol('x')] as unknown as string[];
    for (const value of odd) expect(parseListingText(value)).toEqual(EMPTY_QUICK_ENTRY);
    const badOptions = { localities: 'nope', random: 'nope' } as unknown as Parameters<
      typeof parseListingText
    >[1];
    expect(() => parseListingText('2bhk HSR 35k rent', badOptions)).not.toThrow();
    const badLocalities = [null, { id: 1 }, { id: 2, name: 42 }, { id: 3, name: '' }] as never;
    expect(parseListingText('2bhk HSR 35k rent', { localities: badLocalities }).price).toBe(35_000);
    const throwingRandom = () => {
      throw new Error('boom');
    };
    expect(parseListingText('3bhk\n1.2cr', { random: throwingRandom }).title).toBe(
      'Elegant 3 BHK for Sale',
    );
  });

  it('keeps the description as the pasted text, without chat prefixes or Forwarded lines', () => {
    const r = parseListingText(
      'Forwarded\n[09/05/24, 9:15 AM] Anil: 3 BHK for rent\n\n\n\nCall me',
    );
    expect(r.description).toBe('3 BHK for rent\n\nCall me');
  });

  it('cuts the description at the form limit of 5000 characters', () => {
    const r = parseListingText(`2BHK for rent ${'lovely home '.repeat(1000)}`);
    expect(r.description?.length).toBeLessThanOrEqual(5000);
  });

  it('only reads the first 20,000 characters', () => {
    const r = parseListingText(`${'x '.repeat(10_000)}3BHK for sale 2.5 Cr`);
    expect(r.bedrooms).toBeNull();
    expect(r.price).toBeNull();
  });

  it('always gives a result the schema accepts', () => {
    const r = parseListingText('2bhk Koramangala 35k rent 1100 sqft 2 bath');
    expect(parsedQuickEntrySchema.parse(r)).toEqual(r);
  });
});
