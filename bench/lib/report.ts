// The figures as a table: HTTP under load next to the floor (the same SQL straight on
// the database: one connection's latency, and the requests per second of ten connections
// at once, 'floor x10'), the ratio of HTTP req/s to floor x10 (issue 22's goal: at least
// 0.6), the HTTP p50's ratio to the floor p50, the buffers a request touches, and
// whether the plans use indexes.
import type { ExplainResult } from './explain';
import type { LoadResult } from './load';
import type { FloorResult, FloorThroughput } from './sql-capture';

export type ScenarioResult = {
  name: string;
  route: string;
  items: number;
  captureFailures: string[];
  load: LoadResult | null;
  floor: FloorResult | null;
  /** The same SQL on --connections connections at once (absent for writing scenarios). */
  floorThroughput?: FloorThroughput | null;
  indexUse: string;
  /** Shared buffers (hit + read) of one request's statements, over the scenario's requests. */
  buffers: { mean: number; max: number; requests: number } | null;
  explain: ExplainResult[];
};

export const formatRps = (rps: number) => (rps < 10 ? rps.toFixed(1) : rps.toFixed(0));
const ms = (n: number | undefined) =>
  n === undefined ? '-' : n < 10 ? n.toFixed(2) : n.toFixed(1);

export function printTable(results: readonly ScenarioResult[], log: (line: string) => void): void {
  const header = [
    'scenario',
    'rps',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'errors',
    'floor p50',
    'floor p95',
    'floor x10 rps',
    'ratio',
    'p50/floor',
    'buffers',
    'stmts',
    'plans',
  ];
  const plans = header.length - 1;
  const rows = results.map((r) => {
    // No response within the run: no latency to show (the JSON keeps the counts).
    const latency = r.load && r.load.latencyMs.n > 0 ? r.load.latencyMs : undefined;
    return [
      r.name,
      r.load ? formatRps(r.load.rps) : '-',
      ms(latency?.p50),
      ms(latency?.p95),
      ms(latency?.p99),
      r.load ? String(r.load.errors + r.load.timeouts + r.load.non2xx) : '-',
      ms(r.floor?.p50),
      ms(r.floor?.p95),
      r.floorThroughput ? formatRps(r.floorThroughput.rps) : '-',
      r.load && r.floorThroughput ? (r.load.rps / r.floorThroughput.rps).toFixed(2) : '-',
      latency && r.floor && r.floor.p50 > 0 ? (latency.p50 / r.floor.p50).toFixed(1) : '-',
      r.buffers ? String(Math.round(r.buffers.mean)) : '-',
      r.floor ? String(r.floor.statementsPerRequest) : '-',
      r.indexUse,
    ];
  });
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((row) => (i === plans ? 0 : (row[i] ?? '').length))),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((c, i) => (i === 0 || i === plans ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  log(line(header));
  log(
    `|${widths.map((w, i) => (i === 0 || i === plans ? `-${'-'.repeat(w)}-` : `-${'-'.repeat(w - 1)}:`)).join('|')}|`,
  );
  for (const row of rows) log(line(row));
  const slow = results.flatMap((r) =>
    r.explain
      .filter((e) => e.seqScans.length > 0)
      .map((e) => `  ${r.name}: ${e.seqScans.join(', ')} in ${e.sql.slice(0, 140)}...`),
  );
  if (slow.length > 0) {
    log('');
    log('sequential scans of large tables:');
    for (const s of slow) log(s);
  }
}
