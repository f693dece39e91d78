import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect';

/**
 * Issue 22, procedure search on SQLite (docs/decisions/archive/114): for each hospital on a page, the search
 * looks up its first quote and first wait entry containing the term, by procedure name then id. On
 * `(clinic_id)` alone that read each of the hospital's rows from the table and sorted them; on these
 * indexes the lookup reads the hospital's entries already in that order, with the key to test, and
 * stops at the first that holds the term: no table row, no sort.
 *
 * SQLite only: PostgreSQL's lookups are planned on its own indexes (docs/decisions/archive/109), and an index
 * it does not use would only slow its writes.
 */
const INDEXES = [
  ['pricings_first_match_idx', 'pricings', ['clinic_id', 'procedure_name', 'id', 'search_key']],
  ['procedure_waits_first_match_idx', 'procedure_waits', ['clinic_id', 'procedure', 'id', 'search_key']],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') return;
  for (const [name, table, columns] of INDEXES) await db.schema.createIndex(name).on(table).columns([...columns]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') return;
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
