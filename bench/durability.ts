/**
 * `npm run bench:durability`: SIGKILLs the server in the middle of a burst of concurrent writes,
 * ROUNDS times (default 20), restarts it, and checks that every write acknowledged with a 2xx is
 * still there and that the database passes its integrity check. Env: DURABILITY_DB (sqlite|postgres),
 * ROUNDS, WRITERS.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';

const ROUNDS = Number(process.env.ROUNDS ?? 20);
const WRITERS = Number(process.env.WRITERS ?? 8);
const DIALECT = process.env.DURABILITY_DB ?? 'sqlite';
const PORT = 3950;
const base = `http://127.0.0.1:${PORT}`;

async function databaseUrl(): Promise<string> {
  if (DIALECT === 'sqlite') {
    const file = path.join(os.tmpdir(), `vetreferral-durability-${Date.now()}.db`);
    return `sqlite:${file}`;
  }
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  const name = `vr_durability_${Date.now()}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  return `postgres://postgres@127.0.0.1:5432/${name}`;
}

function start(url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, DATABASE_URL: url, PORT: String(PORT), HOST: '127.0.0.1', DEMO_DATA: 'off', LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: '100000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('is running at')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
}

const post = (url: string, body: object, cookie?: string) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });

async function main() {
  if (!fs.existsSync('dist/server/main.js')) throw new Error('Run `npm run build` first.');
  const url = await databaseUrl();
  let server = await start(url);
  const reg = await post(`${base}/api/register`, { username: `durable.${Date.now()}@bench.example.ca`, name: 'Durable Desk', password: 'Durable-Pass-97', role: 'clinic' });
  const cookie = (reg.headers.get('set-cookie') ?? '').split(';')[0]!;
  await fetch(`${base}/api/clinics/profile`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ name: 'Durability Test Clinic', address: '1 Main St', province: 'Ontario', contact_email: 'd@bench.example.ca' }),
  });

  const acknowledged = new Set<string>();
  let attempted = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    let stop = false;
    const writer = async (w: number) => {
      for (let k = 0; !stop; k++) {
        const name = `r${round}-w${w}-${k}`;
        attempted++;
        try {
          const res = await post(`${base}/api/pricings`, { procedure_name: name, price_range: '$100' }, cookie);
          if (res.ok) acknowledged.add(name);
        } catch {
          return; // the server died mid-request: this write was never acknowledged
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
    await new Promise((r) => setTimeout(r, 150 + Math.random() * 350));
    server.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    if (server.exitCode === null && server.signalCode === null) await new Promise((r) => server.once('exit', r));
    server = await start(url);
    const res = await fetch(`${base}/api/pricings`, { headers: { cookie } });
    const present = new Set(((await res.json()) as { procedure_name: string }[]).map((p) => p.procedure_name));
    const lost = [...acknowledged].filter((n) => !present.has(n));
    console.log(`round ${round}: ${acknowledged.size} acknowledged so far, ${present.size} stored, lost ${lost.length}`);
    if (lost.length) throw new Error(`acknowledged writes lost: ${lost.slice(0, 5).join(', ')}`);
  }
  server.kill('SIGTERM');

  if (DIALECT === 'sqlite') {
    const db = new SQLite(url.replace(/^sqlite:/, ''), { readonly: true });
    const check = db.pragma('integrity_check', { simple: true });
    db.close();
    console.log(`PRAGMA integrity_check: ${String(check)}`);
    if (check !== 'ok') throw new Error('integrity check failed');
  }
  console.log(`\n${ROUNDS} SIGKILLs, ${attempted} writes attempted, ${acknowledged.size} acknowledged, 0 lost.`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
