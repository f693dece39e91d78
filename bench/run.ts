/**
 * `npm run bench`: for SQLite and PostgreSQL at 1,000 and 10,000 hospitals, load each endpoint with
 * autocannon (10 connections, loopback, after one unrecorded second) and print req/s, p50, p99 and
 * the ratio to the floor, plus the EXPLAIN plans of the searches and the cold start of `npm run serve`.
 * Env: BENCH_PORT (3900, and the next one for the floor), BENCH_TAG (suffix of the bench databases), BENCH_SIZES (1000,10000), BENCH_SECONDS (5), BENCH_DBS (sqlite,postgres), BENCH_PG_URL,
 * BENCH_REFERRALS (40: up to this many referrals per hospital over the last year, 20 on average, for
 * the measured wait times: the search cards read them from search_measures, recomputed by a scheduled
 * job; the hospital detail computes them, docs/decisions/090).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { type Compilable, type Insertable, sql } from 'kysely';
import pg from 'pg';
import { openDb } from '../src/server/db';
import { migrateToLatest } from '../src/server/db/migrate';
import type { ReferralsTable } from '../src/server/db/schema';
import { seedCatalogue } from '../src/server/db/seed/catalogue';
import { generateDataset } from '../src/server/test/dataset';

const SIZES = (process.env.BENCH_SIZES ?? '1000,10000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const DBS = (process.env.BENCH_DBS ?? 'sqlite,postgres').split(',');
const REFERRALS_PER_HOSPITAL = Number(process.env.BENCH_REFERRALS ?? 40);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// Separate ports and databases per BENCH_TAG, so that two checkouts can bench side by side.
const APP_PORT = Number(process.env.BENCH_PORT ?? 3900);
const FLOOR_PORT = APP_PORT + 1;
const TAG = process.env.BENCH_TAG ? `_${process.env.BENCH_TAG.replace(/\W/g, '')}` : '';

/** The near-a-place rows: a city with a few thousand hospitals around it at 10,000 (Ottawa, Gatineau, Montréal). */
const NEAR = { place: 'Ottawa', radiusKm: 250 };

/** The search rows the issues set targets for (issue 9, issue 22). */
const SEARCHES = ['specialty search', 'name search', 'name search, rare term', 'procedure search', 'near search', 'specialty near search'];

interface Row {
  name: string;
  rps: number;
  mean: number;
  p50: number;
  p99: number;
  errors: number;
}

