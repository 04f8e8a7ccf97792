import { describe, expect, it } from 'vitest';
import { slugify, VANITY_SLUG_MAX } from './slug';

describe('slugify', () => {
  it.each([
    ['Spacious 3 BHK in Koramangala!', 'spacious-3-bhk-in-koramangala'],
    ['  Villa -- with   pool ', 'villa-with-pool'],
    ['Café près du parc', 'cafe-pres-du-parc'],
    ['<script>alert(1)</script>', 'scriptalert1script'],
    ['₹ 2.5 Cr — Sea view', '25-cr-sea-view'],
    ['!!!', 'listing'],
    ['2 बीएचके फ्लैट', '2-बीएचके-फ्लैट'],
  ])('%s -> %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('cuts at 50 characters, or 60 on the vanity path, without a trailing hyphen', () => {
    const title = 'a'.repeat(49) + ' bbbbbbbbbbbbbbbbbbbb';
    expect(slugify(title)).toBe('a'.repeat(49));
    expect(slugify(title, VANITY_SLUG_MAX)).toHaveLength(60);
  });
});
