/**
 * `npm run bench`: for SQLite and PostgreSQL at 1,000 and 10,000 hospitals, load each endpoint with
 * autocannon (10 connections, loopback, after one unrecorded second; every row in turn, BENCH_ROUNDS
 * times, each row's median round reported) and print req/s, p50, p99 and the ratio to the floor, the
 * CPU each answered request cost (the server, PostgreSQL, the load generator: every process shares
 * the same cores, so this says what bounds a row), plus the EXPLAIN
 * plans of the searches and the cold start of `npm run serve`.
 * Env: BENCH_PREPARE_ONLY (1: generate the databases and stop), BENCH_PORT (3900, and the next one for the floor), BENCH_TAG (suffix of the bench databases), BENCH_SIZES (1000,10000), BENCH_SECONDS (5), BENCH_DBS (sqlite,postgres), BENCH_ONLY (a regular expression: only the rows it names, with the ceiling and floor), BENCH_NODE_ARGS (Node flags for the app), BENCH_TRACE (1: each row's start time on stderr), BENCH_ROUNDS (3: the rows measured this many times in turn, each against its own round's floor; docs/decisions/146), BENCH_PG_URL,
 * BENCH_REFERRALS (40: up to this many referrals per hospital over the last year, 20 on average, for
 * the measured wait times: the search cards read them from search_measures, recomputed by a scheduled
 * job; the hospital detail computes them, docs/decisions/090). At least BENCH_REFERRAL_MIN (100,000) referrals in all,
 * written by BENCH_VETS (5) bench vets with their timelines, plus a hospital's inbox of 3,000 for the
 * referral rows (issue 22, docs/decisions/110).
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
import type { ReferralStatus } from '../src/shared/referral-status';
import { BENCH_CLINIC_USER, BENCH_PASSWORD, BENCH_VETS, benchVet, type CpuPerRequest, cpuPerRequest, cpuSample, firstAnswer, rebookRequest, referralTargetsOf, settle, signIn } from './measure';

const SIZES = (process.env.BENCH_SIZES ?? '1000,10000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const DBS = (process.env.BENCH_DBS ?? 'sqlite,postgres').split(',');
const REFERRALS_PER_HOSPITAL = Number(process.env.BENCH_REFERRALS ?? 40);
const REFERRAL_MIN = Number(process.env.BENCH_REFERRAL_MIN ?? 100_000);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// Separate ports and databases per BENCH_TAG, so that two checkouts can bench side by side.
const APP_PORT = Number(process.env.BENCH_PORT ?? 3900);
const FLOOR_PORT = APP_PORT + 1;
// Only generate the databases (the largest takes minutes), to bench them later.
const PREPARE_ONLY = process.env.BENCH_PREPARE_ONLY === '1';
// A subset of the rows, by name (a regular expression), to measure one change quickly.
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
const TRACE = process.env.BENCH_TRACE === '1';
const TAG = process.env.BENCH_TAG ? `_${process.env.BENCH_TAG.replace(/\W/g, '')}` : '';
// Each section measures its rows this many times in turn; a row reports its median round (decision 146).
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));

/** The near-a-place rows: a city with a few thousand hospitals around it at 10,000 (Ottawa, Gatineau, Montréal). */
const NEAR = { place: 'Ottawa', radiusKm: 250 };

/** The search rows the issues set targets for (issue 9, issue 22). */
const SEARCHES = [
  'specialty search',
  'name search',
  'name search, rare term',
  'name search, typo',
  'procedure search',
  'procedure search, synonym',
  'procedure search, abbreviation',
  'procedure search, no match',
  'near search',
  'specialty near search',
];

