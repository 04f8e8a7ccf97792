import { describe, expect, it } from 'vitest';
import { generateTitle, pickTitleLine, TITLE_ADJECTIVES, type TitleFacts } from './build-title';
import { parseListingText } from './parse-listing-text';
import { findTitleKeywords } from './title-keywords';
import { lowerAscii } from './normalise-text';

const facts = (over: Partial<TitleFacts> = {}): TitleFacts => ({
  kind: 'Sale',
  bedrooms: 3,
  baths: 2,
  sqft: 1450,
  place: 'Koramangala',
  prefixes: [],
  ...over,
});

describe('title from the first line', () => {
  it('takes a first line of 6 to 99 characters as written', () => {
    expect(pickTitleLine('3 BHK flat in HSR\nRent 35k')).toBe('3 BHK flat in HSR');
    expect(pickTitleLine('Abcdef\nmore')).toBe('Abcdef');
    expect(pickTitleLine(`${'x'.repeat(99)}\nmore`)).toBe('x'.repeat(99));
  });

  it('does not take a first line shorter than 6 or longer than 99 characters', () => {
    expect(pickTitleLine('3 BHK\nRent 35k')).toBeNull();
    expect(pickTitleLine(`${'x'.repeat(100)}\nmore`)).toBeNull();
  });

  it('strips emoji, bullets and WhatsApp formatting before measuring', () => {
    expect(pickTitleLine('*🏡 3 BHK FOR SALE – HSR LAYOUT 🏡*')).toBe(
      '3 BHK FOR SALE – HSR LAYOUT',
    );
    expect(pickTitleLine('👉 2BHK for rent in Whitefield')).toBe('2BHK for rent in Whitefield');
    expect(pickTitleLine('• _Sea view flat_ •')).toBe('Sea view flat');
  });

  it('passes over greetings, banners, share requests, requirements and chat prefixes', () => {
    expect(pickTitleLine('Forwarded\n*For Rent*\n2BHK semi furnished flat')).toBe(
      '2BHK semi furnished flat',
    );
    expect(
      pickTitleLine(
        'Good morning all 🙏\nPlease share with your clients.\n*Property 1*\n3 BHK in Bellandur',
      ),
    ).toBe('3 BHK in Bellandur');
    expect(pickTitleLine('🔥🔥 HOT DEAL 🔥🔥\nAndheri West, Lokhandwala')).toBe(
      'Andheri West, Lokhandwala',
    );
    expect(pickTitleLine('Req: 2BHK Andheri W budget 50k\nAvl: 2BHK Versova')).toBe(
      'Avl: 2BHK Versova',
    );
    expect(pickTitleLine('[14/03/24, 10:42:17 AM] Vikram Realty: 3 BHK in Jubilee Hills')).toBe(
      '3 BHK in Jubilee Hills',
    );
  });
});

describe("a short banner as the first line (decision 025: better than the spec's 'first line')", () => {
  it("passes over 'Available for rent' to the line that names the flat", () => {
    expect(pickTitleLine('Available for rent\n2 BHK semi-furnished flat in Koramangala')).toBe(
      '2 BHK semi-furnished flat in Koramangala',
    );
    expect(pickTitleLine('Urgent sale!!\nVilla with garden, Whitefield')).toBe(
      'Villa with garden, Whitefield',
    );
    // Alone it is no title: one is generated from the facts instead.
    expect(pickTitleLine('Available for rent')).toBeNull();
    // A first line that says something of the flat is the title, as the spec says.
    expect(pickTitleLine('Available for rent in Indiranagar\n2 BHK')).toBe(
      'Available for rent in Indiranagar',
    );
  });
});

describe('generated title', () => {
  it('follows "{Adjective} {Prefixes} {n} BHK for {Sale|Rent} in {Place} · {b} Baths · {sqft} sq ft"', () => {
    expect(generateTitle(facts({ prefixes: ['Semi-Furnished', 'Gated'] }), () => 0)).toBe(
      'Elegant Semi-Furnished Gated 3 BHK for Sale in Koramangala · 2 Baths · 1,450 sq ft',
    );
    expect(generateTitle(facts({ kind: 'Rent', baths: 1, sqft: 12500 }), () => 0.95)).toBe(
      'Spacious 3 BHK for Rent in Koramangala · 1 Bath · 12,500 sq ft',
    );
  });

  it('draws the adjective from the spec list with the given random', () => {
    const seen = new Set(
      Array.from({ length: 10 }, (_, i) => generateTitle(facts(), () => i / 10).split(' ')[0]),
    );
    expect([...seen].sort()).toEqual([...TITLE_ADJECTIVES].sort());
    expect(generateTitle(facts(), () => Number.NaN).startsWith('Elegant ')).toBe(true);
    expect(generateTitle(facts(), () => 7).startsWith('Spacious ')).toBe(true);
  });

  it('leaves out what the text does not give', () => {
    const bare = { kind: null, bedrooms: null, baths: null, sqft: null, place: null, prefixes: [] };
    expect(generateTitle(bare, () => 0)).toBe('Elegant Property for Sale');
    expect(generateTitle({ ...bare, kind: 'Rent', place: 'Pune' }, () => 0)).toBe(
      'Elegant Property for Rent in Pune',
    );
  });

  it('stays within 99 characters, dropping prefixes, then size, then baths', () => {
    const long = facts({
      place: 'Kengeri Satellite Town Extension Phase Two',
      prefixes: ['Fully Furnished', 'Sea View', 'Renovated'],
    });
    const title = generateTitle(long, () => 0);
    expect(title.length).toBeLessThanOrEqual(99);
    expect(title).toContain('3 BHK for Sale in Kengeri Satellite Town Extension Phase Two');
  });

  it('is used when the first line is not a title and the text has listing facts', () => {
    const r = parseListingText('3bhk\nIndiranagar 1.2cr 1450 sft 2 bath, gated, pool', {
      random: () => 0.45,
      localities: [{ id: 1, name: 'Indiranagar', city: 'Bangalore' }],
    });
    expect(r.title).toBe(
      'Stunning Gated Pool 3 BHK for Sale in Indiranagar · 2 Baths · 1,450 sq ft',
    );
  });
});

describe('keyword prefixes', () => {
  const keywords = (text: string) => findTitleKeywords(lowerAscii(text), text);

  it('come in spec order as title words', () => {
    expect(
      keywords(
        'amenities, parking, pool, private garden, gated, renovated, brand new, sea view, furnished',
      ),
    ).toEqual([
      'Furnished',
      'Sea View',
      'New',
      'Renovated',
      'Gated',
      'Garden',
      'Pool',
      'Parking',
      'Amenity-Rich',
    ]);
  });

  it('read furnishing the way it is written', () => {
    expect(keywords('semi furnished')).toEqual(['Semi-Furnished']);
    expect(keywords('Semi-Furnished')).toEqual(['Semi-Furnished']);
    expect(keywords('fully furnished')).toEqual(['Fully Furnished']);
    expect(keywords('Furnished Status: Unfurnished')).toEqual([]);
  });

  it('skip names that only contain a keyword', () => {
    expect(keywords('Flat in Wilson Garden near Hiranandani Gardens, New Delhi')).toEqual([]);
    expect(keywords('Terrace garden')).toEqual(['Garden']);
  });
});
