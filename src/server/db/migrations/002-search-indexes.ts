import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';

/**
 * Indexes that let every search read only what it returns (docs/decisions/051):
 * - clinic_specialties.wait_rank, a generated column, and clinic_specialties.clinic_key, a copy of
 *   the hospital's search_key kept by triggers, so the specialty search's whole order (emergency
 *   first, shorter waits, then name) is an index's order: it reads 50 entries instead of sorting all;
 * - trigram indexes on the three search_key columns for the "contains" searches by name and by
 *   procedure: FTS5 trigram tables kept in step by triggers on SQLite, pg_trgm GIN on PostgreSQL.
 */

/**
 * The wait ranks as they were when this migration was written. A migration must not change with the
 * code, so they are copied, not imported; a test compares them with WAIT_RANK in shared/constants, and
 * a change there needs a new migration that redefines the column.
 */
export const WAIT_RANK_AT_002: Readonly<Record<string, number>> = {
  '<1 week': 10,
  '1–2 weeks': 20,
  '1-2 weeks': 20,
  '2–4 weeks': 30,
  '2-4 weeks': 30,
  '4-6 weeks': 40,
  '1-2 months': 45,
  '6-8 weeks': 50,
  '>8 weeks': 60,
  '>2 months': 60,
  'Not accepting': 90,
  'Not accepting new cases': 90,
};
const WAIT_RANK_UNKNOWN_AT_002 = 80;

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
const waitRankExpression = `case wait_time ${Object.entries(WAIT_RANK_AT_002)
  .map(([label, rank]) => `when ${quote(label)} then ${rank}`)
  .join(' ')} else ${WAIT_RANK_UNKNOWN_AT_002} end`;

/** The tables searched with "contains", each keyed by its integer id (clinics.id, pricings.id…). */
const SEARCHED = ['clinics', 'pricings', 'procedure_waits'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';

  // SQLite can only add a VIRTUAL generated column; it is still indexable. PostgreSQL only has STORED.
  await sql
    .raw(
      `alter table clinic_specialties add column wait_rank integer generated always as (${waitRankExpression}) ${postgres ? 'stored' : 'virtual'}`,
    )
    .execute(db);
  await sql`alter table clinic_specialties add column clinic_key text not null default ''`.execute(db);
  await sql`update clinic_specialties set clinic_key = (select search_key from clinics where clinics.id = clinic_specialties.clinic_id)`.execute(db);
  if (postgres) {
    await sql`
      create function clinic_specialties_set_key() returns trigger language plpgsql as $$
      begin
        new.clinic_key := (select search_key from clinics where id = new.clinic_id);
        return new;
      end $$`.execute(db);
    await sql`create trigger clinic_specialties_key before insert or update of clinic_id on clinic_specialties for each row execute function clinic_specialties_set_key()`.execute(db);
    await sql`
      create function clinics_copy_key() returns trigger language plpgsql as $$
      begin
        update clinic_specialties set clinic_key = new.search_key where clinic_id = new.id;
        return null;
      end $$`.execute(db);
    await sql`create trigger clinics_copy_key after update of search_key on clinics for each row execute function clinics_copy_key()`.execute(db);
  } else {
    await sql`
      create trigger clinic_specialties_key after insert on clinic_specialties begin
        update clinic_specialties set clinic_key = (select search_key from clinics where id = new.clinic_id)
        where clinic_id = new.clinic_id and specialty_id = new.specialty_id;
      end`.execute(db);
    await sql`
      create trigger clinics_copy_key after update of search_key on clinics begin
        update clinic_specialties set clinic_key = new.search_key where clinic_id = new.id;
      end`.execute(db);
  }
  await db.schema
    .createIndex('clinic_specialties_rank_idx')
    .on('clinic_specialties')
    .columns(['specialty_id', 'accepting_emergency desc', 'wait_rank', 'clinic_key', 'clinic_id'])
    .execute();

  if (postgres) {
    // One pg_trgm per database, in public: a test schema that created it would take it along when
    // dropped. The lock serialises concurrent first migrations (CREATE EXTENSION IF NOT EXISTS races).
    await sql`select pg_advisory_xact_lock(2024112201)`.execute(db);
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    for (const table of SEARCHED) {
      // fastupdate off: GIN otherwise queues new entries in a pending list that every search scans
      // linearly until (auto)vacuum merges it; measured at 10,000 fresh hospitals, a name search took
      // 17 ms instead of 0.4 ms. Listings change rarely, so paying at write time is the better trade.
      await sql.raw(`create index ${table}_trgm_idx on ${table} using gin (search_key public.gin_trgm_ops) with (fastupdate = off)`).execute(db);
    }
    return;
  }

  for (const table of SEARCHED) {
    const fts = `${table}_fts`;
    // A plain (not external-content) FTS table: a missed delete cannot corrupt it, only leave a
    // stale rowid that the join back to the real table drops.
    await sql.raw(`create virtual table ${fts} using fts5(search_key, tokenize = 'trigram')`).execute(db);
    await sql.raw(`insert into ${fts} (rowid, search_key) select id, search_key from ${table}`).execute(db);
    await sql
      .raw(`create trigger ${fts}_insert after insert on ${table} begin insert into ${fts} (rowid, search_key) values (new.id, new.search_key); end`)
      .execute(db);
    await sql
      .raw(
        `create trigger ${fts}_update after update of search_key on ${table} begin update ${fts} set search_key = new.search_key where rowid = old.id; end`,
      )
      .execute(db);
    await sql.raw(`create trigger ${fts}_delete after delete on ${table} begin delete from ${fts} where rowid = old.id; end`).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  for (const table of SEARCHED) {
    if (postgres) await sql.raw(`drop index if exists ${table}_trgm_idx`).execute(db);
    else {
      for (const t of ['insert', 'update', 'delete']) await sql.raw(`drop trigger if exists ${table}_fts_${t}`).execute(db);
      await sql.raw(`drop table if exists ${table}_fts`).execute(db);
    }
  }
  await db.schema.dropIndex('clinic_specialties_rank_idx').ifExists().execute();
  if (postgres) {
    await sql`drop trigger if exists clinic_specialties_key on clinic_specialties`.execute(db);
    await sql`drop trigger if exists clinics_copy_key on clinics`.execute(db);
    await sql`drop function if exists clinic_specialties_set_key()`.execute(db);
    await sql`drop function if exists clinics_copy_key()`.execute(db);
  } else {
    await sql`drop trigger if exists clinic_specialties_key`.execute(db);
    await sql`drop trigger if exists clinics_copy_key`.execute(db);
  }
  await sql`alter table clinic_specialties drop column clinic_key`.execute(db);
  await sql`alter table clinic_specialties drop column wait_rank`.execute(db);
}