interface Row {
  name: string;
  rps: number;
  mean: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU per answered request while it was measured, in ms: see `cpuSample`. */
  cpu?: CpuPerRequest;
  /** Its req/s over its own round's floor, and over each round's (in order), once rounds are combined. */
  ratio?: number;
  ratios?: number[];
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
    for (const table of ['referrals', 'bookmarks', 'procedure_waits', 'pricings', 'clinic_specialties', 'staff_members', 'clinics', 'sessions', 'users'] as const) {
      await handle.db.deleteFrom(table).execute();
    }
    await generateDataset(handle.db, size);
    console.log(`${((Date.now() - t) / 1000).toFixed(1)} s`);
  }
  // Up to `most` per hospital, `most / 2` on average: enough hospitals give the minimum with the usual 40.
  const most = REFERRAL_MIN > 0 ? Math.max(REFERRALS_PER_HOSPITAL, Math.ceil((2.1 * REFERRAL_MIN) / size)) : REFERRALS_PER_HOSPITAL;
  await generateReferrals(handle.db, most, await benchParties(handle.db));
  await remindersAlreadySent(handle.db);
  // Statistics as a database in service has them: PostgreSQL's from autovacuum's analyze; SQLite's none,
  // as nothing in the app runs ANALYZE. An earlier bench analysed SQLite too, and its sqlite_stat4
  // samples made every statement comparing a bound value with an indexed column prepare itself again on
  // every run, a cost no service database pays (docs/decisions/123).
  if (dialect === 'postgres') await sql`vacuum analyze`.execute(handle.db);
  else for (const table of ['sqlite_stat1', 'sqlite_stat4']) await sql`drop table if exists ${sql.table(table)}`.execute(handle.db);
  await handle.close();
  return url;
}

/** The bench's referral parties (issue 22): vets who write the referrals, and the owner of the inbox hospital. */
interface Parties {
  vets: Array<{ id: number; name: string }>;
  clinicUser: number;
  inboxClinic: number;
}
/** Referrals of the inbox hospital besides its share of the plan, in every status a clinic sees. */
const INBOX_EXTRA = 3_000;

/**
 * The bench vets and the inbox hospital's owner, created once (their ids change only when the users are
 * regenerated with the hospitals). The inbox hospital is the 11th by id: the first ten are the bookmarks
 * and the hospital detail's, whose referral counts stay those of the plan.
 */
async function benchParties(db: ReturnType<typeof openDb>['db']): Promise<Parties> {
  const names = [...Array.from({ length: BENCH_VETS }, (_, i) => benchVet(i)), BENCH_CLINIC_USER];
  const have = await db.selectFrom('users').select(['id', 'username']).where('username', 'in', names).execute();
  if (have.length !== names.length) {
    const { hashPassword } = await import('../src/server/modules/auth/passwords');
    const hash = await hashPassword(BENCH_PASSWORD);
    const created_at = new Date().toISOString();
    const missing = names.filter((n) => !have.some((h) => h.username === n));
    await db
      .insertInto('users')
      .values(missing.map((username) => ({ username, password_hash: hash, role: username === BENCH_CLINIC_USER ? 'clinic' : 'vet', display_name: username === BENCH_CLINIC_USER ? 'Bench Clinic' : `Dr ${username.split('@')[0]}`, created_at })))
      .execute();
  }
  const users = await db.selectFrom('users').select(['id', 'username', 'display_name']).where('username', 'in', names).execute();
  const id = (n: string) => Number(users.find((u) => u.username === n)!.id);
  const inboxClinic = Number((await db.selectFrom('clinics').select('id').orderBy('id').offset(10).limit(1).executeTakeFirstOrThrow()).id);
  await db.updateTable('clinics').set({ user_id: id(BENCH_CLINIC_USER) }).where('id', '=', inboxClinic).execute();
  return {
    vets: Array.from({ length: BENCH_VETS }, (_, i) => ({ id: id(benchVet(i)), name: `Dr ${benchVet(i).split('@')[0]}` })),
    clinicUser: id(BENCH_CLINIC_USER),
    inboxClinic,
  };
}

/**
 * Referrals with their measured moments: each hospital 0 to `most` (deterministic), submitted over the
 * last 360 days (about half in the 180-day window), most answered in 0 to 5 days, accepted in 1 to 20,
 * booked 5 to 60 days out. Each is written by one of the bench vets, with what the lists and the detail
 * show and its timeline (issue 22); the inbox hospital gets INBOX_EXTRA more, recent, in every status a
 * clinic sees; every vet and the clinic's owner have notifications, a third unread. The measured moments
 * come from the same random sequence as before the parties were added, so the wait times stay comparable.
 */
