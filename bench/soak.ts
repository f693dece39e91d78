/**
 * `npm run bench:soak`: SOAK_MINUTES (default 30) of mixed traffic against the built server on a fresh
 * SQLite database with demo data — vets searching, reading profiles and toggling favourites, clinics
 * editing quotes and wait times, admins reading stats, visitors failing logins — then reports the
 * error count (5xx and network errors; 4xx are expected for the failing logins), p99 latency and the
 * server's memory (RSS) at start and end.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '../src/shared/constants';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const PORT = 3960;
const base = `http://127.0.0.1:${PORT}`;
const latencies: number[] = [];
let errors = 0;
let requests = 0;

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

async function call(method: string, url: string, cookie?: string, body?: unknown): Promise<Answer | undefined> {
  const t = performance.now();
  try {
    const res = await fetch(base + url, {
      method,
      headers: { ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    latencies.push(performance.now() - t);
    requests++;
    if (res.status >= 500) errors++;
    return { status: res.status, headers: res.headers, text };
  } catch {
    errors++;
    return undefined;
  }
}

async function login(username: string, password: string): Promise<string> {
  const res = await call('POST', '/api/login', undefined, { username, password });
  return (res?.headers.get('set-cookie') ?? '').split(';')[0]!;
}

function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]!;

async function main() {
  const file = path.join(os.tmpdir(), `vetreferral-soak-${Date.now()}.db`);
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, DATABASE_URL: `sqlite:${file}`, PORT: String(PORT), HOST: '127.0.0.1', DEMO_DATA: 'on', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT: '1000000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => server.stdout!.on('data', (d: Buffer) => d.toString().includes('is running at') && resolve()));
  const vet = await login(DEMO_ACCOUNTS.vet.username, DEMO_ACCOUNTS.vet.password);
  const clinic = await login(DEMO_ACCOUNTS.clinic.username, DEMO_ACCOUNTS.clinic.password);
  const admin = await login(DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password);
  const specialties = ((await (await fetch(`${base}/api/specialties/active`, { headers: { cookie: vet } })).json()) as { id: number }[]).map((s) => s.id);
  const ownSpecialties = ((await (await fetch(`${base}/api/clinic-specialties`, { headers: { cookie: clinic } })).json()) as { specialty_id: number }[]).map((s) => s.specialty_id);
  const hospitals = Array.from({ length: 45 }, (_, i) => i + 1);
  const rssStart = rssOf(server.pid!);
  const end = Date.now() + MINUTES * 60_000;

  const actors: (() => Promise<unknown>)[] = [
    async () => call('GET', `/api/specialties/${pick(specialties)}/search`, vet),
    async () => call('GET', `/api/hospitals/search?name=${pick(['ruisseau', 'animal', 'vétérinaire', 'centre', 'ottawa'])}`, vet),
    async () => call('GET', `/api/hospitals/search?procedure=${pick(['tplo', 'echo', 'mri', 'dental'])}`, vet),
    async () => call('GET', `/api/hospitals/${pick(hospitals)}`, vet),
    async () => {
      const id = pick(hospitals);
      await call('POST', '/api/bookmarks', vet, { clinic_id: id });
      await call('GET', '/api/bookmarks', vet);
      await call('DELETE', `/api/bookmarks/${id}`, vet);
    },
    async () => {
      const res = await call('POST', '/api/pricings', clinic, { procedure_name: `Soak quote ${Date.now()}`, price_range: '$100–$200' });
      const id = res?.status === 201 ? (JSON.parse(res.text) as { id: number }).id : undefined;
      if (id) await call('DELETE', `/api/pricings/${id}`, clinic);
    },
    async () => call('PATCH', `/api/clinic-specialties/${pick(ownSpecialties)}`, clinic, { wait_time: pick(['<1 week', '1–2 weeks', '2–4 weeks']), notes: 'Soak test' }),
    async () => call('GET', '/api/admin/stats', admin),
    async () => call('POST', '/api/login', undefined, { username: `nobody${Math.floor(Math.random() * 1000)}@soak.example.ca`, password: 'wrong-pass-1' }),
  ];
  const worker = async () => {
    while (Date.now() < end) await pick(actors)();
  };
  let lastReport = Date.now();
  const reporter = setInterval(() => {
    if (Date.now() - lastReport >= 60_000) {
      lastReport = Date.now();
      console.log(`${new Date().toISOString()} requests ${requests}, errors ${errors}, RSS ${rssOf(server.pid!).toFixed(0)} MB`);
    }
  }, 5_000);
  await Promise.all(Array.from({ length: 8 }, worker));
  clearInterval(reporter);
  const rssEnd = rssOf(server.pid!);
  server.kill('SIGTERM');
  latencies.sort((a, b) => a - b);
  const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))]!.toFixed(1);
  console.log(`\nSoak: ${MINUTES} min, 8 concurrent actors, ${requests} requests (${(requests / (MINUTES * 60)).toFixed(0)} req/s)`);
  console.log(`errors (5xx or network): ${errors}`);
  console.log(`latency p50 ${p(0.5)} ms, p99 ${p(0.99)} ms, max ${latencies.at(-1)!.toFixed(1)} ms`);
  console.log(`server RSS: ${rssStart.toFixed(0)} MB at start, ${rssEnd.toFixed(0)} MB at end`);
  fs.rmSync(file, { force: true });
  if (errors > 0) process.exit(1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
