// `npm run bench -- --size=tenth --db=postgres --duration=10 --connections=10`
import { parseSize, type SizeName } from '../generate/sizes';
import type { DbKind } from './target';

export type BenchArgs = {
  size: { name: SizeName; scale: number };
  db: DbKind;
  durationS: number;
  connections: number;
  warmupS: number;
  floorIterations: number;
  /** Time budget of one scenario's floor, seconds (a slow query stops before N). */
  floorSeconds: number;
  /** Use the data a previous --keep run left (no generation). */
  reuse: boolean;
  /** Leave the database / folder in place afterwards. */
  keep: boolean;
  /** Stop after generating (implies keep). */
  generateOnly: boolean;
  /** Added to the result file's name, e.g. "before-indexes". */
  label: string | undefined;
  pgUrl: string | undefined;
  /** The PostgreSQL database to build (default bc_bench), so two checkouts can bench at once. */
  dbName: string | undefined;
  /** The whole run stops starting new work after this many minutes. */
  maxMinutes: number;
  /** Build the network without requirements (the figure before issue 19's matching). */
  noRequirements: boolean;
  /** Only these scenarios (names with hyphens for spaces), e.g. create-listing. */
  only: string[] | undefined;
};

const USAGE = `npm run bench -- [--size=full|tenth|<scale>] [--db=pglite|postgres] [--duration=10] [--connections=10]
  [--warmup=2] [--floor-iterations=200] [--floor-seconds=30] [--reuse] [--keep] [--generate-only] [--label=name]
  [--pg-url=postgres://postgres@127.0.0.1:5432/postgres] [--db-name=bc_bench] [--max-minutes=15]
  [--no-requirements] [--only=create-listing,requirement-matches]`;

export function parseArgs(argv: readonly string[]): BenchArgs {
  const values = new Map<string, string>();
  for (const arg of argv) {
    if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    }
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match?.[1]) throw new Error(`unknown argument ${arg}\n${USAGE}`);
    values.set(match[1], match[2] ?? 'true');
  }
  const known = new Set([
    'size',
    'db',
    'duration',
    'connections',
    'warmup',
    'floor-iterations',
    'floor-seconds',
    'reuse',
    'keep',
    'generate-only',
    'label',
    'pg-url',
    'db-name',
    'max-minutes',
    'no-requirements',
    'only',
  ]);
  for (const key of values.keys())
    if (!known.has(key)) throw new Error(`unknown option --${key}\n${USAGE}`);
  const number = (key: string, fallback: number, min: number, max: number) => {
    const raw = values.get(key);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isFinite(n) || n < min || n > max)
      throw new Error(`--${key} must be a number in [${min}, ${max}]`);
    return n;
  };
  const db = values.get('db') ?? 'pglite';
  if (db !== 'pglite' && db !== 'postgres')
    throw new Error(`--db must be pglite or postgres\n${USAGE}`);
  const label = values.get('label');
  if (label !== undefined && !/^[a-z0-9-]{1,40}$/.test(label))
    throw new Error('--label: lower-case letters, digits and hyphens');
  const generateOnly = values.has('generate-only');
  return {
    size: parseSize(values.get('size') ?? 'full'),
    db,
    durationS: number('duration', 10, 1, 120),
    connections: Math.round(number('connections', 10, 1, 200)),
    warmupS: number('warmup', 2, 0, 30),
    floorIterations: Math.round(number('floor-iterations', 200, 1, 10_000)),
    floorSeconds: number('floor-seconds', 30, 1, 600),
    reuse: values.has('reuse'),
    keep: values.has('keep') || generateOnly,
    generateOnly,
    label,
    pgUrl: values.get('pg-url'),
    dbName: values.get('db-name'),
    maxMinutes: number('max-minutes', 15, 1, 120),
    noRequirements: values.has('no-requirements'),
    only: values.get('only')?.split(',').map((name) => name.trim()).filter(Boolean),
  };
}