async function generateReferrals(db: ReturnType<typeof openDb>['db'], most: number, parties: Parties): Promise<void> {
  const clinics = (await db.selectFrom('clinic_specialties').select(['clinic_id', 'specialty_id']).orderBy('clinic_id').orderBy('specialty_id').execute()).map((r) => ({
    clinic: Number(r.clinic_id),
    specialty: Number(r.specialty_id),
  }));
  const hospitals = new Set(clinics.map((c) => c.clinic)).size;
  const count = async (table: 'referrals' | 'referral_events' | 'notifications') => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const vetted = async () =>
    Number((await db.selectFrom('referrals').select((eb) => eb.fn.countAll().as('n')).where('vet_id', 'in', parties.vets.map((v) => v.id)).executeTakeFirstOrThrow()).n);
  let seed = 20;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  // The parties' fields from a sequence of their own: `rand` keeps giving the measured moments it always gave.
  let seed2 = 22;
  const rand2 = () => ((seed2 = (seed2 * 1103515245 + 12345) % 2147483648) / 2147483648);
  // Each hospital's specialties in one pass (the rows come in clinic order): filtering all the rows once
  // per hospital took minutes at 100,000 hospitals, on every run, before the check below could skip.
  const specialtiesOf = new Map<number, number[]>();
  for (const c of clinics) {
    const list = specialtiesOf.get(c.clinic);
    if (list) list.push(c.specialty);
    else specialtiesOf.set(c.clinic, [c.specialty]);
  }
  const plan = [...specialtiesOf].map(([clinic, specialties]) => ({ clinic, n: Math.floor(rand() * (most + 1)), specialties }));
  const total = plan.reduce((a, p) => a + p.n, 0) + INBOX_EXTRA;
  if (most === 0) return;
  if ((await count('referrals')) === total && (await vetted()) === total && (await count('referral_events')) >= total && (await count('notifications')) > 0) return;
  process.stdout.write(`  generating ${total} referrals for ${hospitals} hospitals… `);
  const t = Date.now();
  await db.deleteFrom('notifications').execute();
  await db.deleteFrom('referral_events').execute();
  await db.deleteFrom('referrals').execute();
  const DAY = 86_400_000;
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand2() * list.length)]!;
  const PETS = ['Biscuit', 'Luna', 'Max', 'Pixel', 'Maple', 'Nala', 'Oscar', 'Ruby', 'Tofu', 'Zeus'];
  const OWNERS = ['Tremblay', 'Gagnon', 'Roy', 'Smith', 'Côté', 'Wilson', 'Bouchard', 'Martin', 'Singh', 'Leblanc'];
  type Moments = { status: ReferralStatus; submitted: number; responded: number | null; accepted: number | null; booked: number | null };
  let batch: Array<{ row: Insertable<ReferralsTable>; m: Moments; vet: Parties['vets'][number] }> = [];
  const notifyCandidates: Array<{ user: number; clinic: number; referral: number; at: string }> = [];
  const flush = async () => {
    if (!batch.length) return;
    const ids = await db.insertInto('referrals').values(batch.map((b) => b.row)).returning('id').execute();
    const events: Array<Record<string, unknown>> = [];
    batch.forEach(({ row, m, vet }, k) => {
      const referral_id = Number(ids[k]!.id);
      const ev = (from: string | null, to: string, at: number, actor: { id: number; name: string }, extra: Record<string, string> = {}) =>
        events.push({ referral_id, actor_id: actor.id, actor_name: actor.name, from_status: from, to_status: to, at: iso(at), ...extra });
      const clinic = { id: parties.clinicUser, name: 'Bench Clinic' };
      ev('draft', 'submitted', m.submitted, vet);
      if (m.status === 'submitted') return;
      ev('submitted', 'received', m.responded ?? m.submitted + 3_600_000, clinic);
      if (m.status === 'declined') ev('received', 'declined', m.responded!, clinic, { reason: 'no_capacity' });
      if (m.status === 'info_requested') ev('received', 'info_requested', m.responded!, clinic, { note: 'Please send the latest bloodwork' });
      if (m.accepted !== null) ev('received', 'accepted', m.accepted, clinic, { note: 'Within 2 weeks' });
      if (m.booked !== null) ev('accepted', 'booked', m.accepted!, clinic, { appointment_at: iso(m.booked).slice(0, 16) });
      if (rand2() < 0.1) notifyCandidates.push({ user: vet.id, clinic: Number(row.clinic_id), referral: referral_id, at: iso(m.responded ?? m.submitted) });
    });
    for (let i = 0; i < events.length; i += 1000) await db.insertInto('referral_events').values(events.slice(i, i + 1000) as never).execute();
    batch = [];
  };
  const push = async (clinic: number, specialty: number, m: Moments) => {
    const vet = parties.vets[Math.floor(rand2() * parties.vets.length)]!;
    const patient = `${pick(PETS)} ${Math.floor(rand2() * 1000)}`;
    const owner = `${pick(['Marie', 'Jean', 'Alex', 'Priya', 'Sam'])} ${pick(OWNERS)}`;
    const urgency = rand2() < 0.1 ? 'emergency' : rand2() < 0.4 ? 'priority' : 'routine';
    const last = Math.max(m.submitted, m.responded ?? 0, m.accepted ?? 0);
    batch.push({
      vet,
      m,
      row: {
        clinic_id: clinic,
        specialty_id: specialty,
        vet_id: vet.id,
        vet_name: vet.name,
        status: m.status,
        urgency,
        type: 'consult',
        reason: 'Persistent lameness, left hind',
        patient_name: patient,
        species: rand2() < 0.6 ? 'dog' : 'cat',
        owner_name: owner,
        search_key: `${patient} ${owner}`.toLowerCase(),
        created_at: iso(m.submitted),
        updated_at: iso(Math.min(last, now)),
        submitted_at: iso(m.submitted),
        responded_at: m.responded === null ? null : iso(Math.min(m.responded, now)),
        accepted_at: m.accepted === null ? null : iso(Math.min(m.accepted, now)),
        appointment_at: m.booked === null ? null : iso(m.booked).slice(0, 16),
      },
    });
    if (batch.length === 500) await flush();
  };
  for (const p of plan) {
    for (let i = 0; i < p.n; i++) {
      const submitted = now - rand() * 360 * DAY;
      const answered = rand() < 0.9;
      const accepted = answered && rand() < 0.7;
      const booked = accepted && rand() < 0.8;
      const responded = submitted + rand() * 5 * DAY;
      const specialty = p.specialties[Math.floor(rand() * p.specialties.length)]!;
      const acceptedAt = accepted ? responded + rand() * 15 * DAY : null;
      await push(p.clinic, specialty, {
        status: booked ? 'booked' : accepted ? 'accepted' : answered ? 'declined' : 'submitted',
        submitted,
        responded: answered ? responded : null,
        accepted: acceptedAt,
        booked: booked ? responded + (5 + rand() * 55) * DAY : null,
      });
    }
  }
  // The inbox hospital's recent referrals: unopened, opened, waiting on the vet, accepted, booked (the
  // status change rebooks these), declined.
  const inboxSpecialties = plan.find((p) => p.clinic === parties.inboxClinic)!.specialties;
  const STATUSES = ['submitted', 'received', 'received', 'info_requested', 'accepted', 'accepted', 'booked', 'booked', 'booked', 'declined'] as const;
  for (let i = 0; i < INBOX_EXTRA; i++) {
    const submitted = now - rand2() * 60 * DAY;
    const status = STATUSES[i % STATUSES.length]!;
    const responded = status === 'submitted' || status === 'received' ? null : submitted + rand2() * 2 * DAY;
    const acceptedAt = status === 'accepted' || status === 'booked' ? responded! + rand2() * DAY : null;
    await push(parties.inboxClinic, pick(inboxSpecialties), { status, submitted, responded, accepted: acceptedAt, booked: status === 'booked' ? acceptedAt! + (5 + rand2() * 30) * DAY : null });
  }
  await flush();
  // Notifications: about one referral in ten for its vet, the inbox hospital's for its owner too; a third unread.
  const ofInbox = notifyCandidates.filter((n) => n.clinic === parties.inboxClinic).map((n) => ({ ...n, user: parties.clinicUser }));
  const notes = [...notifyCandidates, ...ofInbox].map((n, i) => ({
    user_id: n.user,
    referral_id: n.referral,
    event: 'accepted' as const,
    data: JSON.stringify({ patient: 'Biscuit', hospital: 'Bench hospital', status: 'accepted' }),
    created_at: n.at,
    read_at: i % 3 === 0 ? null : n.at,
  }));
  for (let i = 0; i < notes.length; i += 1000) await db.insertInto('notifications').values(notes.slice(i, i + 1000)).execute();
  console.log(`${((Date.now() - t) / 1000).toFixed(1)} s`);
}

