import { type Compilable, type CompiledQuery, sql } from 'kysely';
import type { Db } from './index';

const statementNames = new Map<string, string>();

/**
 * PostgreSQL parses and plans an unnamed statement on every run (planning a trigram LIKE alone takes
 * about 1.4 ms). A named one is parsed once per connection; after five runs PostgreSQL may keep a
 * generic plan, made without seeing the values, when it costs no more than the plans made with them.
 * The hot queries below register their SQL here and the pool's clients (db/index.ts) send it under
 * this name; every other query stays unnamed, so the set of names is fixed by the code, not by the
 * traffic. Named statements live in a server session: behind PgBouncer they need session pooling
 * (or transaction pooling with max_prepared_statements, PgBouncer 1.21+).
 */
export const statementName = (text: string): string | undefined => statementNames.get(text);

/**
 * How many texts shaped by the traffic may be named (`runHot(…, 'traffic')`): a status change's write
 * has one insert row per recipient and one mail per member who wants it, so its text depends on the
 * size of a clinic's team. The first this many are named; the rest run unnamed, as before, so no
 * traffic grows each connection's prepared statements past the code's own set and this many.
 */
export const TRAFFIC_SHAPED_NAMES = 64;
let trafficShapedNamed = 0;

function registerStatement(text: string, shapedBy: 'code' | 'traffic' = 'code') {
  if (statementNames.has(text)) return;
  if (shapedBy === 'traffic') {
    if (trafficShapedNamed >= TRAFFIC_SHAPED_NAMES) return;
    trafficShapedNamed++;
  }
  statementNames.set(text, `vr_hot_${statementNames.size + 1}`);
}

/**
 * Runs a hot query whose shape depends on its values, registering its SQL as a named statement. A shape
 * that only the code chooses (a filter given or not) is always named; one the traffic chooses (how many
 * rows an insert has) is named within `TRAFFIC_SHAPED_NAMES`.
 */
export async function runHot<R>(db: Db, query: Compilable<R>, shapedBy: 'code' | 'traffic' = 'code'): Promise<R[]> {
  const compiled = query.compile();
  registerStatement(compiled.sql, shapedBy);
  return (await db.executeQuery(compiled)).rows;
}

/**
 * A query built and compiled once per database and then run with new values: Kysely otherwise
 * rebuilds and recompiles a query on every call, which for a hot search costs about as much as
 * running it. `build` is called once with `placeholders`, values that cannot be a real value of the
 * query (say -1_000_001 for an id, or a string starting with NUL); each run swaps every occurrence of
 * each in the compiled parameters for the caller's values, so a query may use a value more than once.
 * Only for queries whose shape never depends on the values.
 */
export function preparedQuery<P extends unknown[], R>(build: (db: Db, ...values: P) => Compilable<R>, placeholders: P) {
  const compiled = new WeakMap<Db, CompiledQuery<R>>();
  return async (db: Db, ...values: P): Promise<R[]> => {
    let query = compiled.get(db);
    if (!query) {
      query = build(db, ...placeholders).compile();
      if (new Set(placeholders).size !== placeholders.length || !placeholders.every((p) => query!.parameters.includes(p))) {
        throw new Error('preparedQuery: the placeholders must differ and each must appear among the parameters');
      }
      compiled.set(db, query);
      registerStatement(query.sql);
    }
    const parameters = query.parameters.map((p) => {
      const i = placeholders.indexOf(p);
      return i === -1 ? p : values[i];
    });
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}

/**
 * Queries whose shape depends on which values are given (a radius or not, a page key or not), each shape
 * built and compiled once (`preparedQuery`). The caller names the shape and lists every value the query
 * binds as [its sentinel, the caller's value], always in the same order for a shape; `build` builds the
 * shape from the sentinels alone, so no caller's value is ever compiled into a shared statement.
 */
export function preparedShapes<R>() {
  const shapes = new Map<string, (db: Db, ...values: unknown[]) => Promise<R[]>>();
  return (db: Db, shape: string, bound: ReadonlyArray<readonly [sentinel: unknown, value: unknown]>, build: (db: Db) => Compilable<R>): Promise<R[]> => {
    let run = shapes.get(shape);
    if (!run) {
      run = preparedQuery<unknown[], R>(build, bound.map(([sentinel]) => sentinel));
      shapes.set(shape, run);
    }
    return run(db, ...bound.map(([, value]) => value));
  };
}

/**
 * A page's LIMIT written into the SQL instead of bound. SQLite plans with a bound LIMIT's value, so a
 * bound LIMIT, which better-sqlite3 binds anew on every run, made the statement parse and plan itself
 * again each time: 0.31 of the inbox statement's 1.82 million instructions (docs/decisions/123).
 * PostgreSQL costs a generic plan with a bound LIMIT as if it kept a tenth of the rows, so a named
 * statement (above) was planned anew on every run, 0.2-0.4 ms each (decision 120). Only for a size the
 * code chooses: each size is its own statement.
 */
export function literalLimit(rows: number) {
  if (!Number.isSafeInteger(rows) || rows < 1) throw new Error(`literalLimit: a page size is a positive integer, not ${rows}`);
  return sql.lit(rows);
}
