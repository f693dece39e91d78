/**
 * The ceiling and the floor of this stack, for comparison with the real endpoints:
 * GET /hello — bare Fastify, no database; GET /floor/:id — one statement (a specialty search's page,
 * plain SQL) whose rows are sent with JSON.stringify: no session, no validation, no serializer schema.
 */
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import pg from 'pg';

const url = process.env.DATABASE_URL!;
const port = Number(process.env.PORT);
const app = Fastify({ logger: false });

app.get('/hello', async () => ({ hello: 'world' }));

const page = (p: (n: number) => string) => `
  select c.id, c.name, c.address, c.city, c.province, c.logo_image_id, c.contact_email, c.phone, c.verified_at,
         cs.specialty_id, cs.wait_time, cs.accepting_emergency, cs.notes, cs.last_updated
  from clinic_specialties cs join clinics c on c.id = cs.clinic_id
  where cs.specialty_id = ${p(1)} and c.verified_at is not null
  order by cs.wait_rank, c.search_key, c.id limit 50`;

if (url.startsWith('postgres')) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const text = page((n) => `$${n}`);
  app.get<{ Params: { id: string } }>('/floor/:id', async (request) => (await pool.query(text, [Number(request.params.id)])).rows);
} else {
  const sqlite = new SQLite(url.replace(/^sqlite:/, ''), { readonly: true });
  const statement = sqlite.prepare(page(() => '?'));
  app.get<{ Params: { id: string } }>('/floor/:id', async (request) => statement.all(Number(request.params.id)));
}

await app.listen({ port, host: '127.0.0.1' });
console.log('floor ready');
