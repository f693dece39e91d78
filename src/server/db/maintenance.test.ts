import { sql } from 'kysely';
import { expect, it, onTestFinished } from 'vitest';
import { TRIGRAM_TABLES } from '../modules/search/backend';
import { nameSearchQuery, procedureSearchQuery } from '../modules/search/repository';
import { createClinic } from '../test/factories';
import { openDb } from './index';
import { optimizeSearchIndexes } from './maintenance';
import { migrateToLatest } from './migrate';
import { seedCatalogue } from './seed/catalogue';

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

  for (const table of TRIGRAM_TABLES) expect(await segments(`${table}_fts`), table).toBeLessThanOrEqual(1);
  expect(await nameSearchQuery(db, 'ruisseau referral').execute()).toHaveLength(40);
  expect((await nameSearchQuery(db, 'referral 17').execute()).map((r) => r.name)).toEqual(['Ruisseau Referral 17']);
  expect(await procedureSearchQuery(db, 'echocardio').execute()).toHaveLength(40);
  // A second run has nothing to merge and changes nothing.
  await optimizeSearchIndexes(db);
  expect(await segments('clinics_fts')).toBe(1);
});