/**
 * Marks every reminder of the generated referrals as sent, as in a database in service: otherwise the
 * app's scheduler sends tens of thousands of them (each a transaction with its mail) during the first
 * measurements after a generation.
 */
async function remindersAlreadySent(db: ReturnType<typeof openDb>['db']): Promise<void> {
  const steps = { not_received: 'submitted', info_requested: 'info_requested', not_booked: 'accepted', no_report: 'booked' } as const;
  const now = new Date().toISOString();
  for (const [step, status] of Object.entries(steps)) {
    await db
      .insertInto('referral_reminders')
      .columns(['referral_id', 'step', 'sent_at'])
      .expression(db.selectFrom('referrals').select(['id', sql<string>`cast(${step} as text)`.as('step'), sql<string>`cast(${now} as text)`.as('sent_at')]).where('status', '=', status))
      .onConflict((oc) => oc.columns(['referral_id', 'step']).doNothing())
      .execute();
  }
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

/**
 * The processes under load in the current section: the app's and the floor's (each with its children).
 * Set by main() when it starts them; `load` picks one by the URL's port, so its callers stay as they were.
 */
const servers = { app: 0, floor: 0 };

async function load(name: string, url: string, headers: Record<string, string> = {}, requests?: autocannon.Request[], connections = 10): Promise<Row> {
  // BENCH_ONLY runs a subset (the ceiling and the floor always run): the other rows are left out of the tables.
  if (ONLY && !ONLY.test(name) && !/^(ceiling|floor):/.test(name)) return { name, rps: Number.NaN, mean: 0, p50: 0, p99: 0, errors: 0 };
  // BENCH_TRACE=1: each row's start on stderr, to line a row up with what else ran on the host then.
  if (TRACE) console.error(`${new Date().toISOString()} ${name}`);
  // One unrecorded second first, for every row alike: the JIT compiles the hot path, caches warm up.
  await autocannon({ url, connections, duration: 1, headers, requests });
  const root = new URL(url).port === String(FLOOR_PORT) ? servers.floor : servers.app;
  const before = cpuSample(root);
  const r = await autocannon({ url, connections, duration: SECONDS, headers, requests });
  const cpu = cpuPerRequest(before, cpuSample(root), r.requests.total);
  return { name, rps: r.requests.average, mean: r.latency.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx + r.timeouts, cpu };
}

/** Each query's plan as the database gives it, parameters inlined. */
async function explainAll(db: ReturnType<typeof openDb>['db'], dialect: string, queries: Array<[string, Compilable<unknown>]>): Promise<string[]> {
  const prefix = dialect === 'sqlite' ? 'explain query plan ' : 'explain ';
  const out: string[] = [];
  for (const [label, query] of queries) {
    const compiled = query.compile();
    const rows = await sql.raw<Record<string, unknown>>(prefix + inline(compiled.sql, compiled.parameters, dialect)).execute(db);
    out.push(`${label}:`, '```', ...rows.rows.map((r) => String(r.detail ?? r['QUERY PLAN'])), '```', '');
  }
  return out;
}

function inline(text: string, params: readonly unknown[], dialect: string): string {
  let i = 0;
  const lit = (v: unknown) => (typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`);
  return dialect === 'sqlite' ? text.replace(/\?/g, () => lit(params[i++])) : text.replace(/\$(\d+)/g, (_, n) => lit(params[Number(n) - 1]));
}

// ---- Referral rows (issue 22, docs/decisions/110): kept apart from the search rows above. ----

/** The referral endpoints under load: the inbox's and the sent list's first pages, a detail, a status change, the bell's count. */
async function referralRows(base: string, url: string): Promise<Row[]> {
  const vet = { cookie: await signIn(base, benchVet(0)) };
  const clinic = { cookie: await signIn(base, BENCH_CLINIC_USER) };
  const { detail, booked } = await referralTargetsOf(url);
  const rows: Row[] = [];
  rows.push(await load('clinic inbox (first page)', `${base}/api/referrals?box=received`, clinic));
  rows.push(await load('vet sent list (first page)', `${base}/api/referrals?box=sent`, vet));
  rows.push(await load('referral detail', `${base}/api/referrals/${detail}`, vet));
  const rebook = rebookRequest(booked);
  const json = { ...clinic, 'content-type': 'application/json' };
  rows.push(await load('status change', `${base}/api/referrals/${booked[0]}/status`, json, [rebook]));
  // The same with one client: a change's own latency, without nine others queued before it (SQLite has one writer).
  rows.push(await load('status change, 1 connection', `${base}/api/referrals/${booked[0]}/status`, json, [rebook], 1));
  rows.push(await load('notification count', `${base}/api/notifications/unread`, vet));
  return rows;
}

/** EXPLAIN of the inbox's and the sent list's first pages, built by the function the endpoint runs. */
async function explainReferrals(url: string, dialect: string): Promise<string[]> {
  const handle = openDb(url);
  const { listForViewerQuery } = await import('../src/server/modules/referrals/repository');
  const clinicUser = Number((await handle.db.selectFrom('users').select('id').where('username', '=', BENCH_CLINIC_USER).executeTakeFirstOrThrow()).id);
  const vetId = Number((await handle.db.selectFrom('users').select('id').where('username', '=', benchVet(0)).executeTakeFirstOrThrow()).id);
  const queries: Array<[string, Compilable<unknown>]> = [
    ['clinic inbox (first page)', listForViewerQuery(handle.db, { party: 'clinic', userId: clinicUser }, { limit: 50 })],
    [
      'clinic inbox (a later page)',
      listForViewerQuery(handle.db, { party: 'clinic', userId: clinicUser }, { limit: 50, after: { list: 'inbox', unopened: 0, urgency: 2, submitted_at: new Date().toISOString(), id: 1e9 } }),
    ],
    ['vet sent list (first page)', listForViewerQuery(handle.db, { party: 'vet', userId: vetId }, { limit: 50 })],
    ['vet sent list (a later page)', listForViewerQuery(handle.db, { party: 'vet', userId: vetId }, { limit: 50, after: { list: 'sent', updated_at: new Date(Date.now() - 90 * 86_400_000).toISOString(), id: 1e9 } })],
  ];
  const out = await explainAll(handle.db, dialect, queries);
  await handle.close();
  return out;
}

/** The issue's referral targets: lists and detail at 0.6 of the floor's req/s, a status change at p99 ≤ 25 ms. */
function referralTargets(bySize: Map<number, Row[]>): string[] {
  const large = Math.max(...bySize.keys());
  const rows = bySize.get(large)!;
  const floor = floorOf(rows);
  const lines: string[] = [];
  const check = (ok: boolean, text: string) => lines.push(`- ${ok ? 'MET' : 'MISSED'}: ${text}`);
  for (const name of ['clinic inbox (first page)', 'vet sent list (first page)', 'referral detail']) {
    const r = rows.find((x) => x.name === name);
    if (r) check(ratioOf(r, floor) >= 0.6 && r.errors === 0, `${name} at ${large}: ${ratioOf(r, floor).toFixed(2)} of the floor's req/s (≥ 0.60), ${r.errors} errors`);
  }
  const change = rows.find((x) => x.name === 'status change');
  if (change) check(change.p99 <= 25 && change.errors === 0, `status change at ${large}, 10 connections: p99 ${change.p99} ms (≤ 25), ${change.errors} errors`);
  const alone = rows.find((x) => x.name === 'status change, 1 connection');
  if (alone) check(alone.p99 <= 25 && alone.errors === 0, `status change at ${large}, 1 connection: p99 ${alone.p99} ms (≤ 25), ${alone.errors} errors`);
  return lines;
}

/**
 * The floor a round's ratios are taken against: the faster of its two measurements, one before the
 * round's rows and one after. On a shared host one measurement ran about 45 % below the runs either
 * side of it (a PostgreSQL floor of 1,575 req/s at 10,000 hospitals, against 2,965 and 2,841), and a floor
 * measured low flatters every ratio; the faster one never does.
 */
function floorOf(rows: Row[]): Row {
  return rows.filter((r) => r.name.startsWith('floor:')).reduce((a, b) => (b.rps > a.rps ? b : a));
}

/**
 * One table from a section's rounds (decision 146). Each round's rows are taken against that round's
 * floor (floorOf), measured within the same minute, and a row reports its median round, with every
 * round's ratio beside it: a host whose speed drifts, or a row caught by a moment of it, moves one
 * round, not the verdict. With an even count the lower middle round is reported. The floor reports its
 * own median round.
 */
function combineRounds(rounds: Row[][]): Row[] {
  const middle = <T>(items: T[], key: (item: T) => number) => [...items].sort((a, b) => key(a) - key(b))[Math.floor((items.length - 1) / 2)]!;
  const floors = rounds.map(floorOf);
  const floor = { ...middle(floors, (r) => r.rps), name: 'floor: one statement', ratio: 1 };
  floor.ratios = floors.map((f) => f.rps / floor.rps);
  const rows = rounds[0]!
    .filter((r) => !r.name.startsWith('floor:'))
    .map(({ name }) => {
      const measured = rounds.map((round, i) => {
        const row = round.find((r) => r.name === name)!;
        return { ...row, ratio: row.rps / floors[i]!.rps };
      });
      // An error in any round counts against the row.
      return { ...middle(measured, (r) => r.ratio), ratios: measured.map((r) => r.ratio), errors: measured.reduce((n, r) => n + r.errors, 0) };
    });
  return [floor, ...rows];
}

/** A row's ratio to the floor: its median round's, once rounds are combined. */
const ratioOf = (row: Row, floor: Row) => row.ratio ?? row.rps / floor.rps;

const fmt = (rows: Row[], floor: Row) =>
  [
    '| endpoint | req/s | mean ms | p50 ms | p99 ms | vs floor | each round | errors | CPU ms a request: server · PostgreSQL · load | idle |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((r) => {
      const cpu = r.cpu ? `${r.cpu.server.toFixed(2)} · ${r.cpu.database.toFixed(2)} · ${r.cpu.load.toFixed(2)} | ${Math.round(r.cpu.idle * 100)} %` : '— | —';
      const each = r.ratios?.map((x) => x.toFixed(2)).join(' · ') ?? '—';
      return `| ${r.name} | ${Math.round(r.rps)} | ${r.mean} | ${r.p50} | ${r.p99} | ${ratioOf(r, floor).toFixed(2)} | ${each} | ${r.errors} | ${cpu} |`;
    }),
  ].join('\n');

