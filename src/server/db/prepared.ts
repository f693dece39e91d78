import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './index';

/**
 * A query built and compiled once per database and then run with new values: Kysely otherwise
 * rebuilds and recompiles a query on every call, which for a hot search costs about as much as
 * running it. `build` is called once with `placeholders`, values that must not occur anywhere else in
 * the query (say -1_000_001 for an id); each run swaps them for the caller's values in the compiled
 * parameters. Only for queries whose shape never depends on the values.
 */
export function preparedQuery<P extends unknown[], R>(build: (db: Db, ...values: P) => Compilable<R>, placeholders: P) {
  const compiled = new WeakMap<Db, CompiledQuery<R>>();
  return async (db: Db, ...values: P): Promise<R[]> => {
    let query = compiled.get(db);
    if (!query) {
      query = build(db, ...placeholders).compile();
      const found = placeholders.filter((p) => query!.parameters.includes(p)).length;
      const occurrences = query.parameters.filter((p) => placeholders.includes(p)).length;
      if (found !== placeholders.length || occurrences !== placeholders.length) {
        throw new Error('preparedQuery: each placeholder must appear exactly once among the parameters');
      }
      compiled.set(db, query);
    }
    const parameters = query.parameters.map((p) => {
      const i = placeholders.indexOf(p);
      return i === -1 ? p : values[i];
    });
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}
