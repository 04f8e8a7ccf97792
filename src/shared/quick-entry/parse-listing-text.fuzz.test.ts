// Random and hostile input: the parser must never throw and always give a result the
// schema accepts. Speed is measured by bench/quick-entry-parse.ts, not asserted here;
// the test timeout would still catch a regex that backtracks without bound.
import { describe, expect, it } from 'vitest';
import { parsedQuickEntrySchema } from '../schemas/quick-entry';
import { parseListingText } from './parse-listing-text';

function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  '3',
  '2.5',
  '1,25,00,000',
  '45,000',
  'bhk',
  'BHK',
  ' ',
  '\n',
  ',',
  '.',
  '/',
  '-',
  '/-',
  '₹',
  'Rs.',
  '$',
  '€',
  '£',
  'cr',
  'lakh',
  'L',
  'k',
  'sq.ft',
  'sft',
  'carpet',
  'super built-up',
  'rent',
  'sale',
  'deposit',
  'maintenance',
  'per month',
  'pm',
  '🏡',
  '✅',
  '•',
  '*',
  '_',
  '~',
  'HSR Layout',
  'Koramangala',
  'Bangalore',
  'Bombay',
  'in',
  'area',
  'located in',
  'sector',
  '+91 98450 12345',
  '560034',
  '30x40',
  'bath',
  'T',
  'floor',
  '4th',
  'facing',
  'चाहिए',
  '१२३',
  '\u200d',
  '\uFE0F',
  '\uD83C',
  '(',
  ')',
  ':',
];

const localities = [
  { id: 1, name: 'HSR Layout', city: 'Bangalore' },
  { id: 2, name: 'Koramangala', city: 'Bangalore' },
  { id: 3, name: 'Civil Lines', city: 'Delhi' },
];

function check(text: string): void {
  const result = parseListingText(text, { localities, random: () => 0.5 });
  expect(parsedQuickEntrySchema.safeParse(result).success).toBe(true);
}

describe('parseListingText under fuzzing', () => {
  it('never throws on random characters', () => {
    const random = seeded(1);
    for (let n = 0; n < 300; n++) {
      const length = Math.floor(random() * 400);
      let text = '';
      for (let i = 0; i < length; i++) {
        // Anywhere in the BMP, including lone surrogates and control characters.
        text += String.fromCharCode(Math.floor(random() * 0x10000));
      }
      check(text);
    }
  });

  it('never throws on random listing-like word salad', () => {
    const random = seeded(2);
    for (let n = 0; n < 500; n++) {
      const words = Math.floor(random() * 80);
      let text = '';
      for (let i = 0; i < words; i++) text += PIECES[Math.floor(random() * PIECES.length)] ?? '';
      check(text);
    }
  });

  it.each([
    [
      '1 MB of listing text',
      () => '2BHK for rent in HSR Layout, 35k, 1100 sqft, 2 bath\n'.repeat(20_000),
    ],
    ['a megabyte of digits', () => '9'.repeat(1_000_000)],
    ['a megabyte of spaces', () => ' '.repeat(1_000_000)],
    ['a megabyte of newlines', () => '\n'.repeat(1_000_000)],
    ['a megabyte of one letter', () => 'a'.repeat(1_000_000)],
    ['comma-grouped digits without end', () => '1,11'.repeat(250_000)],
    ['currency signs without numbers', () => 'Rs. ₹ $ '.repeat(100_000)],
    ['units without numbers', () => 'sq ft lakh cr bhk '.repeat(50_000)],
    ['emoji only', () => '🏡✅🔥'.repeat(100_000)],
    ['lone surrogates', () => '\uD83C'.repeat(100_000)],
    ['dots and digits', () => '1.2.3.4.5.'.repeat(100_000)],
    ['dimensions', () => '30x40x'.repeat(150_000)],
    ['phone-like runs', () => '98450 12345 '.repeat(80_000)],
    ['chat-export lines', () => '[14/03/24, 10:42:17 AM] Vikram: hi\n'.repeat(30_000)],
  ])('never throws on %s', (_name, make) => {
    check(make());
  });
});
