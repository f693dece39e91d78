import { Migrator, sql } from 'kysely';
import { expect, it, onTestFinished } from 'vitest';
import { nameSearchQuery, procedureSearchQuery } from '../../modules/search/repository';
import { createClinic } from '../../test/factories';
import { openDb } from '../index';
import { migrateToLatest } from '../migrate';
import * as m001 from './001-initial';
import * as m002 from './002-search-indexes';

// SQLite only: on PostgreSQL migration 003 does nothing.
it("rebuilds the names' trigram table of a database at 002 without positions, keeping every row searchable", async () => {
  const { db, close } = openDb('sqlite::memory:');
  onTestFinished(close);
  const upTo002 = new Migrator({ db, provider: { getMigrations: async () => ({ '001-initial': m001, '002-search-indexes': m002 }) } });
  expect((await upTo002.migrateToLatest()).error).toBeUndefined();
  // The one catalogue entry the clinic needs, written as at 002 (today's seed writes columns added later).
  await db.insertInto('specialties').values({ name: 'Cardiology', display_order: 1, is_active: 1 }).execute();
  await createClinic(db, {
    name: 'Clinique du Ruisseau [Sud]',
    city: 'Atlantis', // no coordinates: the columns of migration 013 do not exist yet
    verified: false, // nor verified_at (014), which marks the rows it finds verified
    pricings: [{ procedure_name: 'Échocardiographie', price_range: '$500–$700', specialty: 'Cardiology' }],
  });

  await migrateToLatest(db);

  const definitions = await sql<{ sql: string }>`select sql from sqlite_master where name like '%\_fts' escape '\\' order by name`.execute(db);
  expect(definitions.rows.map((r) => r.sql)).toEqual(
    [
      "CREATE VIRTUAL TABLE clinics_fts using fts5(search_key, tokenize = 'trigram', detail = 'column')",
      "CREATE VIRTUAL TABLE pricings_fts using fts5(search_key, tokenize = 'trigram')",
      "CREATE VIRTUAL TABLE procedure_waits_fts using fts5(search_key, tokenize = 'trigram')",
    ],
  );
  // Rows indexed before the migration are found, wildcards in the term are literal.
  expect((await nameSearchQuery(db, 'ruisseau [sud]').execute()).map((r) => r.name)).toEqual(['Clinique du Ruisseau [Sud]']);
  expect(await nameSearchQuery(db, 'ruisseau*').execute()).toEqual([]);
  expect((await procedureSearchQuery(db, 'echocardio').execute()).map((r) => r.name)).toEqual(['Clinique du Ruisseau [Sud]']);
  // Rows written after it are kept in step by the triggers of 002.
  await createClinic(db, { name: 'Ruisseau Nord' });
  expect((await nameSearchQuery(db, 'ruisseau').execute()).map((r) => r.name)).toEqual(['Ruisseau Nord', 'Clinique du Ruisseau [Sud]']);
});
