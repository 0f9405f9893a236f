import type { Db } from './client.ts';

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * A statement built once per database and prepared by name: building a query with drizzle costs
 * the Node process more than PostgreSQL takes to run it, and the hot paths (the session check on
 * every request, the list pages) run thousands of times a second. `name` must be unique per SQL
 * text, as PostgreSQL keeps prepared statements by name on each connection.
 */
export function prepared<T>(db: Db, name: string, build: () => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build();
    byName.set(name, statement);
  }
  return statement;
}
