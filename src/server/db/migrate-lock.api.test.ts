import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDb } from '.';
import { MIGRATION_LOCK_KEY, migrateToLatest, migrationsCurrent } from './migrate';

/**
 * Issue 24: instances started together (a rolling deploy) migrate one at a time. On PostgreSQL the run
 * waits for the advisory lock; SQLite is one process's file and needs none.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('migrations on PostgreSQL', () => {
  it('wait while another session holds the migration lock, then run; two at once both succeed', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const schema = `t_lock_${randomBytes(5).toString('hex')}`;
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query(`create schema ${schema}`);
    const a = openDb(url, { searchPath: schema, poolSize: 2 });
    const b = openDb(url, { searchPath: schema, poolSize: 2 });
    try {
      await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      let done = false;
      const runs = Promise.all([migrateToLatest(a.db, { schema }), migrateToLatest(b.db, { schema })]).then(() => (done = true));
      await new Promise((r) => setTimeout(r, 1000));
      expect(done).toBe(false);
      // Not even Kysely's bookkeeping table exists yet: nothing ran.
      const tables = await holder.query('select count(*)::int as n from information_schema.tables where table_schema = $1', [schema]);
      expect(tables.rows[0].n).toBe(0);
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      await runs;
      expect(await migrationsCurrent(a.db)).toBe(true);
    } finally {
      await a.close();
      await b.close();
      await holder.query(`drop schema ${schema} cascade`);
      await holder.end();
    }
  }, 60_000);
});

describe.runIf(process.env.TEST_DB !== 'postgres')('migrations on SQLite', () => {
  it('run again as a no-op', async () => {
    const h = openDb('sqlite::memory:');
    await migrateToLatest(h.db);
    await migrateToLatest(h.db);
    expect(await migrationsCurrent(h.db)).toBe(true);
    await h.close();
  });
});
