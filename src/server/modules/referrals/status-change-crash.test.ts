import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../db';
import { verifyListing } from '../../test/factories';
import { completeReferral, transitionBody } from '../../test/referrals';

/**
 * A status change answered 200 must be on disk even if the process dies the next instant: the server is
 * killed with SIGKILL in the middle of concurrent changes, and every acknowledged one must be
 * found in the file afterwards, with the referral row agreeing with its last timeline entry.
 * SQLite only (this file is not an *.api.test.ts): PostgreSQL's commits are its own.
 */
const file = path.join(os.tmpdir(), `vetreferral-crash-${process.pid}-${Date.now()}.db`);
// A port the system has just handed out, so parallel test files do not collide.
const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  });
});
const base = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;

afterAll(() => {
  server?.kill('SIGKILL');
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
});

async function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, DATABASE_URL: `sqlite:${file}`, PORT: String(port), HOST: '127.0.0.1', DEMO_DATA: 'off', LOG_LEVEL: 'warn', NODE_ENV: 'test', AUTH_RATE_LIMIT: '100000' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (await fetch(`${base}/api/meta`).then((r) => r.ok, () => false)) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not answer within 60 s');
}

async function call(method: string, url: string, cookie: string | undefined, body?: object) {
  const res = await fetch(base + url, { method, headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: body && JSON.stringify(body) });
  return { status: res.status, json: (await res.json().catch(() => null)) as Record<string, unknown> | null, cookie: res.headers.getSetCookie()[0]?.split(';')[0] };
}

async function register(role: 'vet' | 'clinic') {
  const username = `crash.${role}.${Date.now()}@test.example.ca`;
  const res = await call('POST', '/api/register', undefined, { username, password: 'Crash-Test-Pass-9', role, name: 'Crash Tester' });
  expect(res.status).toBe(201);
  return res.cookie!;
}

describe('status changes when the server is killed', () => {
  it('every change answered 200 before a SIGKILL is in the file afterwards', { timeout: 120_000 }, async () => {
    server = await startServer();
    const vet = await register('vet');
    const clinic = await register('clinic');
    const profile = { name: 'Crash Test Hospital', address: '1 Fsync Rd', province: 'Ontario', contact_email: 'desk@crash.example.ca', phone: '613-555-0111' };
    const clinicId = (await call('PATCH', '/api/clinics/profile', clinic, profile)).json!.id as number;
    const handle = openDb(`sqlite:${file}`);
    await verifyListing(handle.db, clinicId);
    await handle.close();

    const ids: number[] = [];
    for (let i = 0; i < 8; i++) {
      const id = (await call('POST', '/api/referrals', vet, completeReferral(clinicId))).json!.id as number;
      for (const [as, to] of [[vet, 'submitted'], [clinic, 'received'], [clinic, 'accepted'], [clinic, 'booked']] as const) {
        expect((await call('POST', `/api/referrals/${id}/status`, as, transitionBody(to))).status).toBe(200);
      }
      ids.push(id);
    }

    // Eight clients rebook their referral over and over, each time to a new minute; the answers that
    // came back 200 are the changes the clinic was told were saved.
    const acknowledged = new Map<number, string[]>(ids.map((id) => [id, []]));
    let stop = false;
    let n = 0;
    const clients = ids.map(async (id) => {
      while (!stop) {
        const i = n++;
        // A new minute each time, in the month after the next (appointments follow the submission, within 2 years).
        const at = `${new Date(Date.now() + (30 + (i % 28)) * 86_400_000).toISOString().slice(0, 10)}T${String(8 + Math.floor(i / 28) % 10).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`;
        const res = await fetch(`${base}/api/referrals/${id}/status`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: clinic },
          body: JSON.stringify({ status: 'booked', appointment_at: at }),
        }).catch(() => null);
        if (res?.status === 200) acknowledged.get(id)!.push(at);
        else if (res) expect(res.status).toBe(200); // anything but a dropped connection is a failure
      }
    });
    // Long enough for many shared commits, then the process dies mid-stream.
    await new Promise((r) => setTimeout(r, 1500));
    server.kill('SIGKILL');
    await new Promise((r) => server!.once('exit', r));
    stop = true;
    await Promise.all(clients);
    const total = [...acknowledged.values()].reduce((sum, list) => sum + list.length, 0);
    expect(total).toBeGreaterThan(20);

    const after = openDb(`sqlite:${file}`);
    try {
      for (const id of ids) {
        const events = await after.db.selectFrom('referral_events').select(['appointment_at', 'to_status']).where('referral_id', '=', id).orderBy('id').execute();
        const stored = events.map((e) => e.appointment_at);
        for (const at of acknowledged.get(id)!) expect(stored, `referral ${id}`).toContain(at);
        const row = await after.db.selectFrom('referrals').select(['status', 'appointment_at']).where('id', '=', id).executeTakeFirstOrThrow();
        expect(row).toEqual({ status: 'booked', appointment_at: events.at(-1)!.appointment_at });
      }
    } finally {
      await after.close();
    }
  });
});
