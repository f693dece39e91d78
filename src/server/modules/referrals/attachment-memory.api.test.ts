import fs from 'node:fs';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES } from '@shared/contracts/referrals';
import { type ServerProcess, cookieOf, processDatabase, startServer } from '../../test/processes';
import { completeReferral } from '../../test/referrals';
import { verifyListing } from '../../test/factories';
import { openDb } from '../../db';

/**
 * A 25 MB upload measured on a real server process (issue 19): the server's peak resident memory
 * while it receives and stores the file stays below 3× the file's size. The peak is Linux's VmHWM,
 * reset just before the upload (clear_refs 5), against the resident size just before.
 */
let server: ServerProcess;
let cleanup = async () => {};
let databaseUrl: string;

beforeAll(async () => {
  const database = await processDatabase();
  const url = database.url;
  databaseUrl = url;
  cleanup = database.drop;
  server = await startServer({ DATABASE_URL: url });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await cleanup();
});

/** The node process that serves: tsx runs the server in a child of its own. */
function serverPid(): number {
  const pid = server.child.pid!;
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  return Number(children[0] ?? pid);
}
const statusKb = (pid: number, field: 'VmRSS' | 'VmHWM') => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

const post = async (url: string, body: object, cookie?: string) => {
  const res = await fetch(`${server.base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
  return res;
};

describe.runIf(process.platform === 'linux')('attachment upload memory', () => {
  it('stores a 25 MB file with the server peaking below 3× its size', async () => {
    const clinic = cookieOf(await post('/api/register', { username: `mem.clinic.${Date.now()}@test.example.ca`, password: 'Memory-Clinic-Pass-1', role: 'clinic', name: 'Test Coordinator' }));
    const profile = await fetch(`${server.base}/api/clinics/profile`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie: clinic },
      body: JSON.stringify({ name: 'Memory Hospital', address: '1 Memory St', province: 'Ontario', contact_email: 'mem@test.example.ca' }),
    });
    const clinicId = (await profile.json()).id as number;
    // Vets refer to verified listings (issue 21): an admin's verification, straight in the database.
    const handle = openDb(databaseUrl);
    await verifyListing(handle.db, clinicId);
    await handle.close();
    const vet = cookieOf(await post('/api/register', { username: `mem.vet.${Date.now()}@test.example.ca`, password: 'Memory-Vet-Pass-1', role: 'vet', name: 'Dr. Test Vet' }));
    const referral = await (await post('/api/referrals', completeReferral(clinicId), vet)).json();

    const boundary = 'memoryboundary';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    async function* body() {
      yield head;
      const piece = Buffer.alloc(256 * 1024, 0x42);
      piece.write('%PDF-1.7\n');
      for (let sent = 0; sent < ATTACHMENT_MAX_BYTES; sent += piece.length) yield piece.subarray(0, Math.min(piece.length, ATTACHMENT_MAX_BYTES - sent));
      yield tail;
    }

    const pid = serverPid();
    const before = statusKb(pid, 'VmRSS');
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    const res = await fetch(`${server.base}/api/referrals/${referral.id}/attachments`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: vet },
      body: Readable.toWeb(Readable.from(body())) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status, await res.clone().text()).toBe(201);
    expect((await res.json()).size).toBe(ATTACHMENT_MAX_BYTES);
    const growth = statusKb(pid, 'VmHWM') - before;
    console.log(`25 MB upload (${process.env.TEST_DB ?? 'sqlite'}): server peak RSS grew ${(growth / 1024 / 1024).toFixed(1)} MB over ${(before / 1024 / 1024).toFixed(0)} MB`);
    expect(growth).toBeLessThan(3 * ATTACHMENT_MAX_BYTES);
  }, 120_000);
});
