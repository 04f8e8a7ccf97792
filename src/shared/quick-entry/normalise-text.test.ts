import { describe, expect, it } from 'vitest';
import { maskNoise } from './mask-noise';
import { MAX_INPUT_CHARS, prepareText } from './normalise-text';

describe('prepareText', () => {
  it('drops emoji and WhatsApp formatting, turns bullets into separators, keeps lines', () => {
    const { text } = prepareText('*🏡 3 BHK* • _2 Bath_\n\n\n✅ 1️⃣ ~Rent~   35k');
    expect(text).toBe('3 BHK | 2 Bath\nRent 35k');
  });

  it('keeps a star between digits (a plot dimension) and the currency signs', () => {
    expect(prepareText('30*40 ₹ $ € £').text).toBe('30*40 ₹ $ € £');
  });

  it('normalises dashes, full-width and Devanagari digits', () => {
    expect(prepareText('Rent – ३५,००० ／ month').text).toBe('Rent - 35,000 / month');
  });

  it('gives a lower-case copy of the same length', () => {
    const { text, lower } = prepareText('İstanbul HSR Layout ÄÖ');
    expect(lower.length).toBe(text.length);
    expect(lower).toContain('hsr layout');
  });

  it(`reads at most ${MAX_INPUT_CHARS} characters`, () => {
    expect(prepareText('a'.repeat(MAX_INPUT_CHARS * 3)).text.length).toBe(MAX_INPUT_CHARS);
  });
});

describe('maskNoise', () => {
  const masked = (s: string) => maskNoise(prepareText(s).lower).replace(/ +/g, ' ').trim();

  it.each([
    ['call +91 98450 12345', 'call'],
    ['call +919845012345', 'call'],
    ['call 9845012345', 'call'],
    ['call 98450-12345', 'call'],
    ['call 984 501 2345', 'call'],
    ['ph 033-2445 6789', 'ph'],
    ['ph 020-27123456', 'ph'],
    ['on 14/03/24 at 10:42 am', 'on at'],
    ['visits 11 am to 5 pm', 'visits to'],
    ['pin 560034', ''],
    ['bangalore 560034', 'bangalore'],
    ['mail a.b@example.com or www.example.com/x', 'mail or'],
  ])('blanks the noise in %s', (text, left) => {
    expect(masked(text)).toBe(left);
  });

  it.each(['₹ 1,25,00,000', 'rent 18000 pm', '1.15-1.25 cr', 'rs.45,000/month', '1450 sq.ft'])(
    'leaves %s alone',
    (text) => {
      expect(masked(text)).toBe(prepareText(text).lower);
    },
  );
});
