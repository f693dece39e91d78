import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { expect, it, onTestFinished } from 'vitest';
import { byNameOrProcedure } from './modules/search/service';
import { createClinic } from './test/factories';
import { openDb } from './db';
import { enableIncrementalVacuum, optimizeSearchIndexes, reclaimFreePages } from './db/maintenance';
import { migrateToLatest } from './db/migrate';
import { seedCatalogue } from './db/seed/catalogue';

// SQLite only: the FTS5 tables exist there alone (on PostgreSQL the function does nothing).
it('merges the trigram tables written row by row into one segment each, and every row stays searchable', async () => {
  const { db, close } = openDb('sqlite::memory:');
  onTestFinished(close);
  await migrateToLatest(db);
  await seedCatalogue(db);
  for (let i = 0; i < 40; i++) {
    await createClinic(db, {
      name: `Ruisseau Referral ${i}`,
      pricings: [{ procedure_name: `Échocardiographie ${i}`, price_range: '$500', specialty: 'Cardiology' }],
    });
  }
  const segments = async (table: string) =>
    Number((await sql<{ n: number }>`select count(distinct segid) as n from ${sql.table(`${table}_idx`)}`.execute(db)).rows[0]!.n);
  expect(await segments('clinics_fts')).toBeGreaterThan(1);
  expect(await segments('pricings_fts')).toBeGreaterThan(1);

  await optimizeSearchIndexes(db);

  for (const table of ['clinics', 'pricings', 'procedure_waits']) expect(await segments(`${table}_fts`), table).toBeLessThanOrEqual(1);
  await db.updateTable('clinics').set({ verified_at: new Date().toISOString() }).execute();
  expect(await byNameOrProcedure(db, { name: 'ruisseau referral' })).toHaveLength(40);
  expect((await byNameOrProcedure(db, { name: 'referral 17' })).map((r) => r.name)).toEqual(['Ruisseau Referral 17']);
  expect(await byNameOrProcedure(db, { procedure: 'echocardio' })).toHaveLength(40);
  // A second run has nothing to merge and changes nothing.
  await optimizeSearchIndexes(db);
  expect(await segments('clinics_fts')).toBe(1);
});

// Issue 56: a database made before auto_vacuum was set is switched once, by one VACUUM at start-up.
it('switches an older SQLite file to incremental auto-vacuum once, keeping its rows, and then frees deleted pages', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vr-vacuum-'));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'old.db');
  const old = new SQLite(file);
  old.pragma('journal_mode = WAL');
  old.exec('create table blobs (id integer primary key, b blob)');
  for (let i = 0; i < 8; i++) old.prepare('insert into blobs (b) values (randomblob(1048576))').run();
  expect(old.pragma('auto_vacuum', { simple: true })).toBe(0);
  old.close();

  const { db, close } = openDb(`sqlite:${file}`);
  onTestFinished(close);
  const pragma = async (name: string) => Number(Object.values((await sql.raw<Record<string, number>>(`pragma ${name}`).execute(db)).rows[0]!)[0]);
  expect(await pragma('auto_vacuum'), 'opening alone does not rewrite an existing file').toBe(0);
  expect(await reclaimFreePages(db)).toBe(0);
  const ms = await enableIncrementalVacuum(db);
  expect(ms).toEqual(expect.any(Number));
  expect(await pragma('auto_vacuum')).toBe(2);
  expect(await enableIncrementalVacuum(db), 'only once').toBeNull();
  expect(Number((await sql<{ n: number }>`select count(*) as n from blobs`.execute(db)).rows[0]!.n)).toBe(8);

  await sql`delete from blobs where id <= 6`.execute(db);
  const pages = await pragma('page_count');
  expect(await reclaimFreePages(db)).toBeGreaterThan(1400);
  expect(await pragma('freelist_count')).toBe(0);
  expect(pages - (await pragma('page_count'))).toBeGreaterThan(1400);
});
