// Two result files side by side: npx tsx bench/compare.ts <before.json> <after.json>
// Prints each scenario's HTTP and floor figures from both runs, the growth of the floor
// and of the buffers a request touches (after / before: with a tenth-size run first and
// a full-size one second, the tenth-to-full growth, data x10), and the EXPLAIN ANALYZE
// time of every statement whose time changed by more than a millisecond.
import fs from 'node:fs';

type Result = {
  meta: {
    size: string;
    db: string;
    loadAverage: { start: number[]; end: number[] };
    latestMigration: string | null;
  };
  scenarios: Array<{
    name: string;
    load: { rps: number; latencyMs: { p50: number; p95: number; p99: number } } | null;
    floor: { p50: number; p95: number } | null;
    indexUse: string;
    /** Absent in runs before issue 22. */
    buffers?: { mean: number } | null;
    explain: Array<{ sql: string; executionMs: number; jitMs: number }>;
  }>;
};

const [beforeFile, afterFile] = process.argv.slice(2);
if (!beforeFile || !afterFile) {
  console.error('usage: npx tsx bench/compare.ts <before.json> <after.json>');
  process.exit(1);
}
const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Result;
const before = read(beforeFile);
const after = read(afterFile);
const f = (n: number | undefined) => (n === undefined ? '-' : n < 10 ? n.toFixed(2) : n.toFixed(1));

console.log(
  `before: ${before.meta.size} ${before.meta.db}, migration ${before.meta.latestMigration}, load ${before.meta.loadAverage.start[0]}`,
);
console.log(
  `after:  ${after.meta.size} ${after.meta.db}, migration ${after.meta.latestMigration}, load ${after.meta.loadAverage.start[0]}`,
);
const ratio = (a: number | undefined, b: number | undefined) =>
  a === undefined || b === undefined || a <= 0 ? '-' : `${(b / a).toFixed(2)}x`;
console.log(
  '| scenario | rps before | rps after | p50 before | p50 after | p95 before | p95 after | floor p50 before | floor p50 after | floor growth | buffers before | buffers after | buffers growth |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const b of before.scenarios) {
  const a = after.scenarios.find((s) => s.name === b.name);
  const bufBefore = b.buffers?.mean;
  const bufAfter = a?.buffers?.mean;
  console.log(
    `| ${b.name} | ${f(b.load?.rps)} | ${f(a?.load?.rps)} | ${f(b.load?.latencyMs.p50)} | ${f(a?.load?.latencyMs.p50)} | ${f(b.load?.latencyMs.p95)} | ${f(a?.load?.latencyMs.p95)} | ${f(b.floor?.p50)} | ${f(a?.floor?.p50)} | ${ratio(b.floor?.p50, a?.floor?.p50)} | ${bufBefore === undefined ? '-' : Math.round(bufBefore)} | ${bufAfter === undefined ? '-' : Math.round(bufAfter)} | ${ratio(bufBefore, bufAfter)} |`,
  );
}
for (const a of after.scenarios) {
  if (!before.scenarios.some((s) => s.name === a.name)) console.log(`| ${a.name} | (after only) | ${f(a.load?.rps)} | | ${f(a.load?.latencyMs.p50)} | | ${f(a.load?.latencyMs.p95)} | | ${f(a.floor?.p50)} | | | ${a.buffers ? Math.round(a.buffers.mean) : '-'} | |`);
}
console.log('');
console.log('EXPLAIN ANALYZE, statements whose time changed by more than 1 ms (ms, of which JIT):');
for (const b of before.scenarios) {
  const a = after.scenarios.find((s) => s.name === b.name);
  for (const e of b.explain) {
    const match = a?.explain.find((x) => x.sql === e.sql);
    if (!match || Math.abs(match.executionMs - e.executionMs) <= 1) continue;
    console.log(
      `  ${b.name}: ${f(e.executionMs)} (JIT ${f(e.jitMs)}) -> ${f(match.executionMs)} (JIT ${f(match.jitMs)})  ${e.sql.slice(0, 110)}...`,
    );
  }
}
