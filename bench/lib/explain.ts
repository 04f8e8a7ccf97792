// EXPLAIN (ANALYZE, BUFFERS) of captured statements, reduced to what matters here: which
// scans each statement does, whether any of them reads a large table from end to end, and
// how many 8 kB buffers it touched (shared hits + reads: what grows with the data when a
// plan is not bound by an index and a page size).
import type { RawClient, Statement } from './sql-capture';
import { oneLine } from './sql-capture';

type PlanNode = {
  'Node Type': string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
};

export type Scan = { node: string; relation: string; index?: string; rows: number; loops: number };

export type ExplainResult = {
  sql: string;
  /** The bound parameters, to run it again by hand. */
  params: unknown[];
  executionMs: number;
  planningMs: number;
  /** Time PostgreSQL spent compiling the plan with LLVM (jit), part of executionMs. */
  jitMs: number;
  scans: Scan[];
  /** Shared buffers the execution touched: found in PostgreSQL's cache (hit) and read in. */
  buffers: Buffers;
  /** Sequential scans of tables over LARGE_TABLE rows: the ones an index should avoid. */
  seqScans: string[];
  plan: unknown;
};

const LARGE_TABLE = 2_000;

export type Buffers = { hit: number; read: number };
/** hit + read: the figure the tables print as "buffers". */
export const buffersTouched = (b: Buffers) => b.hit + b.read;

export async function tableSizes(client: RawClient): Promise<Map<string, number>> {
  const rows = await client.query(
    `select c.relname as name, greatest(c.reltuples, 0)::float8 as n
     from pg_class c join pg_namespace s on s.oid = c.relnamespace
     where s.nspname = 'public' and c.relkind = 'r'`,
    [],
  );
  return new Map(rows.map((r) => [String(r.name), Number(r.n)]));
}

export async function explain(
  client: RawClient,
  statement: Statement,
  sizes: ReadonlyMap<string, number>,
): Promise<ExplainResult> {
  const rows = await client.query(
    `explain (analyze, buffers, format json) ${statement.text}`,
    statement.params,
  );
  const raw = rows[0]?.['QUERY PLAN'];
  const parsed: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
  const top = (Array.isArray(parsed) ? parsed[0] : parsed) as {
    Plan: PlanNode;
    'Execution Time'?: number;
    'Planning Time'?: number;
    JIT?: { Timing?: { Total?: number } };
  };
  const scans: Scan[] = [];
  // A Bitmap Heap Scan names its table, its Bitmap Index Scan children the indexes.
  const bitmapIndexes = (node: PlanNode): string[] => [
    ...(node['Node Type'] === 'Bitmap Index Scan' && node['Index Name'] ? [node['Index Name']] : []),
    ...(node.Plans ?? []).flatMap(bitmapIndexes),
  ];
  const walk = (node: PlanNode) => {
    if (node['Relation Name']) {
      const index =
        node['Index Name'] ??
        (node['Node Type'] === 'Bitmap Heap Scan'
          ? [...new Set(bitmapIndexes(node))].join(' + ') || undefined
          : undefined);
      scans.push({
        node: node['Node Type'],
        relation: node['Relation Name'],
        ...(index ? { index } : {}),
        rows: node['Actual Rows'] ?? 0,
        loops: node['Actual Loops'] ?? 1,
      });
    }
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(top.Plan);
  const seqScans = scans
    .filter((s) => s.node === 'Seq Scan' && (sizes.get(s.relation) ?? 0) > LARGE_TABLE)
    .map((s) => `${s.relation} (${Math.round(sizes.get(s.relation) ?? 0)} rows, x${s.loops})`);
  return {
    sql: oneLine(statement.text),
    params: statement.params,
    executionMs: top['Execution Time'] ?? 0,
    planningMs: top['Planning Time'] ?? 0,
    jitMs: top.JIT?.Timing?.Total ?? 0,
    scans,
    // The top node's counts include every node under it.
    buffers: { hit: top.Plan['Shared Hit Blocks'] ?? 0, read: top.Plan['Shared Read Blocks'] ?? 0 },
    seqScans,
    plan: parsed,
  };
}

/** "indexes" or "SEQ t (n rows)", and the JIT time if any, for the table. */
export function indexVerdict(results: readonly ExplainResult[]): string {
  const seq = [...new Set(results.flatMap((r) => r.seqScans))];
  const jit = results.reduce((sum, r) => sum + r.jitMs, 0);
  const parts = [seq.length > 0 ? `SEQ ${seq.join('; ')}` : 'indexes'];
  if (jit > 0) parts.push(`JIT ${jit.toFixed(0)} ms`);
  return parts.join(', ');
}
