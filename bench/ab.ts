/**
 * `npm run bench:ab`: two builds of the server side by side on one bench database, loaded in turn, to
 * tell a change's effect from the host's drift. A full `npm run bench` takes minutes, and on a shared
 * host the speed of the same code moved by a third within one session (bench/RESULTS.md), so one run
 * before and one after cannot show a change of 10 %. Here the two builds run at the same time and
 * alternate in short rounds (A B B A A B …), so both see the same host, and the medians are compared.
 *
 * Prints, per row, each round's req/s, p99 and CPU a request (the server's process tree and every
 * PostgreSQL process, from /proc), then the medians and B's change against A.
 *
 * Env:
 * - AB_A, AB_B: checkouts holding a build (`dist/server/main.js` under each, built with `npm run
 *   build`); AB_B defaults to this checkout. Make A with `git worktree add /tmp/ab-a <rev>`, a link
 *   to this checkout's node_modules, and `npm run build` there.
 * - AB_DB: the database both serve, a bench database made by `BENCH_PREPARE_ONLY=1 npm run bench`
 *   (default: PostgreSQL's at 10,000 hospitals, BENCH_TAG's name).
 * - AB_ROWS: a regular expression over the rows' names (default `status change`).
 * - AB_ROUNDS (6 rounds, each build measured once a round), AB_SECONDS (4 a measurement),
 *   AB_CONNECTIONS (10), AB_PORT (3920, and the next one).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDb } from '../src/server/db';
import { BENCH_CLINIC_USER, benchVet, cpuPerRequest, cpuSample, firstAnswer, median, rebookRequest, referralTargetsOf, settle, signIn } from './measure';

const TAG = process.env.BENCH_TAG ? `_${process.env.BENCH_TAG.replace(/\W/g, '')}` : '';
const DB = process.env.AB_DB ?? `postgres://postgres@127.0.0.1:5432/vetreferral_bench_10000${TAG}`;
const BUILDS = { A: process.env.AB_A, B: process.env.AB_B ?? process.cwd() };
const ROWS = new RegExp(process.env.AB_ROWS ?? 'status change', 'i');
const ROUNDS = Number(process.env.AB_ROUNDS ?? 6);
const SECONDS = Number(process.env.AB_SECONDS ?? 4);
const CONNECTIONS = Number(process.env.AB_CONNECTIONS ?? 10);
const PORT = Number(process.env.AB_PORT ?? 3920);

/** What a row loads: a path, as whom, and for a write the requests autocannon sends. */
interface Row {
  name: string;
  path: string;
  as: 'vet' | 'clinic';
  requests?: () => autocannon.Request[];
}

/** One build's measurement in one round. */
interface Sample {
  rps: number;
  p99: number;
  server: number;
  database: number;
  errors: number;
}

