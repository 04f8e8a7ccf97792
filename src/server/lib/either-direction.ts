// Rows that join two people in either direction (a connection, a message).
import { and, eq, or, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `from`/`to` hold `a` and `b` in either order; `a` and `b` are ids or columns. */
export function eitherDirection(
  from: AnyPgColumn,
  to: AnyPgColumn,
  a: string | AnyPgColumn | Placeholder,
  b: string | AnyPgColumn | Placeholder,
): SQL {
  return or(and(eq(from, a), eq(to, b)), and(eq(from, b), eq(to, a))) as SQL;
}
