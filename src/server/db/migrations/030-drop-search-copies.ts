import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';
import * as m004 from './004-trigram-vocabularies';
import * as m016 from './016-procedure-key';
import * as m020 from './020-clinic-points';
import * as m021 from './021-clinic-name-trigrams';
import * as m022 from './022-procedure-first-match';
import * as m023 from './023-sqlite-name-trigrams';
import * as m024 from './024-procedure-doc';
import * as m026 from './026-procedure-lines';
import * as m027 from './027-specialty-points';
import { rewriteSearchKeys } from './029-search-vocabulary';

/**
 * Issue 57, contract step of the search rewrite (docs/decisions/150): the hand-kept copies the old
 * search read are dropped, now that no release reads them. Each is undone by its own migration's
 * down, newest first, so every trigger, function, table, column and index goes the way it came:
 * clinic_specialty_points (027), procedure_lines (026), procedure_doc (024), SQLite's
 * clinic_name_trigrams and trigram_offsets (023), the first-match indexes (022), PostgreSQL's
 * clinic_name_trigrams (021), clinic_points (020, which puts back the plain (lat, lon) index),
 * procedure_key (016) and the trigram vocabularies (004). Then migration 002's clinic_key copy and the
 * index it served. What stays: the engines' own indexes (FTS5 twins, pg_trgm GIN, B-trees) and the
 * wait_rank generated column the database computes.
 *
 * The search keys are rewritten once more: the release before 029 may have written old-form keys
 * while both ran.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const m of [m027, m026, m024, m023, m022, m021, m020, m016, m004]) await m.down(db);
  await db.schema.dropIndex('clinic_specialties_rank_idx').ifExists().execute();
  if (dialectOf(db) === 'postgres') {
    await sql`drop trigger if exists clinic_specialties_key on clinic_specialties`.execute(db);
    await sql`drop trigger if exists clinics_copy_key on clinics`.execute(db);
    await sql`drop function if exists clinic_specialties_set_key()`.execute(db);
    await sql`drop function if exists clinics_copy_key()`.execute(db);
  } else {
    await sql`drop trigger if exists clinic_specialties_key`.execute(db);
    await sql`drop trigger if exists clinics_copy_key`.execute(db);
  }
  await sql`alter table clinic_specialties drop column clinic_key`.execute(db);
  await rewriteSearchKeys(db);
}

/** Not reversible: the copies would have to be rebuilt by the old code's triggers; restore a backup instead. */
export async function down(): Promise<void> {
  throw new Error('Migration 030 drops the old search copies and cannot be undone; restore a backup taken before it.');
}
