/**
 * The ceiling and the floor of this stack, for comparison with the real endpoints:
 * GET /hello — bare Fastify, no database; GET /floor/:id — one prepared statement (the specialty
 * search's own SQL) whose rows are mapped to the same JSON as the endpoint's and sent with
 * JSON.stringify: no session, no validation, no serializer schema.
 */
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../src/server/db/schema';
import { specialtySearchQuery, toSpecialtyResult } from '../src/server/modules/search/repository';

const url = process.env.DATABASE_URL!;
const port = Number(process.env.PORT);
const app = Fastify({ logger: false });

app.get('/hello', async () => ({ hello: 'world' }));

if (url.startsWith('postgres')) {
  // Planned once: a named statement may be planned anew on every run when PostgreSQL's estimate for
  // its generic plan is above its custom plans' (decision 120), as this one's was in some runs and not
  // others (the same statement, the estimate moving with ANALYZE's sample): 0.17 ms of planning a
  // request, which doubled PostgreSQL's CPU a floor request and so flattered every ratio to it.
  const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c plan_cache_mode=force_generic_plan' });
  const compiled = specialtySearchQuery(new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), 0).compile();
  app.get<{ Params: { id: string } }>('/floor/:id', async (request) => {
    const params = compiled.parameters.map((p, i) => (i === 0 ? Number(request.params.id) : p));
    return (await pool.query({ name: 'floor', text: compiled.sql, values: params as unknown[] })).rows.map(toSpecialtyResult);
  });
} else {
  const sqlite = new SQLite(url.replace(/^sqlite:/, ''), { readonly: true });
  const compiled = specialtySearchQuery(new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), 0).compile();
  const statement = sqlite.prepare(compiled.sql);
  app.get<{ Params: { id: string } }>('/floor/:id', async (request) =>
    (statement.all(...compiled.parameters.map((p, i) => (i === 0 ? Number(request.params.id) : p))) as Parameters<typeof toSpecialtyResult>[0][]).map(toSpecialtyResult),
  );
}

await app.listen({ port, host: '127.0.0.1' });
console.log('floor ready');
