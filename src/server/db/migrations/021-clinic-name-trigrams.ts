import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';

/**
 * Issue 22, name search on PostgreSQL (docs/decisions/archive/113): `clinic_name_trigrams`, one row per
 * distinct trigram (three code points) of each listed hospital's search_key, keyed by (trigram,
 * search_key, clinic_id) and carrying the province. It is an inverted index whose entries are in name
 * order: the names holding a trigram can be read in the name search's own order and stopped after 50
 * matches, where pg_trgm's GIN index hands back every match unordered (6,900 for "ruisseau" at
 * 100,000 hospitals) for PostgreSQL to fetch and sort. The key and province sit in the primary key so
 * the walk reads no heap. Only listed hospitals (verified_at set, issue 21) have rows.
 *
 * A row trigger on clinics keeps it, whatever writes them (dashboard, admin, seed, tests). SQLite has no
 * such table: its FTS5 trigram twin and the walk of decision 055 serve it, and its triggers cannot
 * split a key into trigrams (no CTE in a trigger).
 */

export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  // length() and substr() count code points, as the search's own trigramsOf (trigram-stats.ts) does.
  await sql`
    create function clinic_name_trigrams_of(k text) returns setof text language sql immutable parallel safe as
    $$ select distinct substr(k, i, 3) from generate_series(1, length(k) - 2) as i $$`.execute(db);
  await sql`create table clinic_name_trigrams (trigram text not null, search_key text not null, clinic_id integer not null, province text not null)`.execute(db);
  await sql`
    insert into clinic_name_trigrams (trigram, search_key, clinic_id, province)
    select t, c.search_key, c.id, c.province from clinics c cross join lateral clinic_name_trigrams_of(c.search_key) as t
    where c.verified_at is not null order by 1, 2, 3`.execute(db);
  // Built after the rows, in their order: a compact index (built row by row it was half as large again).
  await sql`alter table clinic_name_trigrams add primary key (trigram, search_key, clinic_id) include (province)`.execute(db);
  // The old rows are found through the primary key (= any of the old key's trigrams), so no other index is needed.
  await sql.raw(`
    create function clinic_name_trigrams_sync() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then
        delete from clinic_name_trigrams
        where trigram = any(array(select clinic_name_trigrams_of(old.search_key))) and search_key = old.search_key and clinic_id = old.id;
      end if;
      if tg_op <> 'DELETE' and new.verified_at is not null then
        insert into clinic_name_trigrams (trigram, search_key, clinic_id, province)
        select t, new.search_key, new.id, new.province from clinic_name_trigrams_of(new.search_key) as t;
      end if;
      return null;
    end $$`).execute(db);
  await sql`create trigger clinics_name_trigrams_insert after insert on clinics for each row execute function clinic_name_trigrams_sync()`.execute(db);
  await sql`create trigger clinics_name_trigrams_delete after delete on clinics for each row execute function clinic_name_trigrams_sync()`.execute(db);
  // Only a change the rows reflect rewrites them: an edit of the phone number leaves them alone.
  await sql`
    create trigger clinics_name_trigrams_update after update of search_key, province, verified_at on clinics for each row
    when (old.search_key is distinct from new.search_key or old.province is distinct from new.province or (old.verified_at is null) <> (new.verified_at is null))
    execute function clinic_name_trigrams_sync()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const event of ['insert', 'delete', 'update']) await sql.raw(`drop trigger if exists clinics_name_trigrams_${event} on clinics`).execute(db);
  await sql`drop function if exists clinic_name_trigrams_sync()`.execute(db);
  await sql`drop table if exists clinic_name_trigrams`.execute(db);
  await sql`drop function if exists clinic_name_trigrams_of(text)`.execute(db);
}