/**
 * The searches' guards (issue 57), checked against this run: MET or MISSED per line. At 10,000
 * hospitals every search's p99 is at most 50 ms at 10 connections; at 1,000 every search reaches 0.4
 * of the same run's floor (req/s).
 */
function searchTargets(byDialect: Map<string, Map<number, Row[]>>): string {
  const lines = ['### search guards', ''];
  const check = (ok: boolean, text: string) => lines.push(`- ${ok ? 'MET' : 'MISSED'}: ${text}`);
  for (const [dialect, bySize] of byDialect) {
    const tenThousand = bySize.get(10_000);
    const thousand = bySize.get(1_000);
    const floor = thousand && floorOf(thousand);
    for (const name of SEARCHES) {
      const large = tenThousand?.find((r) => r.name === name);
      if (large) check(large.p99 <= 50, `${dialect} ${name} at 10000: p99 ${large.p99} ms (≤ 50)`);
      const small = thousand?.find((r) => r.name === name);
      if (floor && small) check(ratioOf(small, floor) >= 0.4, `${dialect} ${name} at 1000: ${ratioOf(small, floor).toFixed(2)} of the floor's req/s (≥ 0.40)`);
    }
  }
  return lines.join('\n');
}

/** A one-letter typo in the longest word of a name ("Boréal 6" → "Boral 6"): the search corrects it. */
function typo(name: string): string {
  const words = name.split(' ');
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  return words.map((w) => (w === longest ? w.slice(0, 2) + w.slice(3) : w)).join(' ');
}

