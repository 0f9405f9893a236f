import type { Db } from './client.ts';

const statements = new WeakMap<Db, Map<string, unknown>>();

interface Preparable {
  prepare(name: string): unknown;
}

/**
 * A query built once per database and kept: building a query with drizzle costs the Node process
 * more than PostgreSQL takes to run it, and the hot paths (the session check on every request, the
 * list pages) run thousands of times a second. Values go in as placeholders at each run.
 *
 * The statement is unnamed (node-postgres treats an empty name as none): PostgreSQL parses and
 * plans it at each run for its own values, as for any other query, so a rare search word still
 * finds the trigram index, and a transaction-pooling proxy such as PgBouncer keeps working.
 */
export function prepared<Q extends Preparable>(db: Db, key: string, build: () => Q): ReturnType<Q['prepare']> {
  let byKey = statements.get(db);
  if (!byKey) {
    byKey = new Map();
    statements.set(db, byKey);
  }
  let statement = byKey.get(key);
  if (statement === undefined) {
    statement = build().prepare('');
    byKey.set(key, statement);
  }
  return statement as ReturnType<Q['prepare']>;
}
