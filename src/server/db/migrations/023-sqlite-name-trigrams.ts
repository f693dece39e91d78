import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';

/**
 * Issue 22, name search on SQLite (docs/decisions/archive/121): the same `clinic_name_trigrams` that
 * PostgreSQL has had since migration 021, so SQLite's name search walks a trigram's names in name
 * order too. Its walk of decision 055 read the name index in order, and where the matches fall in that
 * order grows with the directory: the 50th "ruisseau" was ~470 names in at 10,000 hospitals and
 * ~4,200 at 100,000 (×1.83 latency; the rare term ×3.93).
 *
 * SQLite allows no CTE (so no generate_series) in a trigger; `trigram_offsets` (1 to 1,024) is the
 * series the triggers join instead, `substr` and `length` counting code points as trigramsOf does.
 * 1,024 offsets cover keys of 1,026 code points, where the contracts allow 321 (a name of 200, a
 * newline, a city of 120: db/rows/clinics.ts). WITHOUT ROWID: the primary key is the table, so the
 * walk reads the province and the key from the entry itself.
 */
export const TRIGRAM_OFFSETS = 1024;

/**
 * The distinct trigrams of each listed `<row>.search_key`, as rows of (trigram, search_key, clinic_id,
 * province): `new` in a trigger, `c` over `clinics c` (the backfill).
 */
const listedTrigrams = (row: 'new' | 'c') =>
  `select distinct substr(${row}.search_key, o.n, 3), ${row}.search_key, ${row}.id, ${row}.province
   from ${row === 'c' ? 'clinics c join trigram_offsets o' : 'trigram_offsets o'}
   where o.n <= length(${row}.search_key) - 2 and ${row}.verified_at is not null`;

const insertNew = `insert into clinic_name_trigrams (trigram, search_key, clinic_id, province) ${listedTrigrams('new')};`;
const deleteOld = `delete from clinic_name_trigrams
  where trigram in (select substr(old.search_key, o.n, 3) from trigram_offsets o where o.n <= length(old.search_key) - 2)
    and search_key = old.search_key and clinic_id = old.id;`;

export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  await sql`create table trigram_offsets (n integer primary key)`.execute(db);
  await sql`
    insert into trigram_offsets (n)
    with recursive s(n) as (select 1 union all select n + 1 from s where n < ${sql.lit(TRIGRAM_OFFSETS)}) select n from s`.execute(db);
  await sql`
    create table clinic_name_trigrams (
      trigram text not null, search_key text not null, clinic_id integer not null, province text not null,
      primary key (trigram, search_key, clinic_id)
    ) without rowid`.execute(db);
  await sql.raw(`
    insert into clinic_name_trigrams (trigram, search_key, clinic_id, province)
    select * from (${listedTrigrams('c')}) order by 1, 2, 3`).execute(db);
  await sql.raw(`create trigger clinics_name_trigrams_insert after insert on clinics begin ${insertNew} end`).execute(db);
  await sql.raw(`create trigger clinics_name_trigrams_delete after delete on clinics begin ${deleteOld} end`).execute(db);
  // Only a change the rows reflect rewrites them: an edit of the phone number leaves them alone.
  await sql.raw(`
    create trigger clinics_name_trigrams_update after update of search_key, province, verified_at on clinics
    when old.search_key is not new.search_key or old.province is not new.province or (old.verified_at is null) <> (new.verified_at is null)
    begin ${deleteOld} ${insertNew} end`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  for (const event of ['insert', 'delete', 'update']) await sql.raw(`drop trigger if exists clinics_name_trigrams_${event}`).execute(db);
  await sql`drop table if exists clinic_name_trigrams`.execute(db);
  await sql`drop table if exists trigram_offsets`.execute(db);
}
