import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { createTestContext, registerUser } from '../test/context';

/**
 * PostgreSQL ends the pool's idle connections when it restarts or fails over. pg reports each as an
 * 'error' on the pool; unheard, that event ended the whole server process. The app must log it and
 * answer the next request on a new connection.
 */
const onPostgres = process.env.TEST_DB === 'postgres';

// The SQLite run has no connections to lose: one file, opened in process.
describe.skipIf(!onPostgres)('when PostgreSQL ends idle connections', () => {
  // Its wait for the warning may take up to 10 s on a loaded machine, past Vitest's 5 s default.
  it('the server keeps running and answers the next request', { timeout: 30_000 }, async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.message);
    process.on('warning', onWarning);
    const ctx = await createTestContext();
    try {
      const vet = await registerUser(ctx.app, { role: 'vet' });
      // Every connection the pool holds (4 in tests), each then idle.
      const pids = await Promise.all(Array.from({ length: 4 }, async () => (await sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.05)`.execute(ctx.db)).rows[0]!.pid));
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [[...new Set(pids)]]);
      await admin.end();
      // Each ended connection is reported on its own event: a request sent between the first and the
      // last may still be handed a dead one (and fail, as any request does while PostgreSQL restarts).
      const lost = () => warnings.filter((w) => w.includes('PostgreSQL connection lost while idle')).length;
      await vi.waitFor(() => expect(lost()).toBeGreaterThanOrEqual(new Set(pids).size), { timeout: 10_000 });
      const me = await ctx.inject('GET', '/api/user', { as: vet.cookie });
      expect(me.statusCode).toBe(200);
      expect(me.json().id).toBe(vet.user.id);
    } finally {
      process.off('warning', onWarning);
      await ctx.close();
    }
  });
});