async function rowsOf(): Promise<Row[]> {
  const handle = openDb(DB);
  const cardiology = Number((await handle.db.selectFrom('specialties').select('id').where('name', '=', 'Cardiology').executeTakeFirstOrThrow()).id);
  const hospital = Number((await handle.db.selectFrom('clinics').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id);
  await handle.close();
  const { detail, booked } = await referralTargetsOf(DB);
  // The same endpoints and arguments as `npm run bench`'s rows of the same names.
  const all: Row[] = [
    { name: 'specialty search', path: `/api/specialties/${cardiology}/search`, as: 'vet' },
    { name: 'name search', path: '/api/hospitals/search?name=ruisseau', as: 'vet' },
    { name: 'procedure search', path: '/api/hospitals/search?procedure=echocardio', as: 'vet' },
    { name: 'near search', path: '/api/hospitals/search?near=Ottawa&radius_km=250', as: 'vet' },
    { name: 'specialty near search', path: `/api/specialties/${cardiology}/search?near=Ottawa&radius_km=250`, as: 'vet' },
    { name: 'hospital detail', path: `/api/hospitals/${hospital}`, as: 'vet' },
    { name: 'clinic inbox (first page)', path: '/api/referrals?box=received', as: 'clinic' },
    { name: 'vet sent list (first page)', path: '/api/referrals?box=sent', as: 'vet' },
    { name: 'referral detail', path: `/api/referrals/${detail}`, as: 'vet' },
    { name: 'status change', path: `/api/referrals/${booked[0]}/status`, as: 'clinic', requests: () => [rebookRequest(booked)] },
    { name: 'notification count', path: '/api/notifications/unread', as: 'vet' },
  ];
  return all.filter((row) => ROWS.test(row.name));
}

function serve(root: string, port: number): ChildProcess {
  const env = { DATABASE_URL: DB, PORT: String(port), HOST: '127.0.0.1', DEMO_DATA: 'off', LOG_LEVEL: 'warn', NODE_ENV: 'production', SESSION_SECRET: 'b'.repeat(48), AUTH_RATE_LIMIT: '1000000' };
  return spawn(process.execPath, [path.join(root, 'dist/server/main.js')], { env: { ...process.env, ...env }, stdio: 'ignore' });
}

async function measure(base: string, pid: number, row: Row, cookie: string, seconds: number): Promise<Sample> {
  const headers = row.requests ? { cookie, 'content-type': 'application/json' } : { cookie };
  const before = cpuSample(pid);
  const r = await autocannon({ url: base + row.path, connections: CONNECTIONS, duration: seconds, headers, requests: row.requests?.() });
  const cpu = cpuPerRequest(before, cpuSample(pid), r.requests.total);
  return { rps: r.requests.average, p99: r.latency.p99, server: cpu.server, database: cpu.database, errors: r.errors + r.non2xx + r.timeouts };
}

// SQLite has no database processes: its column is zero on both sides.
const change = (a: number, b: number) => (a === 0 ? '—' : `${b >= a ? '+' : ''}${(((b - a) / a) * 100).toFixed(1)} %`);

async function main() {
  if (!BUILDS.A) throw new Error('Set AB_A to the checkout of the build to compare with (see the comment at the top).');
  // A missing build would never answer, and the wait for its first answer has no end.
  for (const [name, root] of Object.entries(BUILDS)) {
    if (!fs.existsSync(path.join(root!, 'dist/server/main.js'))) throw new Error(`${name}: ${root}/dist/server/main.js not found: run \`npm run build\` there.`);
  }
  const names = ['A', 'B'] as const;
  const servers = names.map((name, i) => ({ name, root: BUILDS[name]!, base: `http://127.0.0.1:${PORT + i}`, child: serve(BUILDS[name]!, PORT + i) }));
  try {
    for (const s of servers) await firstAnswer(`${s.base}/api/meta`, Date.now());
    await settle();
    const rows = await rowsOf();
    const cookies = new Map<string, { vet: string; clinic: string }>();
    for (const s of servers) cookies.set(s.name, { vet: await signIn(s.base, benchVet(0)), clinic: await signIn(s.base, BENCH_CLINIC_USER) });
    console.log(`A: ${BUILDS.A}\nB: ${BUILDS.B}\n${DB} · ${ROUNDS} rounds of ${SECONDS} s a build · ${CONNECTIONS} connections\n`);
    for (const row of rows) {
      // One unrecorded second on each first: the JIT compiles the hot path, caches warm up.
      for (const s of servers) await measure(s.base, s.child.pid!, row, cookies.get(s.name)![row.as], 1);
      const samples = { A: [] as Sample[], B: [] as Sample[] };
      for (let round = 0; round < ROUNDS; round++) {
        // A B, then B A: neither build always goes first, after the other has warmed the database.
        const order = round % 2 ? [...servers].reverse() : servers;
        for (const s of order) samples[s.name].push(await measure(s.base, s.child.pid!, row, cookies.get(s.name)![row.as], SECONDS));
      }
      const cell = (x: Sample) => `${Math.round(x.rps)} · ${x.p99} · ${x.server.toFixed(2)} · ${x.database.toFixed(2)}${x.errors ? ` · ${x.errors} errors` : ''}`;
      const lines = [`### ${row.name}`, '', '| round | A: req/s · p99 ms · CPU ms a request: server · PostgreSQL | B: the same |', '|---|---|---|'];
      for (let i = 0; i < ROUNDS; i++) lines.push(`| ${i + 1} | ${cell(samples.A[i]!)} | ${cell(samples.B[i]!)} |`);
      const m = (name: 'A' | 'B', key: keyof Sample) => median(samples[name].map((x) => x[key]));
      lines.push(
        `| median | ${cell({ rps: m('A', 'rps'), p99: m('A', 'p99'), server: m('A', 'server'), database: m('A', 'database'), errors: 0 })} | ${cell({ rps: m('B', 'rps'), p99: m('B', 'p99'), server: m('B', 'server'), database: m('B', 'database'), errors: 0 })} |`,
        '',
        `B against A: req/s ${change(m('A', 'rps'), m('B', 'rps'))}, p99 ${change(m('A', 'p99'), m('B', 'p99'))}, server CPU ${change(m('A', 'server'), m('B', 'server'))}, PostgreSQL CPU ${change(m('A', 'database'), m('B', 'database'))}`,
        '',
      );
      console.log(lines.join('\n'));
    }
  } finally {
    for (const s of servers) s.child.kill('SIGTERM');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
