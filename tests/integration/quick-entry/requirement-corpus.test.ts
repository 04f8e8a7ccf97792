// The requirement parser against requirement texts (English, Hinglish, Devanagari, land
// units) across the nine cities, with the seeded places given ids as the server would.
// Prints per-field accuracy and the misses, and fails below the bar (decision 039).
import { describe, expect, it } from 'vitest';
import { seedCities } from '#server/db/seed/localities.ts';
import { parseRequirementText } from '#shared/quick-entry/parse-requirement-text.ts';
import { parsedRequirementSchema } from '#shared/schemas/parsed-requirement.ts';
import { requirementCorpus } from './requirement-corpus';
import { REQUIREMENT_FIELDS, type RequirementField } from './requirement-corpus/requirement-entry';

const ACCURACY_BAR = 0.95;

const places = seedCities.map((city, i) => ({
  id: i + 1,
  name: city.name,
  localities: city.localities.map((name, j) => ({ id: (i + 1) * 1000 + j + 1, name })),
}));
const results = requirementCorpus.map((entry) => ({
  entry,
  parsed: parseRequirementText(entry.text, places),
}));

function isRight(field: RequirementField, entry: (typeof results)[number]): boolean {
  const { parsed } = entry;
  const expected = entry.entry.expected;
  if (field === 'areas') return JSON.stringify(parsed.areas) === JSON.stringify(expected.areas);
  if (field === 'notes') {
    if (expected.notes.length === 0) return parsed.notes === null;
    const notes = parsed.notes?.toLowerCase() ?? '';
    return expected.notes.every((n) => notes.includes(n.toLowerCase()));
  }
  return parsed[field] === expected[field];
}

describe('requirement corpus', () => {
  it('has at least 40 texts covering all nine cities, rent and sale, and seeded areas', () => {
    expect(requirementCorpus.length).toBeGreaterThanOrEqual(40);
    expect(new Set(requirementCorpus.map((e) => e.expected.city))).toEqual(
      new Set([...places.map((p) => p.name)]),
    );
    expect(new Set(requirementCorpus.map((e) => e.expected.property_type))).toEqual(
      new Set(['Rent', 'Sale']),
    );
    for (const { expected } of requirementCorpus) {
      const city = places.find((p) => p.name === expected.city);
      for (const area of expected.areas) {
        expect(
          city?.localities.some((l) => l.name === area),
          `${area} seeded`,
        ).toBe(true);
      }
    }
  });

  it('gives schema-valid results whose ids are the rows of the names found', () => {
    for (const { parsed } of results) {
      expect(parsedRequirementSchema.parse(parsed)).toEqual(parsed);
      const city = places.find((p) => p.id === parsed.city_id);
      expect(city?.name ?? null).toBe(parsed.city_id === null ? null : parsed.city);
      const names = parsed.area_ids.map((id) => city?.localities.find((l) => l.id === id)?.name);
      expect(names).toEqual(parsed.areas.filter((a) => names.includes(a)));
    }
  });

  it(`reads every field right on at least ${ACCURACY_BAR * 100}% of the corpus`, () => {
    const misses: string[] = [];
    const accuracy = {} as Record<RequirementField, number>;
    for (const field of REQUIREMENT_FIELDS) {
      let right = 0;
      for (const result of results) {
        if (isRight(field, result)) right++;
        else
          misses.push(
            `${result.entry.name}: ${field} ${JSON.stringify(result.parsed[field])} (expected ${JSON.stringify(result.entry.expected[field])})`,
          );
      }
      accuracy[field] = right / results.length;
    }
    console.log(`requirement corpus: ${results.length} texts`);
    console.table(
      Object.fromEntries(
        REQUIREMENT_FIELDS.map((f) => [f, { accuracy: `${(accuracy[f] * 100).toFixed(1)}%` }]),
      ),
    );
    if (misses.length > 0) console.log(`misses:\n  ${misses.join('\n  ')}`);
    for (const field of REQUIREMENT_FIELDS) {
      expect.soft(accuracy[field], field).toBeGreaterThanOrEqual(ACCURACY_BAR);
    }
  });
});
