// The hottest statements are built once per database (issue 22): Drizzle building the
// SQL text of the same query on every request was about a fifth of the CPU of a simple
// read. A prepared statement takes its values through sql.placeholder(); on PostgreSQL
// it is also parsed once per pooled connection (named statements). Only for the root
// database: a transaction's connection comes and goes.
import type { Db, Queryable, Tx } from '#server/db/open.ts';

export function preparedOnce<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}

/** Whether `q` is a transaction (which must not use the root database's prepared statements). */
export function isTransaction(q: Queryable): q is Tx {
  return 'rollback' in q;
}
