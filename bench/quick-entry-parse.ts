// Parse time of the quick-entry parser: per listing over the corpus (repeated), for a
// megabyte of pasted text, and for hostile inputs at the read cap. Prints figures; the
// tests assert behaviour, not time (DESIGN.md).
//   npx tsx bench/quick-entry-parse.ts [rounds]
import { performance } from 'node:perf_hooks';
import { seedCities } from '#server/db/seed/localities.ts';
import { MAX_INPUT_CHARS } from '#shared/quick-entry/normalise-text.ts';
import { parseListingText } from '#shared/quick-entry/parse-listing-text.ts';
import { pickCityLocalities } from '#shared/quick-entry/pick-city-localities.ts';
import { corpus } from '../tests/integration/quick-entry/corpus';

const rounds = Number(process.argv[2] ?? 200);
const localities = pickCityLocalities(seedCities);
const options = { localities, random: () => 0.5 };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function timeOnce(text: string): number {
  const start = performance.now();
  parseListingText(text, options);
  return performance.now() - start;
}

const ms = (n: number) => `${n.toFixed(3)} ms`;

// Warm-up: JIT, the locality index (built once per localities array).
for (const entry of corpus) parseListingText(entry.text, options);

const times: number[] = [];
for (let r = 0; r < rounds; r++) {
  for (const entry of corpus) times.push(timeOnce(entry.text));
}
times.sort((a, b) => a - b);
const mean = times.reduce((s, t) => s + t, 0) / times.length;
console.log(
  `quick-entry parse, ${corpus.length} corpus listings x ${rounds} rounds = ${times.length} parses`,
);
console.log(
  `  per listing: mean ${ms(mean)}, p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, max ${ms(times[times.length - 1] ?? 0)}`,
);

let megabyte = '';
for (let i = 0; megabyte.length < 1_000_000; i++)
  megabyte += `${corpus[i % corpus.length]?.text ?? ''}\n\n`;
megabyte = megabyte.slice(0, 1_000_000);
const mbTimes = Array.from({ length: 20 }, () => timeOnce(megabyte)).sort((a, b) => a - b);
console.log(
  `  1 MB of listing text (read up to ${MAX_INPUT_CHARS} chars): p50 ${ms(percentile(mbTimes, 50))}, max ${ms(mbTimes[mbTimes.length - 1] ?? 0)}`,
);

const hostile: Array<[string, string]> = [
  ['digits', '9'.repeat(MAX_INPUT_CHARS)],
  ['spaces', ' '.repeat(MAX_INPUT_CHARS)],
  ['one letter', 'a'.repeat(MAX_INPUT_CHARS)],
  ['comma groups', '1,11'.repeat(MAX_INPUT_CHARS / 4)],
  ['"1 lakh " runs', '1 lakh '.repeat(MAX_INPUT_CHARS / 7)],
  ['"rs 45,000 pm, " runs', 'rs 45,000 pm, '.repeat(MAX_INPUT_CHARS / 14)],
  ['"2bhk 2 bath 1200 sqft " runs', '2bhk 2 bath 1200 sqft '.repeat(MAX_INPUT_CHARS / 22)],
  ['locality names', 'HSR Layout Koramangala '.repeat(MAX_INPUT_CHARS / 23)],
  ['phone-like runs', '98450 12345 '.repeat(MAX_INPUT_CHARS / 12)],
  ['dots and digits', '1.2.3.4.5.'.repeat(MAX_INPUT_CHARS / 10)],
  ['emoji', '🏡✅🔥'.repeat(MAX_INPUT_CHARS / 6)],
];
console.log(`  hostile inputs of ${MAX_INPUT_CHARS} chars (worst of 5 runs):`);
for (const [name, text] of hostile) {
  const worst = Math.max(...Array.from({ length: 5 }, () => timeOnce(text)));
  console.log(`    ${name.padEnd(32)} ${ms(worst)}`);
}
