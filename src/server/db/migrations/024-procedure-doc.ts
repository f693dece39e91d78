import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';

/**
 * Issue 22, procedure search (docs/decisions/archive/122): each hospital's quotes and procedure wait entries
 * as the search shows them, on its own row, so a search reads a hospital's first matching quote and
 * wait entry from the row it already reads instead of two index lookups per hospital (100 per page).
 *
 * - `procedure_key` (migration 016) keeps its lines, one search_key each, now in a fixed order: the
 *   quotes by procedure name then id, then the wait entries by procedure then id, the order in which a
 *   search picks the first match.
 * - `procedure_doc`: line for line the same entries, each the hex of a JSON array: ["p", procedure
 *   name, price range, updated at] for a quote, ["w", procedure, wait time, last updated] for a wait
 *   entry. JSON, so that no text a clinic writes (a line break, a quote mark) can break the lines
 *   apart; hex, so that the column is ASCII: better-sqlite3 and pg hand a string with accents or an en
 *   dash to JavaScript at several times the cost of an ASCII one, and most quotes hold one.
 *
 * A search finds the term in procedure_key's lines (a term never holds a line break, nor does a
 * search_key: searchKey() collapses whitespace), and reads the same line of procedure_doc
 * (modules/search/procedure-doc.ts). The triggers of migration 016 now keep both columns, and on SQLite
 * also fire when a displayed column changes (PostgreSQL's fire on every update already). Migration
 * 022's first-match indexes, which only those lookups read, are dropped.
 */

const SOURCES = ['pricings', 'procedure_waits'] as const;

/** The entries of hospital `id` (an SQL expression) as rows of (o, n, id, k, d), both databases. */
function entries(id: string, postgres: boolean) {
  // The hex of the entry's JSON (its UTF-8 bytes): ASCII, which JavaScript takes from either driver at
  // a fraction of the cost of the same text with accents or dashes in it (docs/decisions/archive/122).
  const line = (fields: string) => (postgres ? `encode(convert_to(json_build_array(${fields})::text, 'UTF8'), 'hex')` : `hex(json_array(${fields}))`);
  return (
    `select 0 as o, procedure_name as n, id, search_key as k, ${line(`'p', procedure_name, price_range, updated_at`)} as d from pricings where clinic_id = ${id} ` +
    `union all select 1, procedure, id, search_key, ${line(`'w', procedure, wait_time, last_updated`)} from procedure_waits where clinic_id = ${id}`
  );
}

/** `procedure_key = …, procedure_doc = …` for hospital `id`, as both databases compute them. */
export function assignments(id: string, postgres: boolean) {
  const lines = (column: 'k' | 'd') =>
    postgres
      ? `coalesce((select string_agg(${column}, E'\\n' order by o, n, id) from (${entries(id, true)}) as e), '')`
      : `coalesce((select group_concat(${column}, char(10) order by o, n, id) from (${entries(id, false)}) as e), '')`;
  return `procedure_key = ${lines('k')}, procedure_doc = ${lines('d')}`;
}

/** The columns whose change changes a hospital's lines. */
export const WATCHED = { pricings: 'clinic_id, search_key, procedure_name, price_range, updated_at', procedure_waits: 'clinic_id, search_key, procedure, wait_time, last_updated' };

const FIRST_MATCH_INDEXES = [
  ['pricings_first_match_idx', 'pricings', ['clinic_id', 'procedure_name', 'id', 'search_key']],
  ['procedure_waits_first_match_idx', 'procedure_waits', ['clinic_id', 'procedure', 'id', 'search_key']],
] as const;

/**
 * Points migration 016's triggers at `assign` (the SET list for hospital `id`): PostgreSQL's keep their
 * statement-level triggers and get new functions; SQLite's row-level ones are made anew, the update
 * trigger watching `watched` of each table. The trigger bodies repeat migration 016's on purpose: a
 * migration keeps its own frozen SQL, so that a later change here cannot alter what 016 did.
 */
export async function installTriggers(db: Kysely<any>, postgres: boolean, assign: (id: string) => string, watched: Record<(typeof SOURCES)[number], string>) {
  if (postgres) {
    const refresh = (ids: string) => `update clinics set ${assign('clinics.id')} where clinics.id = any(array(${ids}));`;
    const bodies = {
      insert: refresh('select clinic_id from changed'),
      delete: refresh('select clinic_id from changed'),
      update: refresh('select clinic_id from changed union select clinic_id from gone'),
    };
    for (const [event, body] of Object.entries(bodies)) {
      await sql
        .raw(`create or replace function clinics_procedure_key_${event}() returns trigger language plpgsql as $$ begin ${body} return null; end $$`)
        .execute(db);
    }
    return;
  }
  for (const table of SOURCES) {
    const refresh = (row: 'new' | 'old') => `update clinics set ${assign(`${row}.clinic_id`)} where id = ${row}.clinic_id;`;
    for (const event of ['insert', 'delete', 'update']) await sql.raw(`drop trigger ${table}_procedure_key_${event}`).execute(db);
    await sql.raw(`create trigger ${table}_procedure_key_insert after insert on ${table} begin ${refresh('new')} end`).execute(db);
    await sql.raw(`create trigger ${table}_procedure_key_delete after delete on ${table} begin ${refresh('old')} end`).execute(db);
    await sql.raw(`create trigger ${table}_procedure_key_update after update of ${watched[table]} on ${table} begin ${refresh('old')} ${refresh('new')} end`).execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await sql`alter table clinics add column procedure_doc text not null default ''`.execute(db);
  await sql.raw(`update clinics set ${assignments('clinics.id', postgres)}`).execute(db);
  await installTriggers(db, postgres, (id) => assignments(id, postgres), WATCHED);
  if (!postgres) for (const [name] of FIRST_MATCH_INDEXES) await sql.raw(`drop index if exists ${name}`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // Back to migration 016's triggers and 022's indexes; procedure_key's lines keep their new order,
  // which the older code reads as a set.
  const postgres = dialectOf(db) === 'postgres';
  const keyOnly = (id: string) =>
    `procedure_key = coalesce((select ${postgres ? `string_agg(k, E'\\n')` : `group_concat(k, char(10))`} from (` +
    `select search_key as k from pricings where clinic_id = ${id} union all select search_key from procedure_waits where clinic_id = ${id}) as s), '')`;
  await installTriggers(db, postgres, keyOnly, { pricings: 'search_key, clinic_id', procedure_waits: 'search_key, clinic_id' });
  if (!postgres) for (const [name, table, columns] of FIRST_MATCH_INDEXES) await db.schema.createIndex(name).on(table).columns([...columns]).execute();
  await sql`alter table clinics drop column procedure_doc`.execute(db);
}
