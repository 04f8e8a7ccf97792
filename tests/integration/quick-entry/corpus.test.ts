// The quick-entry parser against realistic listing texts (WhatsApp forwards, portal copy,
// one-liners, Hinglish, noisy pastes) across the nine cities, with the seeded localities
// as the server hands them over. Prints per-field accuracy and fails below the bar.
import { describe, expect, it } from 'vitest';
import { seedCities } from '#server/db/seed/localities.ts';
import { parseListingText } from '#shared/quick-entry/parse-listing-text.ts';
import { pickCityLocalities } from '#shared/quick-entry/pick-city-localities.ts';
import { parsedQuickEntrySchema } from '#shared/schemas/quick-entry.ts';
import { corpus } from './corpus';
import { CHECKED_FIELDS, type CheckedField } from './corpus/corpus-entry';

/** Every field must be right on at least this share of the corpus (docs/decisions/010). */
const ACCURACY_BAR = 0.95;

const localities = pickCityLocalities(seedCities);
const results = corpus.map((entry) => ({
  entry,
  parsed: parseListingText(entry.text, { localities, random: () => 0 }),
}));

describe('quick-entry corpus', () => {
  it('has at least 60 texts covering all nine cities, rent and sale', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(60);
    const cities = new Set(corpus.map((c) => c.expected.city).filter((c) => c !== null));
    expect(cities.size).toBe(9);
    expect(new Set(corpus.map((c) => c.expected.property_type))).toEqual(new Set(['Rent', 'Sale']));
  });

  it('gives schema-valid results with a title and description for every text', () => {
    for (const { parsed } of results) {
      expect(parsedQuickEntrySchema.parse(parsed)).toEqual(parsed);
      expect(parsed.title?.length).toBeGreaterThanOrEqual(6);
      expect(parsed.description).not.toBeNull();
    }
  });

  it(`reads every field right on at least ${ACCURACY_BAR * 100}% of the corpus`, () => {
    const misses: string[] = [];
    const accuracy = {} as Record<CheckedField, number>;
    for (const field of CHECKED_FIELDS) {
      let right = 0;
      for (const { entry, parsed } of results) {
        if (parsed[field] === entry.expected[field]) right++;
        else
          misses.push(
            `${entry.name}: ${field} ${String(parsed[field])} (expected ${String(entry.expected[field])})`,
          );
      }
      accuracy[field] = right / results.length;
    }
    console.log(`quick-entry corpus: ${results.length} texts`);
    console.table(
      Object.fromEntries(
        CHECKED_FIELDS.map((f) => [f, { accuracy: `${(accuracy[f] * 100).toFixed(1)}%` }]),
      ),
    );
    if (misses.length > 0) console.log(`misses:\n  ${misses.join('\n  ')}`);
    for (const field of CHECKED_FIELDS) {
      expect.soft(accuracy[field], field).toBeGreaterThanOrEqual(ACCURACY_BAR);
    }
  });
});