async function prepare(dialect: string, size: number): Promise<string> {
  let url: string;
  if (dialect === 'sqlite') {
    url = `sqlite:${path.join(os.tmpdir(), `vetreferral-bench-${size}${TAG}.db`)}`;
  } else {
    const name = `vetreferral_bench_${size}${TAG}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database ${name}`);
    await admin.end();
    url = PG_URL.replace(/\/[^/]*$/, `/${name}`);
  }
  const handle = openDb(url);
  await migrateToLatest(handle.db);
  await seedCatalogue(handle.db);
  const count = Number((await handle.db.selectFrom('clinics').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  if (count !== size) {
    process.stdout.write(`  generating ${size} hospitals on ${dialect}… `);
    const t = Date.now();
    for (const table of ['bookmarks', 'procedure_waits', 'pricings', 'clinic_specialties', 'staff_members', 'clinics', 'sessions', 'users'] as const) {
      await handle.db.deleteFrom(table).execute();
    }
    await generateDataset(handle.db, size);
    console.log(`${((Date.now() - t) / 1000).toFixed(1)} s`);
  }
  await generateReferrals(handle.db, REFERRALS_PER_HOSPITAL);
  // Statistics as a database in service has them (autovacuum's analyze; SQLite's planner needs none).
  await sql.raw(dialect === 'postgres' ? 'vacuum analyze' : 'analyze').execute(handle.db);
  await handle.close();
  return url;
}

/**
 * Referrals with their measured moments: each hospital 0 to `most` (deterministic), submitted over the
 * last 360 days (about half in the 180-day window), most answered in 0 to 5 days, accepted in 1 to 20,
 * booked 5 to 60 days out. Only the columns the measures and the counts read.
 */
async function generateReferrals(db: ReturnType<typeof openDb>['db'], most: number): Promise<void> {
  const clinics = (await db.selectFrom('clinic_specialties').select(['clinic_id', 'specialty_id']).orderBy('clinic_id').orderBy('specialty_id').execute()).map((r) => ({
    clinic: Number(r.clinic_id),
    specialty: Number(r.specialty_id),
  }));
  const hospitals = new Set(clinics.map((c) => c.clinic)).size;
  const have = Number((await db.selectFrom('referrals').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  let seed = 20;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const plan = [...new Set(clinics.map((c) => c.clinic))].map((clinic) => ({ clinic, n: Math.floor(rand() * (most + 1)), specialties: clinics.filter((c) => c.clinic === clinic).map((c) => c.specialty) }));
  const total = plan.reduce((a, p) => a + p.n, 0);
  if (have === total || most === 0) return;
  process.stdout.write(`  generating ${total} referrals for ${hospitals} hospitals… `);
  const t = Date.now();
  await db.deleteFrom('referrals').execute();
  const DAY = 86_400_000;
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  let batch: Insertable<ReferralsTable>[] = [];
  const flush = async () => {
    if (batch.length) await db.insertInto('referrals').values(batch).execute();
    batch = [];
  };
  for (const p of plan) {
    for (let i = 0; i < p.n; i++) {
      const submitted = now - rand() * 360 * DAY;
      const answered = rand() < 0.9;
      const accepted = answered && rand() < 0.7;
      const booked = accepted && rand() < 0.8;
      const responded = submitted + rand() * 5 * DAY;
      batch.push({
        clinic_id: p.clinic,
        specialty_id: p.specialties[Math.floor(rand() * p.specialties.length)]!,
        status: booked ? 'booked' : accepted ? 'accepted' : answered ? 'declined' : 'submitted',
        created_at: iso(submitted),
        updated_at: iso(submitted),
        submitted_at: iso(submitted),
        responded_at: answered ? iso(Math.min(responded, now)) : null,
        accepted_at: accepted ? iso(Math.min(responded + rand() * 15 * DAY, now)) : null,
        appointment_at: booked ? iso(responded + (5 + rand() * 55) * DAY).slice(0, 16) : null,
      });
      if (batch.length === 500) await flush();
    }
  }
  await flush();
  console.log(`${((Date.now() - t) / 1000).toFixed(1)} s`);
}

function start(command: string, args: string[], env: Record<string, string>, ready: string): Promise<{ child: ChildProcess; ms: number }> {
  const t = Date.now();
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (d: Buffer) => {
      out += d.toString();
      if (out.includes(ready)) resolve({ child, ms: Date.now() - t });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => reject(new Error(`${command} exited ${code}: ${out}`)));
  });
}

/** Time from spawn to the first answered request. */
async function firstAnswer(url: string, t0: number): Promise<number> {
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return Date.now() - t0;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function load(name: string, url: string, headers: Record<string, string> = {}): Promise<Row> {
  // One unrecorded second first, for every row alike: the JIT compiles the hot path, caches warm up.
  await autocannon({ url, connections: 10, duration: 1, headers });
  const r = await autocannon({ url, connections: 10, duration: SECONDS, headers });
  return { name, rps: r.requests.average, mean: r.latency.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx + r.timeouts };
}

/** EXPLAIN of the searches, built by the same functions the endpoints run (PostgreSQL's as text). */
async function explain(url: string, dialect: string, rareTerm: string): Promise<string[]> {
  const handle = openDb(url);
  const { nearQuery, procedureSearchQuery, specialtyNearQuery, specialtySearchQuery } = await import('../src/server/modules/search/repository');
  const { originOf } = await import('../src/server/modules/search/service');
  const { searchBackendOf } = await import('../src/server/modules/search/backend');
  const { searchKey } = await import('../src/server/db/search-key');
  const search = searchBackendOf(handle.db);
  const cardiology = await handle.db.selectFrom('specialties').select('id').where('name', '=', 'Cardiology').executeTakeFirstOrThrow();
  // The name and procedure searches in the form the endpoint picks for each term (docs/decisions/055).
  const name = async (term: string) => {
    const key = searchKey(term);
    const chosen = await search.nameSearchForm(handle.db, key);
    return [`name search (${key}; ${chosen.form})`, search.nameSearchQuery(handle.db, chosen, key)] as [string, Compilable<unknown>];
  };
  const near = originOf({ near: NEAR.place, radius_km: NEAR.radiusKm })!;
  const queries: Array<[string, Compilable<unknown>]> = [
    ['specialty search (Cardiology)', specialtySearchQuery(handle.db, Number(cardiology.id))],
    await name('ruisseau'),
    await name(rareTerm),
    await (async (): Promise<[string, Compilable<unknown>]> => {
      const form = await search.procedureSearchForm(handle.db, 'echocardio');
      return [`procedure search (echocardio; ${form})`, procedureSearchQuery(handle.db, 'echocardio', undefined, form)];
    })(),
    [`near search (${NEAR.place}, ${NEAR.radiusKm} km)`, nearQuery(handle.db, near)],
    [`specialty near search (Cardiology, ${NEAR.place}, ${NEAR.radiusKm} km)`, specialtyNearQuery(handle.db, Number(cardiology.id), near)],
  ];
  // The measured wait times: the search page's read of search_measures, and the refresh job's query over
  // every hospital (docs/decisions/090).
  const { measuredQuery } = await import('../src/server/modules/measures/repository');
  const page = (await specialtySearchQuery(handle.db, Number(cardiology.id)).execute()).map((r) => Number(r.id));
  queries.push([
    'measured wait times (Cardiology page, from search_measures)',
    handle.db.selectFrom('search_measures').select(['clinic_id', 'median_days', 'referrals']).where('specialty_id', '=', Number(cardiology.id)).where('clinic_id', 'in', page),
  ]);
  queries.push(['measured wait times refresh (every hospital, every 10 minutes)', measuredQuery(handle.db, 'all', new Date(Date.now() - 180 * 86_400_000).toISOString(), 'all', ['to_appointment'])]);
  const prefix = dialect === 'sqlite' ? 'explain query plan ' : 'explain ';
  const out: string[] = [];
  for (const [label, query] of queries) {
    const compiled = query.compile();
    const rows = await sql.raw<Record<string, unknown>>(prefix + inline(compiled.sql, compiled.parameters, dialect)).execute(handle.db);
    out.push(`${label}:`, '```', ...rows.rows.map((r) => String(r.detail ?? r['QUERY PLAN'])), '```', '');
  }
  await handle.close();
  return out;
}

function inline(text: string, params: readonly unknown[], dialect: string): string {
  let i = 0;
  const lit = (v: unknown) => (typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`);
  return dialect === 'sqlite' ? text.replace(/\?/g, () => lit(params[i++])) : text.replace(/\$(\d+)/g, (_, n) => lit(params[Number(n) - 1]));
}

const fmt = (rows: Row[], floor: number) =>
  [
    '| endpoint | req/s | mean ms | p50 ms | p99 ms | vs floor | errors |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.name} | ${Math.round(r.rps)} | ${r.mean} | ${r.p50} | ${r.p99} | ${(r.rps / floor).toFixed(2)} | ${r.errors} |`),
  ].join('\n');

/**
 * The searches' targets (issue 22), checked against this run: MET or MISSED per line. At 10,000
 * hospitals every search reaches 0.6 of its database's floor; PostgreSQL's p99 is at most 1.5× SQLite's
 * for the same endpoint (when both ran); mean latency grows at most 1.5× from each size to the next
 * (1,000 → 10,000: issue 9; 10,000 → 100,000: issue 22).
 */
function searchTargets(byDialect: Map<string, Map<number, Row[]>>): string {
  const lines = ['### search targets', ''];
  const check = (ok: boolean, text: string) => lines.push(`- ${ok ? 'MET' : 'MISSED'}: ${text}`);
  const at = (dialect: string, size: number, name: string) => byDialect.get(dialect)?.get(size)?.find((r) => r.name === name);
  for (const [dialect, bySize] of byDialect) {
    const sizes = [...bySize.keys()].sort((a, b) => a - b);
    const floor = at(dialect, 10_000, 'floor: one prepared statement');
    for (const name of SEARCHES) {
      const row = at(dialect, 10_000, name);
      if (floor && row) check(row.rps >= 0.6 * floor.rps, `${dialect} ${name} at 10000: ${(row.rps / floor.rps).toFixed(2)} of the floor's req/s (≥ 0.60)`);
      for (let i = 1; i < sizes.length; i++) {
        const [small, large] = [at(dialect, sizes[i - 1]!, name), at(dialect, sizes[i]!, name)];
        if (!small || !large) continue;
        const growth = large.mean / small.mean;
        check(growth <= 1.5, `${dialect} ${name} mean latency ${small.mean} ms at ${sizes[i - 1]} → ${large.mean} ms at ${sizes[i]}: ×${growth.toFixed(2)} (≤ 1.5)`);
      }
    }
  }
  for (const size of byDialect.get('postgres')?.keys() ?? []) {
    for (const name of SEARCHES) {
      const [pg, lite] = [at('postgres', size, name), at('sqlite', size, name)];
      if (pg && lite) check(pg.p99 <= 1.5 * lite.p99, `${name} at ${size}: PostgreSQL p99 ${pg.p99} ms against SQLite's ${lite.p99} ms (≤ 1.5×)`);
    }
  }
  return lines.join('\n');
}

async function main() {
  if (!fs.existsSync('dist/server/main.js')) throw new Error('Run `npm run build` first (npm run bench does).');
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim() || 'unknown';
  const report: string[] = [
    `# Benchmark ${new Date().toISOString()}`,
    `Commit ${commit} · ${os.cpus()[0]?.model ?? 'cpu'} × ${os.cpus().length} · ${Math.round(os.totalmem() / 2 ** 30)} GiB · Node ${process.version} · ${SECONDS} s per endpoint after 1 s of warm-up, 10 connections, autocannon on loopback`,
  ];
  const byDialect = new Map<string, Map<number, Row[]>>();
  for (const dialect of DBS) {
    const bySize = new Map<number, Row[]>();
    byDialect.set(dialect, bySize);
    for (const size of SIZES) {
      console.log(`\n${dialect} · ${size} hospitals`);
      const url = await prepare(dialect, size);
      const env = { DATABASE_URL: url, PORT: String(APP_PORT), HOST: '127.0.0.1', DEMO_DATA: 'off', LOG_LEVEL: 'warn', NODE_ENV: 'production', SESSION_SECRET: 'b'.repeat(48), AUTH_RATE_LIMIT: '1000000' };
      const t0 = Date.now();
      const app = spawn(process.execPath, ['dist/server/main.js'], { env: { ...process.env, ...env }, stdio: 'ignore' });
      const coldMs = await firstAnswer(`http://127.0.0.1:${APP_PORT}/api/meta`, t0);
      const floor = await start(path.join('node_modules', '.bin', 'tsx'), ['bench/floor-server.ts'], { DATABASE_URL: url, PORT: String(FLOOR_PORT) }, 'floor ready');
      try {
        const base = `http://127.0.0.1:${APP_PORT}`;
        const reg = await fetch(`${base}/api/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: `bench.${Date.now()}@bench.example.ca`, password: 'Bench-Pass-2468', role: 'vet' }),
        });
        const cookie = (reg.headers.get('set-cookie') ?? '').split(';')[0]!;
        const headers = { cookie };
        const handle = openDb(url);
        const cardiology = Number((await handle.db.selectFrom('specialties').select('id').where('name', '=', 'Cardiology').executeTakeFirstOrThrow()).id);
        const someClinics = (await handle.db.selectFrom('clinics').select('id').orderBy('id').limit(10).execute()).map((r) => Number(r.id));
        // A vet looking for one hospital types the distinctive end of its name ("Boréal 6"): the typical
        // name search, rarer than the broad one that matches one hospital in fifteen (the dataset's
        // small vocabulary still gives it some 80 matches at 10,000 hospitals).
        const oneName = (await handle.db.selectFrom('clinics').select('name').where('id', '=', someClinics[5]!).executeTakeFirstOrThrow()).name
          .split(' ')
          .slice(-2)
          .join(' ');
        await handle.close();
        for (const id of someClinics) {
          await fetch(`${base}/api/bookmarks`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ clinic_id: id }) });
        }
        const rows: Row[] = [];
        rows.push(await load('ceiling: bare Fastify hello', `http://127.0.0.1:${FLOOR_PORT}/hello`));
        const floorRow = await load('floor: one prepared statement', `http://127.0.0.1:${FLOOR_PORT}/floor/${cardiology}`);
        rows.push(floorRow);
        rows.push(await load('specialty search', `${base}/api/specialties/${cardiology}/search`, headers));
        rows.push(await load('name search', `${base}/api/hospitals/search?name=ruisseau`, headers));
        rows.push(await load('name search, rare term', `${base}/api/hospitals/search?name=${encodeURIComponent(oneName)}`, headers));
        rows.push(await load('procedure search', `${base}/api/hospitals/search?procedure=echocardio`, headers));
        rows.push(await load('near search', `${base}/api/hospitals/search?near=${NEAR.place}&radius_km=${NEAR.radiusKm}`, headers));
        rows.push(await load('specialty near search', `${base}/api/specialties/${cardiology}/search?near=${NEAR.place}&radius_km=${NEAR.radiusKm}`, headers));
        rows.push(await load('hospital detail', `${base}/api/hospitals/${someClinics[0]}`, headers));
        rows.push(await load('bookmarks list', `${base}/api/bookmarks`, headers));
        bySize.set(size, rows);
        const table = fmt(rows, floorRow.rps);
        const plan = await explain(url, dialect, oneName);
        const section = [`## ${dialect} · ${size} hospitals`, '', table, '', `Cold start (spawn → first answer): ${coldMs} ms`, '', ...plan].join('\n');
        console.log(section);
        report.push(section);
      } finally {
        app.kill('SIGTERM');
        floor.child.kill('SIGTERM');
        await new Promise((r) => setTimeout(r, 300));
      }
    }
  }
  const verdict = searchTargets(byDialect);
  console.log(verdict);
  report.push(verdict);
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync('bench/results/latest.md', report.join('\n\n') + '\n');
  console.log('\nWritten to bench/results/latest.md');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