async function main() {
  if (!fs.existsSync('dist/server/main.js')) throw new Error('Run `npm run build` first (npm run bench does).');
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim() || 'unknown';
  const report: string[] = [
    `# Benchmark ${new Date().toISOString()}`,
    `Commit ${commit} · ${os.cpus()[0]?.model ?? 'cpu'} × ${os.cpus().length} · ${Math.round(os.totalmem() / 2 ** 30)} GiB · Node ${process.version} · ${SECONDS} s per endpoint after 1 s of warm-up, ${ROUNDS} rounds (each row's median round), 10 connections, autocannon on loopback`,
  ];
  const byDialect = new Map<string, Map<number, Row[]>>();
  for (const dialect of DBS) {
    const bySize = new Map<number, Row[]>();
    byDialect.set(dialect, bySize);
    for (const size of SIZES) {
      console.log(`\n${dialect} · ${size} hospitals`);
      const url = await prepare(dialect, size);
      if (PREPARE_ONLY) continue;
      const env = { DATABASE_URL: url, PORT: String(APP_PORT), HOST: '127.0.0.1', DEMO_DATA: 'off', LOG_LEVEL: 'warn', NODE_ENV: 'production', SESSION_SECRET: 'b'.repeat(48), AUTH_RATE_LIMIT: '1000000' };
      const t0 = Date.now();
      // BENCH_NODE_ARGS: Node flags for the app only (say `--cpu-prof --cpu-prof-dir=/tmp/prof`, which
      // NODE_OPTIONS refuses), to profile what a row costs.
      const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
      const app = spawn(process.execPath, [...nodeArgs, 'dist/server/main.js'], { env: { ...process.env, ...env }, stdio: 'ignore' });
      const coldMs = await firstAnswer(`http://127.0.0.1:${APP_PORT}/api/meta`, t0);
      const floor = await start(path.join('node_modules', '.bin', 'tsx'), ['bench/floor-server.ts'], { DATABASE_URL: url, PORT: String(FLOOR_PORT) }, 'floor ready');
      Object.assign(servers, { app: app.pid ?? 0, floor: floor.child.pid ?? 0 });
      const settledMs = await settle();
      try {
        const base = `http://127.0.0.1:${APP_PORT}`;
        const reg = await fetch(`${base}/api/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: `bench.${Date.now()}@bench.example.ca`, name: 'Dr. Bench', password: 'Bench-Pass-2468', role: 'vet' }),
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
        const ceiling = await load('ceiling: bare Fastify hello', `http://127.0.0.1:${FLOOR_PORT}/hello`);
        const floorUrl = `http://127.0.0.1:${FLOOR_PORT}/floor/${cardiology}`;
        const rounds: Row[][] = [];
        for (let round = 1; round <= ROUNDS; round++) {
          if (TRACE) console.error(`${new Date().toISOString()} round ${round} of ${ROUNDS}`);
          const rows: Row[] = [];
          rows.push(await load('floor: one statement', floorUrl));
          rows.push(await load('specialty search', `${base}/api/specialties/${cardiology}/search`, headers));
          rows.push(await load('name search', `${base}/api/hospitals/search?name=ruisseau`, headers));
          rows.push(await load('name search, rare term', `${base}/api/hospitals/search?name=${encodeURIComponent(oneName)}`, headers));
          rows.push(await load('name search, typo', `${base}/api/hospitals/search?name=${encodeURIComponent(typo(oneName))}`, headers));
          rows.push(await load('procedure search', `${base}/api/hospitals/search?procedure=echocardio`, headers));
          rows.push(await load('procedure search, synonym', `${base}/api/hospitals/search?procedure=chimio`, headers));
          rows.push(await load('procedure search, abbreviation', `${base}/api/hospitals/search?procedure=CT`, headers));
          // Found nothing: the typo correction and the suggestions' vocabulary are read as well.
          rows.push(await load('procedure search, no match', `${base}/api/hospitals/search?procedure=zygomaticotomy`, headers));
          rows.push(await load('near search', `${base}/api/hospitals/search?near=${NEAR.place}&radius_km=${NEAR.radiusKm}`, headers));
          rows.push(await load('specialty near search', `${base}/api/specialties/${cardiology}/search?near=${NEAR.place}&radius_km=${NEAR.radiusKm}`, headers));
          rows.push(await load('hospital detail', `${base}/api/hospitals/${someClinics[0]}`, headers));
          rows.push(await load('bookmarks list', `${base}/api/bookmarks`, headers));
          rows.push(...(await referralRows(base, url)));
          // The floor again after the rows: see floorOf.
          rows.push(await load('floor: one statement, again', floorUrl));
          rounds.push(rows.filter((r) => !Number.isNaN(r.rps)));
        }
        const rows = [ceiling, ...combineRounds(rounds)];
        bySize.set(size, rows);
        const table = fmt(rows, floorOf(rows));
        const plan = await explainReferrals(url, dialect);
        const section = [`## ${dialect} · ${size} hospitals`, '', table, '', `Cold start (spawn → first answer): ${coldMs} ms; then busy (its start-up jobs, the floor starting) for ${settledMs} ms`, '', ...plan].join('\n');
        console.log(section);
        report.push(section);
      } finally {
        app.kill('SIGTERM');
        floor.child.kill('SIGTERM');
        await new Promise((r) => setTimeout(r, 300));
      }
    }
    if (PREPARE_ONLY) continue;
    const referralVerdict = [`### ${dialect} referral targets`, '', ...referralTargets(bySize)].join('\n');
    console.log(referralVerdict);
    report.push(referralVerdict);
  }
  if (PREPARE_ONLY) return;
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
