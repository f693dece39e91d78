import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { backup, restore } from './backup';
import { loadConfig } from './config';
import { type Db, openDb } from './db';
import { migrateToLatest, migrationsCurrent } from './db/migrate';
import { seedCatalogue } from './db/seed/catalogue';
import { registerUser } from './test/context';
import { verifyListing } from './test/factories';
import { processDatabase } from './test/processes';
import { completeReferral } from './test/referrals';

/**
 * The restore drill (issue 24): referrals with attachments, a backup taken while referrals keep being
 * written, a restore into a fresh database; the restored database holds every row that existed when
 * the backup began, byte for byte, and nothing that never existed. Runs on SQLite and PostgreSQL.
 */
const source = await processDatabase();
const target = await processDatabase();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vr-backups-'));
const handle = openDb(source.url, { poolSize: 4 });
await migrateToLatest(handle.db);
await seedCatalogue(handle.db);
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: '10000', ATTACHMENT_UPLOADS_PER_10_MINUTES: '100000', DEMO_DATA: 'off', WEB_ROOT: '/nonexistent', DATABASE_URL: source.url });
const app = await buildApp(config, handle, { mailWorker: 'manual', scheduler: 'manual' });
await app.ready();

afterAll(async () => {
  await app.close();
  await handle.close();
  await source.drop();
  await target.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function tables(db: Db): Promise<string[]> {
  const rows =
    handle.dialect === 'postgres'
      ? await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  return rows.rows.map((r) => r.name).sort();
}

/** Every row of every table as one string (bytes as their SHA-256), grouped by table. */
async function rowsOf(db: Db): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>();
  for (const table of await tables(db)) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    out.set(
      table,
      new Set(
        rows.rows.map((row) =>
          JSON.stringify(Object.entries(row).map(([k, v]) => [k, v instanceof Uint8Array ? createHash('sha256').update(v).digest('hex') : typeof v === 'bigint' ? String(v) : v])),
        ),
      ),
    );
  }
  return out;
}

const PDF = (n: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(n), Buffer.from('\n%%EOF\n')]);
const multipart = (bytes: Buffer) => {
  const boundary = 'drillboundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\nRadiographs\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="records.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  return { payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

describe('backup and restore', () => {
  it('a backup taken during writes restores row for row and byte for byte', async () => {
    const vet = await registerUser(app, { role: 'vet' });
    const owner = await registerUser(app, { role: 'clinic' });
    const cookie = (c: string) => ({ cookie: `vr_session=${c}` });
    const profile = { name: 'Drill Hospital', address: '1 Drill Rd', province: 'Ontario', contact_email: 'desk@drill.example.ca', phone: '613-555-0100' };
    const clinicId = (await app.inject({ method: 'PATCH', url: '/api/clinics/profile', headers: cookie(owner.cookie), payload: profile })).json().id;
    await verifyListing(handle.db, clinicId); // vets refer to verified listings (issue 21)
    const referral = async (bytes: number) => {
      const r = await app.inject({ method: 'POST', url: '/api/referrals', headers: cookie(vet.cookie), payload: completeReferral(clinicId) });
      expect(r.statusCode, r.body).toBe(201);
      const { payload, headers } = multipart(PDF(bytes));
      const up = await app.inject({ method: 'POST', url: `/api/referrals/${r.json().id}/attachments`, payload, headers: { ...headers, ...cookie(vet.cookie) } });
      expect(up.statusCode, up.body).toBe(201);
    };
    // Some attachments span several 1 MB chunks.
    for (let i = 0; i < 6; i++) await referral(i % 2 ? 2_500_000 : 40_000);

    const before = await rowsOf(handle.db);
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await referral(20_000);
        written++;
      }
    })();
    const made = await backup(source.url, dir, 2);
    writing = false;
    await writer;
    const after = await rowsOf(handle.db);
    expect(written).toBeGreaterThan(0);
    expect(made.bytes).toBeGreaterThan(5_000_000);
    expect(path.basename(made.file)).toMatch(/^vetreferral-\d{8}T\d{6}Z\.(sqlite|pgdump)$/);

    // A restore refuses a database that is not empty.
    await expect(restore(source.url, made.file)).rejects.toThrow(/not empty/);
    await restore(target.url, made.file);
    const restoredHandle = openDb(target.url, { poolSize: 2 });
    try {
      expect(await migrationsCurrent(restoredHandle.db)).toBe(true);
      // An upload still streaming when the backup began is a file no attachment points to yet, with
      // the chunks it had: the restored copy keeps that moment, and the sweep removes such files after
      // a day (sweepUnlinkedFiles). They are left out of the comparisons below.
      const linked = new Set((await restoredHandle.db.selectFrom('referral_attachments').select('file_id').execute()).map((r) => Number(r.file_id)));
      const ofUnfinishedUpload = (table: string, row: string) => {
        const column = table === 'files' ? 'id' : table === 'file_chunks' ? 'file_id' : null;
        const value = column && (JSON.parse(row) as [string, unknown][]).find(([k]) => k === column)?.[1];
        return value !== null && value !== undefined && !linked.has(Number(value));
      };
      const restored = await rowsOf(restoredHandle.db);
      for (const [table, rows] of restored) restored.set(table, new Set([...rows].filter((r) => !ofUnfinishedUpload(table, r))));
      expect([...restored.keys()]).toEqual([...before.keys()]);
      for (const [table, rows] of before) {
        // A rate-limit counter is one row counted up in place by every upload: the copy holds the count
        // at the backup's moment, which neither snapshot saw. It is no data to restore.
        if (table === 'rate_limits') continue;
        const got = restored.get(table)!;
        // Everything that existed when the backup began is there, unchanged…
        expect([...rows].filter((r) => !got.has(r)), table).toEqual([]);
        // …and nothing is there that the source never held.
        expect([...got].filter((r) => !rows.has(r) && !after.get(table)!.has(r)), table).toEqual([]);
      }
      // Each restored file's chunks put together match the checksum recorded when it was uploaded.
      const files = (await restoredHandle.db.selectFrom('files').select(['id', 'sha256', 'size']).execute()).filter((f) => linked.has(Number(f.id)));
      expect(files.length).toBeGreaterThanOrEqual(6);
      for (const f of files) {
        const chunks = await restoredHandle.db.selectFrom('file_chunks').select('bytes').where('file_id', '=', f.id).orderBy('seq').execute();
        const bytes = Buffer.concat(chunks.map((c) => Buffer.from(c.bytes)));
        expect([bytes.length, createHash('sha256').update(bytes).digest('hex')]).toEqual([Number(f.size), f.sha256]);
      }
    } finally {
      await restoredHandle.close();
    }
  }, 120_000);

  it('keeps the last N backups', async () => {
    const keep = fs.mkdtempSync(path.join(dir, 'keep-'));
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await backup(source.url, keep, 2, new Date(Date.UTC(2026, 0, 1 + i))));
    expect(fs.readdirSync(keep).sort()).toEqual(made.slice(1).map((m) => path.basename(m.file)));
    expect(made[2]!.removed.map((f) => path.basename(f))).toEqual([path.basename(made[0]!.file)]);
  }, 120_000);
});
