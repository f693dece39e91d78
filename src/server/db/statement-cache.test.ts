import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDb } from './index';

/**
 * SQLite's reads build their rows in JavaScript from better-sqlite3's raw arrays, through a cache of
 * compiled statements (db/index.ts, docs/decisions/121). What the code above relies on: the rows are the
 * objects better-sqlite3 would give, a schema change is seen by the next `select *`, and a streamed
 * query gets rows too.
 */
const { db } = openDb('sqlite::memory:');
await sql`create table t (a integer, b text, c real, d blob)`.execute(db);
await sql`insert into t values (1, 'x', 1.5, x'00ff'), (2, null, null, null)`.execute(db);

describe('SQLite rows built from arrays', () => {
  it('are plain objects with the columns as keys, in order, and their values', async () => {
    const { rows } = await sql<Record<string, unknown>>`select * from t order by a`.execute(db);
    expect(rows).toEqual([
      { a: 1, b: 'x', c: 1.5, d: Buffer.from([0, 255]) },
      { a: 2, b: null, c: null, d: null },
    ]);
    expect(Object.keys(rows[0]!)).toEqual(['a', 'b', 'c', 'd']);
    expect(Object.getPrototypeOf(rows[0])).toBe(Object.prototype);
  });

  it('keep the last of two equal column names, as better-sqlite3 does', async () => {
    const { rows } = await sql<Record<string, unknown>>`select a as k, b as k from t where a = 1`.execute(db);
    expect(rows).toEqual([{ k: 'x' }]);
  });

  it('never take a column named __proto__ for the prototype (better-sqlite3\'s own rows did)', async () => {
    // A blob is an object (a Buffer): assigned as `row.__proto__` it would become the row's prototype.
    const { rows } = await sql<Record<string, unknown>>`select a, d as "__proto__" from t where a = 1`.execute(db);
    expect(Object.getPrototypeOf(rows[0])).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(rows[0], '__proto__')?.value).toEqual(Buffer.from([0, 255]));
    expect(Object.keys(rows[0]!)).toEqual(['a', '__proto__']);
  });

  it('follow a schema change: the same `select *` reads the new columns', async () => {
    const read = async () => (await sql<Record<string, unknown>>`select * from t where a = 1`.execute(db)).rows[0];
    expect(Object.keys((await read())!)).toEqual(['a', 'b', 'c', 'd']);
    await sql`alter table t rename column b to label`.execute(db);
    expect(await read()).toEqual({ a: 1, label: 'x', c: 1.5, d: Buffer.from([0, 255]) });
    await sql`alter table t add column e text default 'new'`.execute(db);
    expect(Object.keys((await read())!)).toEqual(['a', 'label', 'c', 'd', 'e']);
  });

  it('stream rows too, and free the statement when the reader stops early', async () => {
    const query = db.selectFrom('t' as never).select(['a' as never]).orderBy('a' as never);
    const streamed: unknown[] = [];
    for await (const row of query.stream()) {
      streamed.push(row);
      break;
    }
    expect(streamed).toEqual([{ a: 1 }]);
    // The cached statement is no longer busy: the same query runs again.
    expect(await query.execute()).toEqual([{ a: 1 }, { a: 2 }]);
  });
});
