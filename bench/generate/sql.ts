// SQL building blocks for the generator. Every "random" value is a hash of a row
// number and a salt (hashint8extended), so a size always produces the same network,
// on PGlite and PostgreSQL alike, whatever the plan or the connection. Every id is an
// md5 of a prefix and a number, so one table can point at another's row by arithmetic
// instead of a join. Only numbers we computed and constant vocabulary are spliced in.
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '#server/db/open.ts';

/** A float in [0, 1) from an integer expression and a salt. */
export const rnd = (expr: string, salt: number) =>
  `((hashint8extended((${expr})::bigint, ${int(salt)}) & 281474976710655)::float8 / 281474976710656.0)`;

/** An int in [0, n) from an integer expression and a salt; power > 1 skews to small values. */
export const pick = (expr: string, salt: number, n: number | string, power = 1) =>
  power === 1
    ? `floor(${rnd(expr, salt)} * (${n}))::int`
    : `floor(power(${rnd(expr, salt)}, ${num(power)}) * (${n}))::int`;

/** One of `values`, chosen by an int in [0, values.length). */
export const oneOf = (values: readonly string[], indexExpr: string) =>
  `(array[${values.map(literal).join(', ')}])[1 + (${indexExpr})]`;

/** One of `values` chosen by hash. */
export const oneOfBy = (values: readonly string[], expr: string, salt: number) =>
  oneOf(values, pick(expr, salt, values.length));

/**
 * A version-4-shaped uuid from the md5 of a text expression (the API's schemas accept
 * only RFC 4122 version and variant digits).
 */
export const uuidOf = (text: string) =>
  `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;

export const brokerId = (i: string) => uuidOf(`'bcb-' || (${i})`);
export const propertyId = (k: string) => uuidOf(`'bcp-' || (${k})`);
export const postId = (k: string) => uuidOf(`'bcs-' || (${k})`);
export const connectionId = (a: string, b: string) => uuidOf(`'bcc-' || (${a}) || '-' || (${b})`);
export const companyId = (x: string) => uuidOf(`'bcco-' || (${x})`);

/** A quoted SQL string literal. */
export function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

export function int(value: number): string {
  if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
  return String(value);
}

export function num(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`not a number: ${value}`);
  return String(value);
}

/** `days` (an expression) before the generation's fixed "now". */
export const daysBefore = (anchor: string, days: string) =>
  `(${anchor} - (${days}) * interval '1 day')`;

export async function exec(q: Queryable, text: string): Promise<void> {
  await q.execute(sql.raw(text));
}

export async function scalar(q: Queryable, text: string): Promise<number> {
  const result = await q.execute(sql.raw(text));
  const rows = rowsOf(result);
  const first = rows[0];
  const value = first ? Object.values(first)[0] : undefined;
  return Number(value ?? 0);
}

export async function rows<T extends Record<string, unknown>>(
  q: Queryable,
  text: string,
): Promise<T[]> {
  return rowsOf(await q.execute(sql.raw(text))) as T[];
}

/** node-postgres and PGlite both answer `{ rows }`. */
function rowsOf(result: unknown): Array<Record<string, unknown>> {
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as Array<Record<string, unknown>>;
  }
  return [];
}

/**
 * Runs `load` on a transaction that skips foreign-key triggers (the generator builds
 * every reference from ids it knows exist; the smoke test checks for orphans) and with
 * the plain indexes of `tables` dropped, then builds those indexes again from their
 * own definitions. Constraint indexes (primary keys) stay. Bulk loading into a table
 * without indexes and indexing once is several times faster than row by row.
 */
export async function bulkLoad(
  q: Db,
  tables: readonly string[],
  load: (tx: Queryable) => Promise<void>,
): Promise<void> {
  const list = tables.map(literal).join(', ');
  const indexes = await rows<{ indexname: string; indexdef: string }>(
    q,
    `select indexname, indexdef from pg_indexes
     where schemaname = 'public' and tablename in (${list})
       and indexname not in (select conname from pg_constraint)`,
  );
  await q.transaction(async (tx) => {
    await exec(tx, `set local session_replication_role = replica`);
    await exec(tx, `set local synchronous_commit = off`);
    await exec(tx, `set local work_mem = '128MB'`);
    await exec(tx, `set local maintenance_work_mem = '256MB'`);
    for (const index of indexes) await exec(tx, `drop index if exists "${index.indexname}"`);
    await load(tx);
    for (const index of indexes) await exec(tx, index.indexdef);
  });
}
